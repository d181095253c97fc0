/** What the rest of the server uses of the sharing module: it imports it from here only. */
export { sharingPlugin } from './plugin.js';
