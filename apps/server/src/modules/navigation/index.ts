/** What other modules use of the navigation module: they import it from here only. */
export { menuOf } from './menu.js';
export { navigationPlugin } from './plugin.js';
