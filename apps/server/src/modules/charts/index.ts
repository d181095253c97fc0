/** What the rest of the server uses of the charts module: it imports it from here only. */
export { chartsPlugin } from './plugin.js';
export { ChartsRepository } from './repository.js';
