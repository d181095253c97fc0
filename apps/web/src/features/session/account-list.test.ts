import { describe, expect, it } from 'vitest';
import type { Permission } from '@pool/contract';
import { arrangeAccounts, toggled } from './account-list';

const permission = (n: number, name: string, type: Permission['type'] = 'miner'): Permission => ({
  id: `p${n}`,
  type,
  account_id: `a${n}`,
  account_name: name,
  role: 'owner',
  sections: [],
});
const nameOf = (p: Permission) => p.account_name ?? 'Platform';
const names = (list: { permission: Permission }[]) => list.map((entry) => entry.permission.account_name);

const accounts = [permission(1, 'alpha'), permission(2, 'bravo'), permission(3, 'Charlie'), permission(4, 'delta')];

describe('arrangeAccounts', () => {
  it('puts the pinned accounts first in the saved order, then the rest in the identity’s order', () => {
    const list = arrangeAccounts(accounts, { pinned: ['p4', 'p2'], bookmarked: [] }, nameOf, {
      query: '',
      onlyBookmarks: false,
    });
    expect(names(list.pinned)).toEqual(['delta', 'bravo']);
    expect(names(list.rest)).toEqual(['alpha', 'Charlie']);
    expect(list.matching).toBe(4);
  });

  it('ignores saved ids of permissions the user no longer has', () => {
    const list = arrangeAccounts(accounts, { pinned: ['gone', 'p3'], bookmarked: ['gone'] }, nameOf, {
      query: '',
      onlyBookmarks: true,
    });
    expect(list).toEqual({ pinned: [], rest: [], matching: 0 });
  });

  it('searches names case-insensitively, trimmed, and can keep only bookmarks', () => {
    const navigation = { pinned: ['p3'], bookmarked: ['p1', 'p3'] };
    const search = arrangeAccounts(accounts, navigation, nameOf, { query: '  CH ', onlyBookmarks: false });
    expect(names(search.pinned)).toEqual(['Charlie']);
    expect(search.rest).toEqual([]);
    const bookmarks = arrangeAccounts(accounts, navigation, nameOf, { query: '', onlyBookmarks: true });
    expect(names(bookmarks.pinned)).toEqual(['Charlie']);
    expect(names(bookmarks.rest)).toEqual(['alpha']);
    expect(bookmarks.rest[0]).toMatchObject({ bookmarked: true, pinned: false });
  });

  it('renders at most the limit, pinned first, and says how many match', () => {
    const many = Array.from({ length: 600 }, (_, i) => permission(i, `customer${i}`));
    const list = arrangeAccounts(many, { pinned: ['p599'], bookmarked: [] }, nameOf, {
      query: 'customer',
      onlyBookmarks: false,
      limit: 50,
    });
    expect(list.matching).toBe(600);
    expect(names(list.pinned)).toEqual(['customer599']);
    expect(list.rest).toHaveLength(49);
    expect(list.rest[0]!.name).toBe('customer0');
  });
});

describe('toggled', () => {
  it('adds an id at the end or takes it out, leaving the other list alone', () => {
    const navigation = { pinned: ['p1'], bookmarked: ['p2'] };
    expect(toggled(navigation, 'pinned', 'p3')).toEqual({ pinned: ['p1', 'p3'], bookmarked: ['p2'] });
    expect(toggled(navigation, 'pinned', 'p1')).toEqual({ pinned: [], bookmarked: ['p2'] });
    expect(toggled(navigation, 'bookmarked', 'p2')).toEqual({ pinned: ['p1'], bookmarked: [] });
  });
});
