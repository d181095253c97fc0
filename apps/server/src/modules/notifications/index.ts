/** What other modules use of the notifications module: they import it from here only. */
export { notifyPayoutRequest, notifyRemoval, notifyRewardsCredited, notifyWalletChanged } from './events.js';
export { Notifications } from './notifications.js';
export { Notifier } from './notifier.js';
