import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { workersResponseSchema, type WorkersResponse } from '@pool/contract';
import { serializerCompiler } from './serializer.js';

const logged: { msg: string; route: string; index: number }[] = [];
const log = pino(
  { level: 'error' },
  { write: (line: string) => logged.push(JSON.parse(line) as (typeof logged)[number]) },
);

const serialize = serializerCompiler(log)({
  schema: workersResponseSchema,
  method: 'GET',
  url: '/pools/:id/workers',
  httpStatus: '200',
});

const worker = {
  id: '7',
  worker_name: 'rig-1',
  miner_id: '00000000-0000-4000-8000-000000000001',
  account_name: 'fleet',
  status: 'stable',
  behaviour: 'hardware',
  transfer_source: null,
  first_share_at: '2026-11-20T12:00:00.000Z',
  last_share_at: null,
  hash_rate_15m: 1.5e14,
  hash_rate_1h: 0,
  hash_rate_24h: 123.25,
  hash_rate_1w: 0,
  hash_rate_30d: 0,
  reject_pct_15m: 0.5,
  computed_at: null,
} as const;

describe('the list serialiser compiled from the contract', () => {
  it('writes what the contract says, as zod would, and leaves out what it does not name', () => {
    const page = {
      data: [
        { ...worker, internal_note: 'not in the contract' },
        {
          ...worker,
          id: '8',
          transfer_source: { miner_id: worker.miner_id, account_name: 'source' },
          last_share_at: '2026-11-20T12:01:00.000Z',
          computed_at: '2026-11-20T12:02:05.000Z',
        },
      ],
      pagination: { page: 1, per_page: 50, total: 2, next_cursor: null },
    };
    const written = JSON.parse(serialize(page)) as WorkersResponse;
    expect(written).toEqual(workersResponseSchema.parse(page));
    expect(written.data[0]).not.toHaveProperty('internal_note');
  });

  it('leaves out and logs a row that breaks the contract, and writes the others', () => {
    const page = {
      data: [
        { ...worker, id: '1' },
        // What a float residue in the 15-minute sums made of a worker's rejects.
        { ...worker, id: '2', reject_pct_15m: -9.55e-16 },
        { ...worker, id: '3', hash_rate_1h: Number.NaN },
        { ...worker, id: '4' },
      ],
      pagination: { page: 1, per_page: 50, total: 4, next_cursor: null },
    };
    logged.length = 0;
    const written = JSON.parse(serialize(page)) as WorkersResponse;
    expect(written.data.map((row) => row.id)).toEqual(['1', '4']);
    expect(() => workersResponseSchema.parse(written)).not.toThrow();
    expect(logged.map((entry) => [entry.route, entry.index])).toEqual([
      ['/pools/:id/workers', 1],
      ['/pools/:id/workers', 2],
    ]);
  });
});
