import type { PaymentPeriod } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import type { PaymentsParams } from '../payments-search-params';

/**
 * Query keys of the money reads of an account. They hang off the account
 * (`['miners', id, 'payments', …]`), so switching account invalidates by prefix.
 */
export const paymentKeys = {
  payments: (account: AccountRef) => [account.kind, account.id, 'payments'] as const,
  list: (account: AccountRef, params: PaymentsParams) => [account.kind, account.id, 'payments', params] as const,
  /** `all`: since the first earning. */
  dailyEarnings: (account: AccountRef, period: PaymentPeriod | undefined) =>
    [account.kind, account.id, 'daily-earnings', period ?? 'all'] as const,
  balance: (account: AccountRef) => [account.kind, account.id, 'balance'] as const,
  processingEarnings: (account: AccountRef) => [account.kind, account.id, 'processing-earnings'] as const,
  earnedAllTime: (account: AccountRef) => [account.kind, account.id, 'earned-all-time'] as const,
  nextPayout: (account: AccountRef) => [account.kind, account.id, 'next-payout'] as const,
  earningsOutlook: (account: AccountRef) => [account.kind, account.id, 'earnings-outlook'] as const,
};
