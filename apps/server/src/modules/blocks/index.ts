/** What other modules use of the blocks module: they import it from here only. */
export { BlocksJob } from './blocks-job.js';
export { blocksService } from './plugin.js';
export { BlocksRepository } from './repository.js';
export type { BlocksService } from './service.js';
export { blocksPlugin } from './plugin.js';
