import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reverseHex, sha256d } from '../hashing.js';

/** A block hash as Bitcoin Core shows it, for blocks the double makes up. */
const madeUpHash = (label: string) => reverseHex(sha256d(Buffer.from(label)).toString('hex'));

/**
 * Bitcoin Core's JSON-RPC on loopback, as far as a pool uses it: getblocktemplate (with
 * one segwit-era transaction and a witness commitment), getbestblockhash, submitblock,
 * and for following found blocks getblockcount and getblockheader, over a chain that can
 * grow and be reorganised (a block left off the best chain counts -1 confirmations).
 */
export class CoreDouble {
  /** The best chain's hashes: `best[i]` is at height `baseHeight + i`. */
  private readonly best = [madeUpHash('tip 0')];
  private readonly baseHeight = 800_000;
  /** Blocks a reorganisation left off the best chain, with their heights. */
  private readonly stale = new Map<string, number>();
  private madeUp = 0;
  /** submitblock's answer: null takes the block, a string refuses it (e.g. "bad-prevblk"). */
  refuseWith: string | null = null;
  bits = '1d00ffff';
  readonly submitted: string[] = [];
  readonly transaction = Buffer.from(
    '0200000001' +
      'ab'.repeat(32) +
      '00000000' +
      '00' +
      'ffffffff' +
      '01' +
      '00e1f50500000000' +
      '01' +
      '51' +
      '00000000',
    'hex',
  );
  readonly witnessCommitment = '6a24aa21a9ed' + 'cd'.repeat(32);
  readonly calls: string[] = [];
  private readonly server: http.Server;
  url = '';

  constructor() {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
        this.calls.push(call.method);
        try {
          const result = this.answer(call.method, call.params);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: call.id, result, error: null }));
        } catch (error) {
          // As bitcoind answers a refused call: HTTP 500 with the error object.
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: call.id, result: null, error }));
        }
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://pool:secret@127.0.0.1:${(this.server.address() as AddressInfo).port}/wallet/pool`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get tip(): string {
    return this.best.at(-1)!;
  }

  get height(): number {
    return this.baseHeight + this.best.length - 1;
  }

  /** Somebody else found a block: a new tip. */
  newBlock(): void {
    this.best.push(madeUpHash(`block ${++this.madeUp}`));
  }

  /** A reorganisation: the top `depth` blocks leave the best chain for a longer branch of others' blocks. */
  reorganise(depth: number): void {
    const from = this.height - depth + 1;
    this.best.splice(-depth).forEach((hash, index) => this.stale.set(hash, from + index));
    for (let index = 0; index <= depth; index += 1) this.newBlock();
  }

  private answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'getbestblockhash':
        return this.tip;
      case 'getblocktemplate':
        return {
          version: 0x20000000,
          previousblockhash: this.tip,
          transactions: [
            { data: this.transaction.toString('hex'), txid: reverseHex(sha256d(this.transaction).toString('hex')) },
          ],
          coinbasevalue: 312_600_000,
          bits: this.bits,
          curtime: Math.floor(Date.now() / 1000),
          mintime: Math.floor(Date.now() / 1000) - 3600,
          height: this.height + 1,
          default_witness_commitment: this.witnessCommitment,
        };
      case 'submitblock': {
        const block = params[0] as string;
        this.submitted.push(block);
        if (this.refuseWith !== null) return this.refuseWith;
        this.best.push(reverseHex(sha256d(Buffer.from(block.slice(0, 160), 'hex')).toString('hex')));
        return null;
      }
      case 'getblockcount':
        return this.height;
      case 'getblockheader': {
        const hash = params[0] as string;
        const index = this.best.indexOf(hash);
        if (index >= 0) return { hash, height: this.baseHeight + index, confirmations: this.best.length - index };
        const height = this.stale.get(hash);
        if (height !== undefined) return { hash, height, confirmations: -1 };
        throw { code: -5, message: 'Block not found' };
      }
      default:
        return null;
    }
  }
}
