import { describe, expect, it } from 'vitest';
import type { MenuItem, Permission } from '@pool/contract';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { menus } from '@/test/menus';
import { navigationFor, pathAfterSwitch } from './navigation';

function permission(overrides: Partial<Permission>): Permission {
  return { id: 'p1', type: 'miner', account_id: 'm1', role: 'owner', sections: [], ...overrides };
}
const paths = (menu: readonly MenuItem[]) => navigationFor(menu).map((item) => item.to);

describe('navigationFor', () => {
  it("shows a miner owner the pages the server's menu offers, in menu order", () => {
    expect(paths(menus.minerOwner)).toEqual([
      '/',
      '/workers',
      '/payments',
      '/profit-sharing',
      '/transfers',
      '/referrals',
      '/access-control',
      '/settings',
      '/faq',
    ]);
  });

  it('shows only what the menu offers (a viewer: workers and transfers)', () => {
    expect(paths(menus.minerViewer)).toEqual(['/', '/workers', '/transfers', '/settings', '/faq']);
  });

  it('offers an operator no page of a miner account of its own (referrals, transfers, profit splits)', () => {
    const operator = paths(menus.operatorOwner);
    expect(operator).toContain('/customers');
    for (const path of ['/profit-sharing', '/referrals', '/transfers', '/mining-report']) {
      expect(operator).not.toContain(path);
    }
  });

  it('gives the platform its own area and no miner sections', () => {
    const platform = paths(menus.platformAdmin);
    expect(platform[0]).toBe('/platform');
    expect(platform).not.toContain('/workers');
    expect(platform).not.toContain('/');
  });

  it('shows the mining report and the tax calculator only while their flags are on', () => {
    expect(paths(menus.minerOwner)).not.toContain('/tax-calculator');
    setPageSettings({ ...defaultPageSettings, mining_report_enabled: true, tax_calculator_enabled: true });
    expect(paths(menus.minerOwner).slice(-4)).toEqual(['/mining-report', '/tax-calculator', '/settings', '/faq']);
    expect(paths(menus.minerViewer)).not.toContain('/mining-report');
    setPageSettings(defaultPageSettings);
  });

  it('offers only the common pages before the account is known', () => {
    expect(paths([])).toEqual(['/', '/settings', '/faq']);
  });
});

describe('pathAfterSwitch', () => {
  it('stays on a page the new account has', () => {
    expect(pathAfterSwitch(permission({}), menus.minerOwner, '/workers')).toBe('/workers');
    expect(pathAfterSwitch(permission({}), menus.minerOwner, '/')).toBe('/');
    expect(pathAfterSwitch(permission({}), menus.minerOwner, '/settings/wallet')).toBe('/settings/wallet');
  });

  it("goes to the list when the page was one record of the previous account's", () => {
    expect(pathAfterSwitch(permission({ type: 'operator' }), menus.operatorOwner, '/customers/7/settings')).toBe(
      '/customers',
    );
  });

  it('goes home when the new account does not have the page', () => {
    expect(pathAfterSwitch(permission({ role: 'viewer' }), menus.minerViewer, '/payments')).toBe('/');
    expect(pathAfterSwitch(permission({ type: 'platform', account_id: null }), menus.platformAdmin, '/workers')).toBe(
      '/platform',
    );
    expect(pathAfterSwitch(permission({}), menus.minerOwner, '/platform/payouts')).toBe('/');
  });
});
