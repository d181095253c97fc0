import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerMetrics } from '../../observability/metrics.js';
import { blocksService } from '../blocks/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { IngestRepository } from './repository.js';
import { shareIngestRoutes } from './routes.js';
import { ShareIngestService } from './service.js';
import { stratumRoutes } from './stratum-routes.js';

/** Share ingestion and the other calls of stratum nodes: machines with the bearer token, outside the backend prefix. */
export const shareIngestPlugin: FastifyPluginAsyncZod<ModuleDeps & { token: string; metrics: ServerMetrics }> = async (
  app,
  deps,
) => {
  const service = new ShareIngestService(new IngestRepository(deps.db), deps.clock);
  await app.register(shareIngestRoutes, { service, token: deps.token, counted: deps.metrics.ingestShares });
  await app.register(stratumRoutes, { service: blocksService(deps), token: deps.token });
};
