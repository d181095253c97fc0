/** What other modules use of the users module: they import it from here only. */
export { UsersRepository } from './repository.js';
export { usersPlugin } from './plugin.js';
