import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSatoshi } from '@pool/contract';
import { btcToSatoshi, satoshiToBtc } from './amounts.js';
import { ChainError } from './chain-error.js';

describe('BTC amounts', () => {
  it('writes satoshi as exact eight-decimal BTC text and reads it back', () => {
    expect(satoshiToBtc(10_000)).toBe('0.00010000');
    expect(satoshiToBtc(1)).toBe('0.00000001');
    expect(satoshiToBtc(123_456_789)).toBe('1.23456789');
    expect(satoshiToBtc(maxSatoshi)).toBe('21000000.00000000');
    expect(btcToSatoshi('-0.00010000')).toBe(-10_000);
    expect(btcToSatoshi('0.1')).toBe(10_000_000);
    expect(() => btcToSatoshi('1e-8')).toThrow(ChainError);
    expect(() => satoshiToBtc(1.5)).toThrow(ChainError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxSatoshi }), (amount) => {
        const text = satoshiToBtc(amount);
        expect(text).toMatch(/^\d+\.\d{8}$/);
        expect(btcToSatoshi(text)).toBe(amount);
        expect(btcToSatoshi(`-${text}`)).toBe(-amount);
      }),
    );
  });
});
