/** What other modules use of the monitoring module: they import it from here only. */
export { BlocksJob } from './blocks-job.js';
export { BlocksRepository } from './blocks-repository.js';
export { minerBalance, MonitoringRepository } from './repository.js';
export {
  day,
  floorTo,
  fullDaysOffBeforeRemoval,
  hashesPerDifficulty,
  hashRate,
  hour,
  minute,
  offAfter,
  resolutions,
  startOfUtcDay,
  statsWindows,
  statusBounds,
  workerFourHourKeepMs,
  workerStatus,
} from './rules.js';
export { toMinerAccount } from './service.js';
export { StatsRefresh } from './stats-refresh.js';
export { startStatsTicker } from './stats-ticker.js';
