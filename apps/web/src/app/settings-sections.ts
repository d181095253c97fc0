import type { IdentityResponse, Permission } from '@pool/contract';
import { activePermissionOf } from '@/features/session/active-permission';
import { accessOf, canRequestRemoval } from '@/features/session/access';
import { canOpenPage } from '@/features/session/permissions';

/** The settings sections in their order; each is /settings/{id}. */
export const settingsSectionIds = [
  'profile',
  'security',
  'wallet',
  'watchers',
  'api-keys',
  'notifications',
  'removal',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];

/** The active miner account, when the active permission is one. */
export function activeMinerOf(identity: IdentityResponse | undefined): Permission | undefined {
  const active = identity && activePermissionOf(identity.permissions);
  return active?.type === 'miner' && active.account_id ? active : undefined;
}

/**
 * The sections the active permission opens: the payout wallet (and promo code) with payments
 * access to a miner account, its API keys for its owners and admins (the server's
 * manage_api_keys), the removal request for its owner; the rest for everyone.
 */
export function settingsSectionsOf(identity: IdentityResponse | undefined): SettingsSectionId[] {
  const miner = activeMinerOf(identity);
  return settingsSectionIds.filter((id) => {
    if (id === 'wallet') return miner !== undefined && canOpenPage(accessOf(miner), 'payments');
    if (id === 'api-keys') return miner?.role === 'owner' || miner?.role === 'admin';
    if (id === 'removal') return canRequestRemoval(miner);
    return true;
  });
}
