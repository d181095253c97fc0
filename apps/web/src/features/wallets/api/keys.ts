import type { WalletLimitKind } from './create-wallet-limit';

/**
 * Query keys of a miner account's wallet. They hang off the account
 * (`['miners', id, 'wallet', …]`), so switching account invalidates by prefix.
 */
export const walletKeys = {
  wallet: (minerId: string) => ['miners', minerId, 'wallet'] as const,
  addresses: (minerId: string, walletId: string) => ['miners', minerId, 'wallet', walletId, 'addresses'] as const,
  limits: (minerId: string, walletId: string, kind: WalletLimitKind) =>
    ['miners', minerId, 'wallet', walletId, kind] as const,
};
