import type { FeeIncomeQuery, PaymentPeriod } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import type { PaymentsParams } from '../payments-search-params';

/**
 * Query keys of the money reads of an account. They hang off the account and share one
 * prefix (`['miners', id, 'money', …]`), so a change of the account's money version
 * reloads them all at once (use-money-refresh.ts). The version itself is outside it.
 */
export const paymentKeys = {
  /** Every money read of the account. */
  money: (account: AccountRef) => [account.kind, account.id, 'money'] as const,
  moneyVersion: (account: AccountRef) => [account.kind, account.id, 'money-version'] as const,
  payments: (account: AccountRef) => [account.kind, account.id, 'money', 'payments'] as const,
  list: (account: AccountRef, params: PaymentsParams) =>
    [account.kind, account.id, 'money', 'payments', params] as const,
  /** `all`: since the first earning. */
  dailyEarnings: (account: AccountRef, period: PaymentPeriod | undefined) =>
    [account.kind, account.id, 'money', 'daily-earnings', period ?? 'all'] as const,
  /** An operator's fee income of a range of pool days, maybe of one customer. */
  feeIncome: (account: AccountRef, query: FeeIncomeQuery) =>
    [account.kind, account.id, 'money', 'fee-income', query] as const,
  balance: (account: AccountRef) => [account.kind, account.id, 'money', 'balance'] as const,
  processingEarnings: (account: AccountRef) => [account.kind, account.id, 'money', 'processing-earnings'] as const,
  earnedAllTime: (account: AccountRef) => [account.kind, account.id, 'money', 'earned-all-time'] as const,
  nextPayout: (account: AccountRef) => [account.kind, account.id, 'money', 'next-payout'] as const,
  earningsOutlook: (account: AccountRef) => [account.kind, account.id, 'money', 'earnings-outlook'] as const,
};
