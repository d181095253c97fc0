import { describe, expect, it } from 'vitest';
import { loadStratumConfig } from './config.js';

const api = { INGEST_URL: 'http://127.0.0.1:1', INGEST_TOKEN: 'token' };

describe('the coinbase payout script', () => {
  it("pays POOL_PAYOUT_ADDRESS's output script", () => {
    const config = loadStratumConfig({ ...api, POOL_PAYOUT_ADDRESS: 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw' });
    expect(config.payoutScript.toString('hex')).toBe('001487a87e0e17a80a2d2bd65c421a1090df8ed6cc9a');
  });

  it.each([
    ['a wrong checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    // Well-formed bech32, but version 0 programs are 20 or 32 bytes: coins sent there are lost.
    ['a v0 program of 25 bytes', 'bc1qqurswpc8qurswpc8qurswpc8qurswpc8qurswpc8vg8h6z'],
  ])('refuses to start on an address with %s', (_reason, address) => {
    expect(() => loadStratumConfig({ ...api, POOL_PAYOUT_ADDRESS: address })).toThrow(
      `POOL_PAYOUT_ADDRESS is not a bitcoin address: ${address}`,
    );
  });
});
