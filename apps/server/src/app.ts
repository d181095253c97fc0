import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { backendApiPath, backendBasePath, backendDocsPath } from '@pool/contract';
import type { TrustProxy } from './config.js';
import type { Db } from './db/database.js';
import { errorBody, registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerXsrfProtection } from './http/xsrf.js';
import { PoolsRepository } from './modules/pools/repository.js';
import { poolsRoutes } from './modules/pools/routes.js';
import { PoolsService } from './modules/pools/service.js';
import { toPageSettings, type PoolSettingsStore } from './settings/pool-settings.js';
import { registerSpa, type SpaHandler } from './web/spa.js';

export interface AppDeps {
  db: Db;
  settings: PoolSettingsStore;
  /** The built SPA; omitted in API-only tests. */
  webDistDir?: string;
  logLevel?: string;
  trustProxy?: TrustProxy;
}

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'info' },
    trustProxy: deps.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  registerXsrfProtection(app, backendBasePath);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mining pool dashboard backend', version: '0.1' },
    },
    transform: jsonSchemaTransform,
  });

  const pools = new PoolsService(new PoolsRepository(deps.db), deps.settings);
  await app.register(
    async (api) => {
      await api.register(poolsRoutes, { service: pools });
    },
    { prefix: backendApiPath },
  );

  app.get(backendDocsPath, { schema: { hide: true } }, () => app.swagger());

  let spa: SpaHandler | undefined;
  if (deps.webDistDir) {
    spa = await registerSpa(app, deps.webDistDir, () => toPageSettings(deps.settings.get()));
  }
  app.setNotFoundHandler((request, reply) => {
    if (spa?.isPageRequest(request)) return spa.sendIndex(request, reply);
    return reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
