/** What other modules use of the payments module: they import it from here only. */
export { earnedAmount, earnedDay, isEarning } from './earned.js';
export { pendingPayoutOf, PaymentsRepository } from './repository.js';
export { paymentsPlugin } from './plugin.js';
