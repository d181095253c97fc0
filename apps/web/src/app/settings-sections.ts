import type { IdentityResponse, Permission } from '@pool/contract';
import { activePermissionOf } from '@/features/session/active-permission';
import { menuOf } from '@/features/session/navigation';

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
 * The sections the active permission opens: the payout wallet (and promo code), its API
 * keys and the removal request where the server's menu offers them (a miner account's
 * payments readers, its owners and admins, its owner); the rest for everyone.
 */
export function settingsSectionsOf(identity: IdentityResponse | undefined): SettingsSectionId[] {
  const menu = menuOf(identity, activeMinerOf(identity));
  return settingsSectionIds.filter((id) => {
    if (id === 'wallet') return menu.includes('payout_wallet');
    if (id === 'api-keys') return menu.includes('api_keys');
    if (id === 'removal') return menu.includes('account_removal');
    return true;
  });
}
