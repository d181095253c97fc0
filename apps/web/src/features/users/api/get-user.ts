import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import {
  userDeletionRequestSchema,
  userDetailSchema,
  userInvitationsResponseSchema,
  userPermissionsResponseSchema,
  userSessionsResponseSchema,
} from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** GET /users/{user_id}: the person and the audit log. */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.user(userId),
    queryFn: async ({ signal }) => userDetailSchema.parse(await apiRequest<unknown>(`/users/${userId}`, { signal })),
  });

/** GET /users/{user_id}/permissions. */
export const userPermissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'permissions'),
    queryFn: async ({ signal }) =>
      parseList(userPermissionsResponseSchema, await apiRequest<unknown>(`/users/${userId}/permissions`, { signal }))
        .data,
  });

/** GET /users/{user_id}/sessions. */
export const userSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'sessions'),
    queryFn: async ({ signal }) =>
      parseList(userSessionsResponseSchema, await apiRequest<unknown>(`/users/${userId}/sessions`, { signal })).data,
  });

/** GET /users/{user_id}/invites. */
export const userInvitesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'invites'),
    queryFn: async ({ signal }) =>
      parseList(userInvitationsResponseSchema, await apiRequest<unknown>(`/users/${userId}/invites`, { signal })).data,
  });

/** GET /users/{user_id}/deletion-request. */
export const userDeletionRequestQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.part(userId, 'deletion-request'),
    queryFn: async ({ signal }) =>
      userDeletionRequestSchema.parse(await apiRequest<unknown>(`/users/${userId}/deletion-request`, { signal }))
        .request,
  });
