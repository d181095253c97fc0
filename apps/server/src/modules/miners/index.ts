/** What the rest of the server uses of the miners module: it imports it from here only. */
export { minersPlugin } from './plugin.js';
