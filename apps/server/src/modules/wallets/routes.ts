import {
  accountIdParamsSchema,
  createWalletAddressBodySchema,
  createWalletChangeCodeBodySchema,
  createWalletLimitBodySchema,
  minerDetailSchema,
  paginationQuerySchema,
  walletAddressesResponseSchema,
  walletChangeCodeSentSchema,
  walletIdParamsSchema,
  walletLimitsResponseSchema,
  walletSchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { WalletsService } from './service.js';

const limitKinds = [
  { path: 'min-payments', kind: 'min', noun: 'minimum payout' },
  { path: 'max-payments', kind: 'max', noun: 'maximum payout (0: no limit)' },
] as const;

/** GET /miners/{id} with its wallets, and the wallet calls of product §7. */
export const walletsRoutes: ContextRoutes<{ service: WalletsService }> = async (app, { service, context }) => {
  const tags = ['wallets'];

  app.get(
    '/miners/:id',
    {
      schema: {
        tags: ['miners'],
        summary: 'One miner account, with its wallet when the caller may see its payments',
        params: accountIdParamsSchema,
        response: { 200: minerDetailSchema, ...resourceErrors },
      },
    },
    async (request) => service.minerDetail(await context(request), request.params.id),
  );

  app.get(
    '/wallets/:wallet_id/addresses',
    {
      schema: {
        tags,
        summary: 'Payout addresses, newest (current) first',
        params: walletIdParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: walletAddressesResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.addresses(await context(request), request.params.wallet_id, request.query),
  );

  app.post(
    '/wallets/:wallet_id/addresses',
    {
      schema: {
        tags,
        summary:
          'Set the payout address (a change pauses payouts for 24 h; needs a fresh second factor, ' +
          'or without one the code e-mailed for the change)',
        params: walletIdParamsSchema,
        body: createWalletAddressBodySchema,
        response: { 200: walletSchema, 201: walletSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { wallet, added } = await service.addAddress(
        await context(request),
        request.params.wallet_id,
        request.body.address,
        request.body.code,
      );
      return reply.status(added ? 201 : 200).send(wallet);
    },
  );

  app.post(
    '/wallets/:wallet_id/confirmation-codes',
    {
      schema: {
        tags,
        summary:
          'E-mail the user a code that confirms one change of the address or a limit ' +
          '(for users without a second factor; a new code replaces the open one)',
        params: walletIdParamsSchema,
        body: createWalletChangeCodeBodySchema,
        response: { 201: walletChangeCodeSentSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const sent = await service.sendChangeCode(await context(request), request.params.wallet_id, request.body);
      return reply.status(201).send(sent);
    },
  );

  for (const { path, kind, noun } of limitKinds) {
    app.get(
      `/wallets/:wallet_id/${path}`,
      {
        schema: {
          tags,
          summary: `History of the ${noun}, newest (current) first`,
          params: walletIdParamsSchema,
          querystring: paginationQuerySchema,
          response: { 200: walletLimitsResponseSchema, ...resourceErrors },
        },
      },
      async (request) => service.limits(await context(request), request.params.wallet_id, kind, request.query),
    );

    app.post(
      `/wallets/:wallet_id/${path}`,
      {
        schema: {
          tags,
          summary: `Set the ${noun} (needs a fresh second factor, or without one the code e-mailed for the change)`,
          params: walletIdParamsSchema,
          body: createWalletLimitBodySchema,
          response: { 201: walletSchema, ...resourceErrors },
        },
      },
      async (request, reply) => {
        const wallet = await service.setLimit(
          await context(request),
          request.params.wallet_id,
          kind,
          request.body.amount,
          request.body.code,
        );
        return reply.status(201).send(wallet);
      },
    );
  }
};
