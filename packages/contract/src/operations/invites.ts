import { invitationCodeParamsSchema, invitationOfferSchema } from '../access-control.js';
import { acceptInviteBodySchema, acceptInviteResponseSchema } from '../identity.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const invitesOperations = {
  'GET /invites/{code}': {
    tags: ['invites'],
    summary: 'What an invitation offers the signed-in user (the /invitation page)',
    params: invitationCodeParamsSchema,
    responses: { 200: invitationOfferSchema, ...resourceErrors },
  },
  'POST /invites/accept': {
    tags: ['invites'],
    summary: 'Accept an invitation to an account',
    body: acceptInviteBodySchema,
    responses: { 200: acceptInviteResponseSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
