import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { alertSettingsSchema, type AlertSettings } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { notificationKeys } from './keys';

/** GET /miners/{id}/alerts: the account's alert thresholds (the defaults until its owners set them). */
export async function getAlertSettings(minerId: string, signal?: AbortSignal): Promise<AlertSettings> {
  return alertSettingsSchema.parse(await api('GET /miners/{id}/alerts', { params: { id: minerId }, signal }));
}

export const alertSettingsQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: notificationKeys.alerts(minerId),
    queryFn: ({ signal }) => getAlertSettings(minerId, signal),
  });

/** PUT /miners/{id}/alerts: all three thresholds; the answer is what is stored. */
export async function putAlertSettings(minerId: string, settings: AlertSettings): Promise<AlertSettings> {
  const body = await api('PUT /miners/{id}/alerts', { params: { id: minerId }, body: settings });
  return alertSettingsSchema.parse(body);
}

export function useSaveAlertSettings(minerId: string, config?: MutationConfig<AlertSettings, AlertSettings>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (settings: AlertSettings) => putAlertSettings(minerId, settings),
    [notificationKeys.alerts(minerId)],
    {
      ...config,
      onSuccess: (...args) => {
        queryClient.setQueryData(notificationKeys.alerts(minerId), args[0]);
        return config?.onSuccess?.(...args);
      },
    },
  );
}
