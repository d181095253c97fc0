/** What the rest of the server uses of the tax module: it imports it from here only. */
export { taxPlugin } from './plugin.js';
