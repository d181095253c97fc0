import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { watcherKeys } from './keys';

/** DELETE /identity/{userId}/watchers/{token}: revokes a link; whoever holds it loses access. */
export async function deleteUserWatcher(userId: string, token: string): Promise<void> {
  await api('DELETE /identity/{id}/watchers/{token}', { params: { id: userId, token } });
}

/** Revokes one of the user's links; the user's link list follows (the miner's lists hang off the miner). */
export function useDeleteUserWatcher(userId: string, config?: MutationConfig<void, string>) {
  return useApiMutation((token: string) => deleteUserWatcher(userId, token), [watcherKeys.ofUser(userId)], config);
}
