import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { MiningReportExporter } from './export.js';
import { MiningReportRepository } from './repository.js';
import { miningReportRoutes } from './routes.js';
import { MiningReportService } from './service.js';

/** The monthly mining report of miner accounts and its downloads. */
export const miningReportPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new MiningReportService(new MiningReportRepository(deps.db), deps.db, deps.policy, deps.clock);
  await app.register(miningReportRoutes, { service, exporter: new MiningReportExporter(), context: deps.context });
};
