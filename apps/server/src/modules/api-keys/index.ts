/** What the rest of the server uses of the api keys module: it imports it from here only. */
export { apiKeysPlugin } from './plugin.js';
export { ApiKeysRepository } from './repository.js';
