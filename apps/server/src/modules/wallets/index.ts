/** What other modules use of the wallets module: they import it from here only. */
export type { WalletChange } from './change-codes-repository.js';
export { walletsServiceOf } from './plugin.js';
export { WalletsRepository } from './repository.js';
export type { WalletsService } from './service.js';
export { walletsPlugin } from './plugin.js';
