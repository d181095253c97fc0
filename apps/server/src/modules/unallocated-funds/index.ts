/** What other modules use of the unallocated-funds module: they import it from here only. */
export { unallocatedFundsFollowUp } from './follow-up.js';
export type { UnallocatedFundsFollowUp } from './follow-up.js';
export { RefundSender, refundKey } from './refunds.js';
export { UnallocatedFundsRepository } from './repository.js';
export { unallocatedFundsPlugin } from './plugin.js';
