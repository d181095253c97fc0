/** What other modules use of the rewards module: they import it from here only. */
export { RewardsJob, type RewardRunSummary } from './rewards-job.js';
export { unrewardedWorkDays } from './unrewarded-work.js';
export { rewardsPlugin } from './plugin.js';
