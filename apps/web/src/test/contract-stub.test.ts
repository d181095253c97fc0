import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract-stub';
import { jsonResponse, textResponse } from './test-utils';

const payoutItem = { date: '2026-11-22', time: '14:00', fee_level: 'MEDIUM', fee_per_vbyte: null, processed: false };

describe('a stubbed backend answer', () => {
  it('passes when the server could give it', async () => {
    const path = '/platform/payouts/schedule/current/fee-per-vbyte';
    expect(await contractViolation('DELETE', path, jsonResponse(payoutItem))).toBeUndefined();
    expect(
      await contractViolation('GET', '/miners/abc', jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404)),
    ).toBeUndefined();
  });

  it('is refused for an operation the server does not have', async () => {
    expect(await contractViolation('GET', '/miners/abc/nothing', jsonResponse({}))).toMatch(/does not have/);
  });

  it('is refused with a success status the server never sends', async () => {
    const path = '/platform/payouts/schedule/current/fee-per-vbyte';
    expect(await contractViolation('DELETE', path, textResponse('', 204))).toMatch(/with 204; the server answers 200/);
  });

  it('is refused when the body does not match the contract schema', async () => {
    const path = '/platform/payouts/schedule/current/fee-per-vbyte';
    const answer = jsonResponse({ ...payoutItem, fee_level: 'FAST' });
    expect(await contractViolation('DELETE', path, answer)).toMatch(/fee-per-vbyte does not match its schema/);
  });

  it('is refused for an error outside the one error shape', async () => {
    expect(await contractViolation('GET', '/miners/abc', jsonResponse({ error: { code: 'x' } }, 404))).toMatch(
      /error shape/,
    );
  });
});
