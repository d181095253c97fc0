import type { ContextRoutes } from '../../http/route-schemas.js';
import type { CustomersService } from '../customers/index.js';
import { route } from '../../http/route.js';
import type { MinersService } from './service.js';

export const minersRoutes: ContextRoutes<{ service: MinersService; customers: CustomersService }> = async (
  app,
  { service, customers, context },
) => {
  route(app, 'POST /miners', async (request, reply) => {
    const { account_name, parent_id, referral_code, operator_title } = request.body;
    const ctx = await context(request);
    const created = parent_id
      ? await customers.createSubAccount(ctx, parent_id, account_name)
      : await service.createFirst(ctx, account_name, referral_code, operator_title);
    return reply.status(201).send(created);
  });

  route(app, 'DELETE /miners/{miner_id}', async (request, reply) => {
    await service.requestRemoval(await context(request), request.params.miner_id);
    return reply.status(202).send(null);
  });
};
