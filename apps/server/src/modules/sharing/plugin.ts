import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { ReferralsRepository } from './referrals-repository.js';
import { ReferralsService } from './referrals-service.js';
import { sharingRoutes } from './routes.js';
import { SplitsRepository } from './splits-repository.js';
import { SplitsService } from './splits-service.js';

/** Money between miner accounts: profit splits and referrals (the reward run applies both). */
export const sharingPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(sharingRoutes, {
    splits: new SplitsService(new SplitsRepository(deps.db), deps.policy, deps.clock),
    referrals: new ReferralsService(new ReferralsRepository(deps.db), deps.policy, deps.settings.referral),
    context: deps.context,
  });
};
