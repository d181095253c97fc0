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

/** GET /users/{user_id}/permissions. */
export const userPermissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'permissions'),
    queryFn: async ({ signal }) =>
      parseList(
        userPermissionsResponseSchema,
        await api('GET /users/{user_id}/permissions', { params: { user_id: userId }, signal }),
      ).data,
  });

/** GET /users/{user_id}/sessions. */
export const userSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'sessions'),
    queryFn: async ({ signal }) =>
      parseList(
        userSessionsResponseSchema,
        await api('GET /users/{user_id}/sessions', { params: { user_id: userId }, signal }),
      ).data,
  });

/** GET /users/{user_id}/invites. */
export const userInvitesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'invites'),
    queryFn: async ({ signal }) =>
      parseList(
        userInvitationsResponseSchema,
        await api('GET /users/{user_id}/invites', { params: { user_id: userId }, signal }),
      ).data,
  });

/** GET /users/{user_id}/deletion-request. */
export const userDeletionRequestQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'deletion-request'),
    queryFn: async ({ signal }) =>
      userDeletionRequestSchema.parse(
        await api('GET /users/{user_id}/deletion-request', { params: { user_id: userId }, signal }),
      ).request,
  });
