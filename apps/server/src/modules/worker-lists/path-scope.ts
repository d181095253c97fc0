import type { WorkerScope } from './repository.js';

interface IdRequest {
  params: { id: string };
}

/** Whose workers a call reads, from the id in its path: the account's, or a miner account's transfers (boundary workers). */
export const pathScope = {
  pool: (request: IdRequest): WorkerScope => ({ kind: 'pool', id: request.params.id }),
  operator: (request: IdRequest): WorkerScope => ({ kind: 'operator', id: request.params.id }),
  miner: (request: IdRequest): WorkerScope => ({ kind: 'miner', id: request.params.id }),
  incoming: (request: IdRequest): WorkerScope => ({ kind: 'miner', id: request.params.id, boundary: 'incoming' }),
  outgoing: (request: IdRequest): WorkerScope => ({ kind: 'miner', id: request.params.id, boundary: 'outgoing' }),
};
