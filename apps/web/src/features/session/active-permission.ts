import type { Permission } from '@pool/contract';
import { localStore, storageKeys } from '@/lib/storage';
import { chooseActivePermission } from './permissions';

/** Product §4: the active permission, chosen from the identity's permissions and the stored id. */
export function activePermissionOf(permissions: readonly Permission[]): Permission | undefined {
  return chooseActivePermission(permissions, localStore.get(storageKeys.activePermission));
}

export function storeActivePermission(id: string): void {
  localStore.set(storageKeys.activePermission, id);
}
