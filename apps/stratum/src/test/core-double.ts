import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reverseHex, sha256d } from '../hashing.js';

/**
 * Bitcoin Core's JSON-RPC on loopback, as far as a pool uses it: getblocktemplate (with
 * one segwit-era transaction and a witness commitment), getbestblockhash, submitblock.
 */
export class CoreDouble {
  tip = reverseHex(sha256d(Buffer.from('tip 0')).toString('hex'));
  height = 800_000;
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
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: call.id, result: this.answer(call.method, call.params), error: null }));
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

  /** Somebody else found a block: a new tip. */
  newBlock(): void {
    this.height += 1;
    this.tip = reverseHex(sha256d(Buffer.from(`tip ${this.height}`)).toString('hex'));
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
        this.tip = reverseHex(sha256d(Buffer.from(block.slice(0, 160), 'hex')).toString('hex'));
        this.height += 1;
        return null;
      }
      default:
        return null;
    }
  }
}
