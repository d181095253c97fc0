import { describe, expect, it } from 'vitest';
import type { Permission } from '@pool/contract';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { navigationFor, pathAfterSwitch } from './navigation';

function permission(overrides: Partial<Permission>): Permission {
  return { id: 'p1', type: 'miner', account_id: 'm1', role: 'owner', sections: [], ...overrides };
}
const paths = (p: Permission | undefined) => navigationFor(p).map((item) => item.to);

describe('navigationFor', () => {
  it("shows a miner owner the miner's pages", () => {
    expect(paths(permission({}))).toEqual([
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

  it('hides the sections a viewer may not open', () => {
    expect(paths(permission({ role: 'viewer' }))).toEqual(['/', '/workers', '/transfers', '/settings', '/faq']);
  });

  it('shows an operator its customers and profit splits', () => {
    expect(paths(permission({ type: 'operator' }))).toContain('/customers');
    expect(paths(permission({ type: 'operator' }))).toContain('/profit-sharing');
  });

  it('gives the platform its own area and no miner sections', () => {
    const platform = paths(permission({ type: 'platform', account_id: null }));
    expect(platform[0]).toBe('/platform');
    expect(platform).not.toContain('/workers');
  });

  it('shows the mining report and the tax calculator only while their flags are on', () => {
    expect(paths(permission({}))).not.toContain('/tax-calculator');
    setPageSettings({ ...defaultPageSettings, mining_report_enabled: true, tax_calculator_enabled: true });
    expect(paths(permission({})).slice(-4)).toEqual(['/mining-report', '/tax-calculator', '/settings', '/faq']);
    expect(paths(permission({ role: 'viewer' }))).not.toContain('/mining-report');
    setPageSettings(defaultPageSettings);
  });

  it('offers only the common pages before the account is known', () => {
    expect(paths(undefined)).toEqual(['/', '/settings', '/faq']);
  });
});

describe('pathAfterSwitch', () => {
  it('stays on a page the new account has', () => {
    expect(pathAfterSwitch(permission({}), '/workers')).toBe('/workers');
    expect(pathAfterSwitch(permission({}), '/')).toBe('/');
    expect(pathAfterSwitch(permission({}), '/settings/wallet')).toBe('/settings/wallet');
  });

  it("goes to the list when the page was one record of the previous account's", () => {
    expect(pathAfterSwitch(permission({ type: 'operator' }), '/customers/7/settings')).toBe('/customers');
  });

  it('goes home when the new account does not have the page', () => {
    expect(pathAfterSwitch(permission({ role: 'viewer' }), '/payments')).toBe('/');
    expect(pathAfterSwitch(permission({ type: 'platform', account_id: null }), '/workers')).toBe('/platform');
    expect(pathAfterSwitch(permission({}), '/platform/payouts')).toBe('/');
  });
});
