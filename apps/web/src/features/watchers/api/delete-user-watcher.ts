import { apiRequest } from '@/lib/api-client';

/** DELETE /identity/{userId}/watchers/{token}: revokes a link; whoever holds it loses access. */
export async function deleteUserWatcher(userId: string, token: string): Promise<void> {
  await apiRequest<unknown>(`/identity/${encodeURIComponent(userId)}/watchers/${encodeURIComponent(token)}`, {
    method: 'DELETE',
  });
}
