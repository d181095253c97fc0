/** What other modules use of the per-minute stats job: they import it from here only. */
export { carryTarget, StatsRefresh, statsPhases, type StatsPhase, type StatsRun } from './stats-refresh.js';
export { startStatsTicker } from './stats-ticker.js';
export { dropDetachedPartitions, dropExpired, maintainPartitions } from './retention.js';
