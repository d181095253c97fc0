/** What other modules use of the payouts module: they import it from here only. */
export { PayoutsJob } from './payouts-job.js';
export { payoutRequestKey } from './sender.js';
export { payoutsPlugin } from './plugin.js';
export { duePayoutDate, payoutAmount } from './rules.js';
