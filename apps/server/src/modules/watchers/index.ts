/** What the rest of the server uses of the watchers module: it imports it from here only. */
export { watchersPlugin } from './plugin.js';
export { WatchersRepository } from './repository.js';
