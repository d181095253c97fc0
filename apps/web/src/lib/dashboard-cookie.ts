import { dashboardCookieName, dashboardCookieValue, type DashboardAccount } from '@pool/contract';
import { readCookie } from './api-client';

/**
 * Names the account the dashboard shows to the server (a cookie for a year), so the next
 * visit's document asks for that account's figures with the scripts (contract
 * dashboard-reads.ts). Written only when it changes.
 */
export function rememberDashboard(account: DashboardAccount): void {
  const value = dashboardCookieValue(account);
  if (readCookie(dashboardCookieName) === value) return;
  document.cookie = `${dashboardCookieName}=${value}; path=/; max-age=31536000; samesite=lax`;
}

/** Signed out: the next person on this browser has other accounts. */
export function forgetDashboard(): void {
  document.cookie = `${dashboardCookieName}=; path=/; max-age=0; samesite=lax`;
}
