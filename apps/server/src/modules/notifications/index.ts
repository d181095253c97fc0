/** What other modules use of the notifications module: they import it from here only. */
export {
  notifyPayoutRequest,
  notifyRemoval,
  notifyRewardsCredited,
  notifySignIn,
  notifyWalletChanged,
} from './events.js';
export { Notifications } from './notifications.js';
export { Notifier } from './notifier.js';
export { notificationsPlugin } from './plugin.js';
export { telegramWebhookPath, type TelegramSettings } from './telegram-bot.js';
export { NotificationDelivery } from './delivery.js';
export { botApiSender } from './telegram-sender.js';
