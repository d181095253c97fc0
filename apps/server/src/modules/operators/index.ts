/** What other modules use of the operators module: they import it from here only. */
export { OperatorsRepository } from './repository.js';
export { operatorsPlugin } from './plugin.js';
