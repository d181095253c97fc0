import { queryOptions } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@pool/contract';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /identity/{userId}/notifications/preferences: every event on every channel. */
export async function getPreferences(userId: string, signal?: AbortSignal): Promise<NotificationPreferences> {
  const body = await api('GET /identity/{id}/notifications/preferences', { params: { id: userId }, signal });
  return notificationPreferencesSchema.parse(body);
}

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => getPreferences(userId, signal),
  });
