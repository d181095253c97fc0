/** What other modules use of the pools module: they import it from here only. */
export { PoolsRepository } from './repository.js';
export { poolsPlugin } from './plugin.js';
