import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { notificationKeys } from './keys';
import { unlinkTelegramChat } from './telegram';

/** Unlinks the user's chat; the chat and invite queries follow. */
export function useUnlinkTelegramChat(userId: string, config?: MutationConfig<void, void>) {
  return useApiMutation(
    () => unlinkTelegramChat(userId),
    [notificationKeys.telegramChat(userId), notificationKeys.telegramInvite(userId)],
    config,
  );
}
