/** What other modules use of the fee-income module: they import it from here only. */
export { feeIncomeEntries, feeIncomeOf, type IncomeRange } from './repository.js';
export { defaultIncomeRange, mayReadFeeIncome } from './service.js';
export { feeIncomePlugin } from './plugin.js';
