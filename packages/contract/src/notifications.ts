import { z } from 'zod';

/** The events a user may be told about (product §3, notification preferences). */
export const notificationEvents = [
  'delete-miner',
  'miner-payout',
  'miner-reward',
  'miner-wallet-address-changed',
  'miner-wallet-minpay-changed',
  'user-login',
  'worker-status-changed',
  'miner-alert',
] as const;
export const notificationEventSchema = z.enum(notificationEvents);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** How a notification reaches the user. */
export const notificationChannels = ['email', 'telegram'] as const;
export const notificationChannelSchema = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/**
 * Security events are on by default (a sign-in, wallet changes, an account removal), and so
 * are payouts and the threshold alerts (the reason a miner wants notices at all); the daily
 * reward and each worker status change are off until the user asks.
 */
export const defaultNotificationEvents: readonly NotificationEvent[] = [
  'delete-miner',
  'miner-payout',
  'miner-wallet-address-changed',
  'miner-wallet-minpay-changed',
  'user-login',
  'miner-alert',
];

/** Wallet changes always go by e-mail too: their e-mail switch cannot be turned off. */
export const alwaysEmailedEvents: readonly NotificationEvent[] = [
  'miner-wallet-address-changed',
  'miner-wallet-minpay-changed',
];

/** One switch: an event on one channel. `required`: always on (a PUT turning it off is refused). */
export const notificationPreferenceSchema = z.object({
  event: notificationEventSchema,
  channel: notificationChannelSchema,
  enabled: z.boolean(),
  required: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * GET /identity/{id}/notifications/preferences: every event on every channel (16 switches,
 * defaults where the user chose nothing), and whether this pool sends Telegram messages at
 * all (`telegram_available`: a bot token is configured and Telegram accepted it).
 */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  telegram_available: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /identity/{id}/notifications/preferences: the switches to change (the rest stay);
 * each event and channel at most once. An unknown event or channel is 400 with a field error
 * naming it (`body.preferences.N.event`); turning off a required switch is 400 with
 * `{ name: 'preferences', code: 'invalid_input', index }`. The answer is the whole set.
 */
export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(z.object({ event: notificationEventSchema, channel: notificationChannelSchema, enabled: z.boolean() }))
    .min(1)
    .max(notificationEvents.length * notificationChannels.length)
    .refine((items) => new Set(items.map((item) => `${item.event}/${item.channel}`)).size === items.length, {
      message: 'Each event and channel at most once',
    }),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

/** How long a Telegram deep link works. */
export const telegramInviteMinutes = 15;

/**
 * POST /identity/{id}/telegram/invites (201, or 200 with the current one while it works) and
 * GET …/invites/current: a one-time deep link `https://t.me/<bot>?start=<code>` that links
 * the chat which opens it to the user; it works for 15 minutes, once. POST is 404 when the
 * pool has no Telegram bot.
 */
export const telegramInviteSchema = z.object({
  code: z.string(),
  url: z.string(),
  expires_at: z.iso.datetime(),
});
export type TelegramInvite = z.infer<typeof telegramInviteSchema>;

/** GET /identity/{id}/telegram/invites/current: the working link, or null. */
export const currentTelegramInviteSchema = z.object({ invite: telegramInviteSchema.nullable() });
export type CurrentTelegramInvite = z.infer<typeof currentTelegramInviteSchema>;

/**
 * GET /identity/{id}/telegram/chats/current: the linked chat (its @username when it has one),
 * or null. DELETE /identity/{id}/telegram/chats unlinks it (204; the bot says goodbye).
 */
export const currentTelegramChatSchema = z.object({
  chat: z.object({ username: z.string().nullable(), linked_at: z.iso.datetime() }).nullable(),
});
export type CurrentTelegramChat = z.infer<typeof currentTelegramChatSchema>;
