import { queryOptions } from '@tanstack/react-query';
import {
  currentTelegramChatSchema,
  currentTelegramInviteSchema,
  telegramInviteSchema,
  type CurrentTelegramChat,
  type CurrentTelegramInvite,
  type TelegramInvite,
} from '@pool/contract';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /identity/{userId}/telegram/invites/current: the working deep link, or null. */
export async function getTelegramInvite(userId: string, signal?: AbortSignal): Promise<CurrentTelegramInvite> {
  return currentTelegramInviteSchema.parse(
    await api('GET /identity/{id}/telegram/invites/current', { params: { id: userId }, signal }),
  );
}

/** GET /identity/{userId}/telegram/chats/current: the linked chat, or null. */
export async function getTelegramChat(userId: string, signal?: AbortSignal): Promise<CurrentTelegramChat> {
  return currentTelegramChatSchema.parse(
    await api('GET /identity/{id}/telegram/chats/current', { params: { id: userId }, signal }),
  );
}

export const telegramInviteQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.telegramInvite(userId),
    queryFn: ({ signal }) => getTelegramInvite(userId, signal),
  });

export const telegramChatQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.telegramChat(userId),
    queryFn: ({ signal }) => getTelegramChat(userId, signal),
  });

/** POST /identity/{userId}/telegram/invites: a new deep link, or the current one while it works. */
export async function createTelegramInvite(userId: string): Promise<TelegramInvite> {
  return telegramInviteSchema.parse(await api('POST /identity/{id}/telegram/invites', { params: { id: userId } }));
}

/** DELETE /identity/{userId}/telegram/chats: unlinks the chat (the bot says goodbye). */
export async function unlinkTelegramChat(userId: string): Promise<void> {
  await api('DELETE /identity/{id}/telegram/chats', { params: { id: userId } });
}
