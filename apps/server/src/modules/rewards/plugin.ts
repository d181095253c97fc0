import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/index.js';
import { EarningsRepository } from './earnings-repository.js';
import { EarningsService } from './earnings-service.js';
import { rateSources } from './rate-sources.js';
import { RatesRepository } from './rates-repository.js';
import { RatesService } from './rates-service.js';
import { rewardsRoutes } from './routes.js';

/** Builds the reward rates' and earnings' repositories and services and registers their routes. */
export const rewardsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ratesRepository = new RatesRepository(deps.db);
  const rates = new RatesService(
    deps.db,
    ratesRepository,
    new PoolsRepository(deps.db),
    deps.policy,
    deps.clock,
    rateSources(deps.settings),
  );
  const earnings = new EarningsService(
    new EarningsRepository(deps.db, deps.settings.referral.days),
    ratesRepository,
    deps.policy,
    deps.clock,
    deps.settings.referral.sharePercent,
  );
  await app.register(rewardsRoutes, { rates, earnings, context: deps.context });
};
