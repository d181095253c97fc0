/**
 * The demo pool: its users and accounts (demo.ts), the simulated fleet that fills their
 * charts (fleet.ts), and a month of rewards and payouts replayed by the real jobs
 * (demo-money.ts). main.ts imports it dynamically, only when the demo is on, so a server
 * without the demo never loads this code.
 */
export { demoEmails, demoPassword, demoPoolSettings, seedDemo } from './demo.js';
export { demoDayPrices, seedDemoDayRates } from './demo-day-rates.js';
export { seedDemoMoney } from './demo-money.js';
export { startDemoFleet } from './fleet.js';
