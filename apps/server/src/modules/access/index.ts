/** What other modules use of the access module: they import it from here only. */
export { AccessRepository } from './repository.js';
export { AccessService } from './service.js';
export { accessPlugin } from './plugin.js';
