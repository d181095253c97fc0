/** What the rest of the server uses of the profile module: it imports it from here only. */
export { profilePlugin } from './plugin.js';
