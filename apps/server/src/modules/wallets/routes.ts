import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler } from '../../http/route.js';
import type { LimitKind } from './repository.js';
import type { WalletsService } from './service.js';

/** GET /miners/{id} with its wallets, and the calls on a wallet: addresses, change codes, payment limits. */
export const walletsRoutes: ContextRoutes<{ service: WalletsService }> = async (app, { service, context }) => {
  route(app, 'GET /miners/{id}', async (request) => service.minerDetail(await context(request), request.params.id));

  route(app, 'GET /wallets/{wallet_id}/addresses', async (request) =>
    service.addresses(await context(request), request.params.wallet_id, request.query),
  );

  route(app, 'POST /wallets/{wallet_id}/addresses', async (request, reply) => {
    const { wallet, added } = await service.addAddress(
      await context(request),
      request.params.wallet_id,
      request.body.address,
      request.body.code,
    );
    return reply.status(added ? 201 : 200).send(wallet);
  });

  route(app, 'POST /wallets/{wallet_id}/confirmation-codes', async (request, reply) => {
    const sent = await service.sendChangeCode(await context(request), request.params.wallet_id, request.body);
    return reply.status(201).send(sent);
  });

  type LimitKey<Method extends string> = `${Method} /wallets/{wallet_id}/${'min' | 'max'}-payments`;
  const limits =
    (kind: LimitKind): OperationHandler<LimitKey<'GET'>> =>
    async (request) =>
      service.limits(await context(request), request.params.wallet_id, kind, request.query);
  const setLimit =
    (kind: LimitKind): OperationHandler<LimitKey<'POST'>> =>
    async (request, reply) => {
      const wallet = await service.setLimit(
        await context(request),
        request.params.wallet_id,
        kind,
        request.body.amount,
        request.body.code,
      );
      return reply.status(201).send(wallet);
    };
  route(app, 'GET /wallets/{wallet_id}/min-payments', limits('min'));
  route(app, 'POST /wallets/{wallet_id}/min-payments', setLimit('min'));
  route(app, 'GET /wallets/{wallet_id}/max-payments', limits('max'));
  route(app, 'POST /wallets/{wallet_id}/max-payments', setLimit('max'));
};
