import { describe, expect, it } from 'vitest';
import { kindAmong } from './account';

describe('kindAmong', () => {
  it("gives the account's kind when the operation exists for it", () => {
    expect(kindAmong({ kind: 'pools', id: 'p' }, ['pools', 'operators'])).toBe('pools');
  });

  it('refuses a kind the operation does not exist for, rather than call a path the server lacks', () => {
    expect(() => kindAmong({ kind: 'miners', id: 'm' }, ['pools', 'operators'])).toThrow(
      'No pools/operators call for miners',
    );
  });
});
