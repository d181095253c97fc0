import { useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { notificationKeys } from './keys';

/** PUT /identity/{userId}/notifications/preferences: the switches to change; the answer is the whole set. */
export async function updatePreferences(
  userId: string,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const answer = await api('PUT /identity/{id}/notifications/preferences', { params: { id: userId }, body });
  return notificationPreferencesSchema.parse(answer);
}

/** Saves switches; the table shows the stored set as soon as the server answers. */
export function useUpdatePreferences(
  userId: string,
  config?: MutationConfig<NotificationPreferences, UpdateNotificationPreferencesBody>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (body: UpdateNotificationPreferencesBody) => updatePreferences(userId, body),
    [notificationKeys.preferences(userId)],
    {
      ...config,
      onSuccess: (...args) => {
        queryClient.setQueryData(notificationKeys.preferences(userId), args[0]);
        return config?.onSuccess?.(...args);
      },
    },
  );
}
