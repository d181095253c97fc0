import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import {
  userDeletionRequestSchema,
  userDetailSchema,
  userInvitationsResponseSchema,
  userPermissionsResponseSchema,
  userSessionsResponseSchema,
} from '@pool/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** GET /users/{user_id}: the person and the audit log. */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.user(userId),
    queryFn: async ({ signal }) =>
      userDetailSchema.parse(await api('GET /users/{user_id}', { params: { user_id: userId }, signal })),
  });

/** A list about the user, GET /users/{user_id}/<part>: its rows, each checked by the contract (`parseList`). */
const userListQueryOptions = <Row>(
  userId: string,
  part: 'permissions' | 'sessions' | 'invites',
  rowsOf: (body: unknown) => Row[],
) =>
  queryOptions({
    queryKey: userKeys.part(userId, part),
    queryFn: async ({ signal }) =>
      rowsOf(await api(`GET /users/{user_id}/${part}`, { params: { user_id: userId }, signal })),
  });

/** GET /users/{user_id}/permissions. */
export const userPermissionsQueryOptions = (userId: string) =>
  userListQueryOptions(userId, 'permissions', (body) => parseList(userPermissionsResponseSchema, body).data);

/** GET /users/{user_id}/sessions. */
export const userSessionsQueryOptions = (userId: string) =>
  userListQueryOptions(userId, 'sessions', (body) => parseList(userSessionsResponseSchema, body).data);

/** GET /users/{user_id}/invites. */
export const userInvitesQueryOptions = (userId: string) =>
  userListQueryOptions(userId, 'invites', (body) => parseList(userInvitationsResponseSchema, body).data);

/** GET /users/{user_id}/deletion-request. */
export const userDeletionRequestQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'deletion-request'),
    queryFn: async ({ signal }) =>
      userDeletionRequestSchema.parse(
        await api('GET /users/{user_id}/deletion-request', { params: { user_id: userId }, signal }),
      ).request,
  });
