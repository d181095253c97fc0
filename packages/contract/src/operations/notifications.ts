import { z } from 'zod';
import { alertSettingsSchema } from '../alerts.js';
import { identityParamsSchema } from '../identity.js';
import { accountIdParamsSchema } from '../monitoring.js';
import {
  currentTelegramChatSchema,
  currentTelegramInviteSchema,
  notificationPreferencesSchema,
  telegramInviteSchema,
  updateNotificationPreferencesBodySchema,
} from '../notifications.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const notificationsOperations = {
  'GET /identity/{id}/notifications/preferences': {
    tags: ['identity'],
    summary: 'Which events reach the user by e-mail and by Telegram (defaults where they chose nothing)',
    params: identityParamsSchema,
    responses: { 200: notificationPreferencesSchema, ...resourceErrors },
  },
  'PUT /identity/{id}/notifications/preferences': {
    tags: ['identity'],
    summary: 'Turn events on or off per channel (the switches given; the others stay)',
    params: identityParamsSchema,
    body: updateNotificationPreferencesBodySchema,
    responses: { 200: notificationPreferencesSchema, ...resourceErrors },
  },
  'POST /identity/{id}/telegram/invites': {
    tags: ['identity'],
    summary:
      'A one-time Telegram deep link (15 minutes) that links the chat opening it; the current one while it works',
    params: identityParamsSchema,
    responses: { 200: telegramInviteSchema, 201: telegramInviteSchema, ...resourceErrors },
  },
  'GET /identity/{id}/telegram/invites/current': {
    tags: ['identity'],
    summary: "The user's working Telegram deep link, or null",
    params: identityParamsSchema,
    responses: { 200: currentTelegramInviteSchema, ...resourceErrors },
  },
  'GET /identity/{id}/telegram/chats/current': {
    tags: ['identity'],
    summary: 'The Telegram chat linked to the user, or null',
    params: identityParamsSchema,
    responses: { 200: currentTelegramChatSchema, ...resourceErrors },
  },
  'DELETE /identity/{id}/telegram/chats': {
    tags: ['identity'],
    summary: "Unlink the user's Telegram chat (the bot says goodbye)",
    params: identityParamsSchema,
    responses: { 204: z.null(), ...resourceErrors },
  },
  'GET /miners/{id}/alerts': {
    tags: ['miners'],
    summary: "A miner account's alert thresholds (hashrate drop, workers down, no shares)",
    params: accountIdParamsSchema,
    responses: { 200: alertSettingsSchema, ...resourceErrors },
  },
  'PUT /miners/{id}/alerts': {
    tags: ['miners'],
    summary: "Set a miner account's alert thresholds (all three at once)",
    params: accountIdParamsSchema,
    body: alertSettingsSchema,
    responses: { 200: alertSettingsSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
