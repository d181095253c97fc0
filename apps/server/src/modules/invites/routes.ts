import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { InvitesService } from './service.js';

export const invitesRoutes: ContextRoutes<{ service: InvitesService }> = async (app, { service, context }) => {
  route(app, 'GET /invites/{code}', async (request) => service.offer(await context(request), request.params.code));

  route(app, 'POST /invites/accept', async (request) => service.accept(await context(request), request.body.code));
};
