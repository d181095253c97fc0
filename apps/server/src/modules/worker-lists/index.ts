/** What other modules use of the worker lists module: they import it from here only. */
export {
  minerBalance,
  MonitoringRepository,
  recountStatuses,
  type SeriesActivity,
  type WorkerScope,
} from './repository.js';
export { pathScope } from './path-scope.js';
export { seriesStatus, toMinerAccount } from './service.js';
export { workerListsPlugin } from './plugin.js';
export { encodeWorkersCursor } from './workers-cursor.js';
