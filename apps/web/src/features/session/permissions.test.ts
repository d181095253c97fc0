import { describe, expect, it } from 'vitest';
import { chooseActivePermission, homePathOf, type Permission } from './permissions';

describe('chooseActivePermission', () => {
  const miner: Permission = { id: 'm1', type: 'miner' };
  const operator: Permission = { id: 'o1', type: 'operator' };
  const pool: Permission = { id: 'p1', type: 'pool' };
  const platform: Permission = { id: 'x1', type: 'platform' };
  const watcher: Permission = { id: 'w1', type: 'miner' };

  it('chooses the watcher permission over everything', () => {
    expect(chooseActivePermission([pool, miner], 'm1', watcher)).toBe(watcher);
    expect(chooseActivePermission([], null, watcher)).toBe(watcher);
  });

  it('chooses the stored permission while it still matches one', () => {
    expect(chooseActivePermission([pool, operator, miner, platform], 'm1')).toBe(miner);
    expect(chooseActivePermission([pool, platform], 'x1')).toBe(platform);
  });

  it('orders pool, operator, miner when nothing is stored or the stored id is gone', () => {
    expect(chooseActivePermission([platform, miner, operator, pool], null)).toBe(pool);
    expect(chooseActivePermission([platform, miner, operator], 'gone')).toBe(operator);
    expect(chooseActivePermission([platform, miner], null)).toBe(miner);
  });

  it('takes the first of several permissions of the chosen type', () => {
    const second: Permission = { id: 'm2', type: 'miner' };
    expect(chooseActivePermission([platform, second, miner], null)).toBe(second);
  });

  it('falls back to the first permission (platform) and to none for an empty list', () => {
    const other: Permission = { id: 'x2', type: 'platform' };
    expect(chooseActivePermission([platform, other], null)).toBe(platform);
    expect(chooseActivePermission([], 'm1')).toBeUndefined();
  });
});

describe('homePathOf', () => {
  it('sends platform permissions to /platform and every other to /', () => {
    expect(homePathOf({ id: 'x1', type: 'platform' })).toBe('/platform');
    for (const type of ['pool', 'operator', 'miner'] as const) expect(homePathOf({ id: 'a', type })).toBe('/');
  });
});
