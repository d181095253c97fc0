import { describe, expect, it } from 'vitest';
import { accountNameProblem } from './account-name';

describe('accountNameProblem (product §5)', () => {
  it.each([
    ['', { key: 'validation.required' }],
    ['ab', { key: 'validation.min', value: 3 }],
    ['a'.repeat(65), { key: 'validation.max', value: 64 }],
    ['with space', { key: 'validation.name' }],
    ['имя_123', { key: 'validation.name' }],
    ['abc', undefined],
    ['Demo_Miner_2', undefined],
    ['a'.repeat(64), undefined],
  ])('%j → %o', (name, expected) => {
    expect(accountNameProblem(name)).toEqual(expected);
  });
});
