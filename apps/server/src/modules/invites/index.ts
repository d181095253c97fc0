/** What the rest of the server uses of the invites module: it imports it from here only. */
export { invitesPlugin } from './plugin.js';
