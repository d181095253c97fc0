/** What other modules use of the fee-income module: they import it from here only. */
export { feeIncomeEntries } from './repository.js';
