import { useSyncExternalStore } from 'react';
import type { Permission } from '@pool/contract';
import { localStore, storageKeys } from '@/lib/storage';
import { chooseActivePermission } from './permissions';

/** Product §4: the active permission, chosen from the identity's permissions and the stored id. */
export function activePermissionOf(permissions: readonly Permission[]): Permission | undefined {
  return chooseActivePermission(permissions, localStore.get(storageKeys.activePermission));
}

const listeners = new Set<() => void>();

export function storeActivePermission(id: string): void {
  localStore.set(storageKeys.activePermission, id);
  for (const listener of listeners) listener();
}

/**
 * The stored active permission id, re-rendering when the account panel switches accounts:
 * the signed-in layout keys its pages on it, so every page reads the new account.
 */
export function useStoredActivePermission(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => localStore.get(storageKeys.activePermission),
  );
}
