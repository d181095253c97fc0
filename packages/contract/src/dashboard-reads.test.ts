import { describe, expect, it } from 'vitest';
import { dashboardCookieValue, dashboardReadsOf, parseDashboardCookie } from './dashboard-reads.js';

const id = '0f8e2c4a-1b2c-4d5e-8f90-a1b2c3d4e5f6';

describe("the dashboard's reads", () => {
  it("names a miner's figures, and its money where the dashboard shows money", () => {
    expect(dashboardReadsOf({ kind: 'miners', id, money: false })).toEqual([`/miners/${id}`, `/miners/${id}/stats`]);
    expect(dashboardReadsOf({ kind: 'miners', id, money: true })).toEqual([
      `/miners/${id}`,
      `/miners/${id}/stats`,
      `/miners/${id}/balance`,
      `/miners/${id}/next-payout`,
      `/miners/${id}/earnings-outlook`,
      `/miners/${id}/earned-all-time`,
      `/miners/${id}/money-version`,
    ]);
  });

  it('names the largest accounts of an operator or a pool with the query the app sends', () => {
    expect(dashboardReadsOf({ kind: 'pools', id, money: false })).toEqual([
      `/pools/${id}`,
      `/pools/${id}/stats`,
      `/pools/${id}/miners?per_page=5&sort=hash_rate_24h&order=desc`,
    ]);
    expect(dashboardReadsOf({ kind: 'operators', id, money: true })).toEqual([
      `/operators/${id}`,
      `/operators/${id}/stats`,
      `/operators/${id}/miners?per_page=5&sort=hash_rate_24h&order=desc`,
      `/operators/${id}/processing-earnings`,
      `/operators/${id}/earned-all-time`,
      `/operators/${id}/money-version`,
    ]);
  });

  it('reads back only the cookie it writes', () => {
    expect(dashboardCookieValue({ kind: 'operators', id, money: true })).toBe(`operators.${id}.1`);
    expect(parseDashboardCookie(`operators.${id}.1`)).toEqual({ kind: 'operators', id, money: true });
    expect(parseDashboardCookie(`miners.${id}.0`)).toEqual({ kind: 'miners', id, money: false });
    for (const value of [
      undefined,
      '',
      `platform.${id}.1`,
      `miners.${id}.2`,
      `miners.${id}`,
      `miners.${id}.1.1`,
      `miners.${id.toUpperCase()}.1`,
      `miners.../../identity.1`,
      `miners.${id}"><script>.1`,
    ]) {
      expect(parseDashboardCookie(value), String(value)).toBeNull();
    }
  });
});
