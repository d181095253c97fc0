import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { ReferralsRepository } from './referrals-repository.js';
import { ReferralsService } from './referrals-service.js';
import { sharingRoutes } from './routes.js';
import { SplitsRepository } from './splits-repository.js';
import { SplitsService } from './splits-service.js';
import { WalletsRepository, walletsServiceOf } from '../wallets/index.js';

/** Money between miner accounts: profit splits and referrals (the reward run applies both). */
export const sharingPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const wallets = new WalletsRepository(deps.db);
  // A new or raised split is confirmed like a wallet change: the wallets' e-mailed codes.
  const confirmations = walletsServiceOf(deps);
  await app.register(sharingRoutes, {
    splits: new SplitsService({
      repository: new SplitsRepository(deps.db),
      policy: deps.policy,
      confirmations,
      wallets,
      identity: deps.identity,
      mailer: deps.mailer,
      clock: deps.clock,
    }),
    referrals: new ReferralsService(new ReferralsRepository(deps.db), deps.policy, deps.settings.referral),
    context: deps.context,
  });
};
