import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { WalletChangeCodesRepository } from './change-codes-repository.js';
import { WalletsRepository } from './repository.js';
import { walletsRoutes } from './routes.js';
import { WalletsService } from './service.js';

/** The wallets service over the app's database: its routes', and the e-mailed codes that also confirm profit splits. */
export function walletsServiceOf(deps: ModuleDeps): WalletsService {
  return new WalletsService({
    repository: new WalletsRepository(deps.db),
    codes: new WalletChangeCodesRepository(deps.db),
    policy: deps.policy,
    identity: deps.identity,
    mailer: deps.mailer,
    clock: deps.clock,
    network: deps.settings.network,
  });
}

/** Wallets of miner accounts: GET /miners/{id} with its wallet, payout addresses and limits. */
export const walletsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = walletsServiceOf(deps);
  await app.register(walletsRoutes, { service, context: deps.context });
};
