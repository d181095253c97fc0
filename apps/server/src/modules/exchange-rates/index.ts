/** What other modules use of the exchange-rates module: they import it from here only. */
export { dayRatesBetween, latestDayRates, recordDayRates, withDayRates } from './day-rates.js';
export type { DayRate, DayRates } from './day-rates.js';
export { exchangeRatesPlugin } from './plugin.js';
