import type { TelegramInvite } from '@pool/contract';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { notificationKeys } from './keys';
import { createTelegramInvite } from './telegram';

/** Makes (or gets back) the deep link; the page shows it from the invite query. */
export function useCreateTelegramInvite(userId: string, config?: MutationConfig<TelegramInvite, void>) {
  return useApiMutation(() => createTelegramInvite(userId), [notificationKeys.telegramInvite(userId)], config);
}
