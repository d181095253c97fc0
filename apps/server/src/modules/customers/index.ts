/** What other modules use of the customers module: they import it from here only. */
export { customersService } from './plugin.js';
export type { CustomersService } from './service.js';
export { customersPlugin } from './plugin.js';
