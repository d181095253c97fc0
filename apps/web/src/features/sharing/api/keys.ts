/**
 * Query keys of profit splits and referrals. They hang off the miner account
 * (`['miners', id, …]`), so switching account or a change invalidates by prefix.
 */
export const sharingKeys = {
  splits: (minerId: string) => ['miners', minerId, 'profit-sharings'] as const,
  referrerCodes: (minerId: string) => ['miners', minerId, 'referrer-codes'] as const,
  referrals: (minerId: string, page: number) => ['miners', minerId, 'referrals', page] as const,
  lookup: (accountName: string) => ['miners', 'lookup', accountName.toLowerCase()] as const,
};
