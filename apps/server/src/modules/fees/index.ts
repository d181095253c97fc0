/** What other modules use of the fees module: they import it from here only. */
export { startOperatorFee } from './repository.js';
export type { FeeKind } from './repository.js';
export { defaultFeePercent, totalFeePercent } from './schedule.js';
export { feesPlugin } from './plugin.js';
