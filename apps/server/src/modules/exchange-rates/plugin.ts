import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyModuleDeps } from '../money-deps.js';

/** Builds this module's repositories and services and registers its routes (placeholder until built). */
export const exchangeRatesPlugin: FastifyPluginAsyncZod<MoneyModuleDeps> = async () => {};
