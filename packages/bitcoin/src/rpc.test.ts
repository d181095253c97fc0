import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError } from './chain-error.js';
import { BitcoinCoreRpc } from './rpc.js';

/** What the loopback node saw of each call, and the answer it gives next (status and body text). */
const seen: { url: string; authorization: string | undefined; body: unknown }[] = [];
let answer = { status: 200, text: '' };
const node = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({ url: request.url!, authorization: request.headers.authorization, body: JSON.parse(body) });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.text);
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(node.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

describe('BitcoinCoreRpc', () => {
  it('sends the URL’s credentials as basic auth, decoded, and reads amounts as their exact text', async () => {
    const rpc = new BitcoinCoreRpc(`http://pool:p%40ss%3Aword@${origin}/wallet/payouts`);
    // As bitcoind prints them: eight decimals, which a double would round.
    answer = {
      status: 200,
      text: '{"result":{"amount":-0.10000001,"fee": 0.00000141,"feerate":0.00012345,"confirmations":3},"error":null,"id":1}',
    };
    expect(await rpc.call('gettransaction', ['ab', false, true])).toEqual({
      amount: '-0.10000001',
      fee: '0.00000141',
      feerate: '0.00012345',
      confirmations: 3,
    });
    expect(seen.at(-1)).toEqual({
      url: '/wallet/payouts',
      authorization: `Basic ${Buffer.from('pool:p@ss:word').toString('base64')}`,
      body: { jsonrpc: '1.0', id: 1, method: 'gettransaction', params: ['ab', false, true] },
    });
  });

  it('turns an answer of no into a refusal and no answer into an open question', async () => {
    const rpc = new BitcoinCoreRpc(`http://pool:secret@${origin}/`);
    answer = { status: 500, text: '{"result":null,"error":{"code":-6,"message":"Insufficient funds"},"id":1}' };
    const refusal = await rpc.call('sendmany', []).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ChainError);
    expect(refusal).toMatchObject({ refused: true, message: 'Bitcoin Core sendmany: Insufficient funds (code -6)' });
    // A wrong password: 401 with an empty body.
    answer = { status: 401, text: '' };
    await expect(rpc.call('getblockcount', [])).rejects.toMatchObject({
      refused: true,
      message: 'Bitcoin Core getblockcount: HTTP 401',
    });
    // Something else on the port: whether the node acted is unknown.
    answer = { status: 200, text: '<html>proxy</html>' };
    await expect(rpc.call('sendmany', [])).rejects.toMatchObject({
      refused: false,
      message: 'Bitcoin Core sendmany: an answer that is not JSON-RPC',
    });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(new BitcoinCoreRpc(`http://127.0.0.1:${closedPort}/`).call('getblockcount', [])).rejects.toMatchObject(
      { refused: false },
    );
  });
});
