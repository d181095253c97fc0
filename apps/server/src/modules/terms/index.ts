/** What other modules use of the terms module: they import it from here only. */
export { feeInForce, promoInForce, referrerInForce, splitsInForce } from './in-force.js';
export type { PromoOfDay, ReferralTerms } from './in-force.js';
