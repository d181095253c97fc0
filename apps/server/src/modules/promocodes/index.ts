/** What the rest of the server uses of the promocodes module: it imports it from here only. */
export { promoCodesPlugin } from './plugin.js';
