import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse, Session } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import { identityKeys } from './keys';

/**
 * A session with the time a request last used it: `last_used_at`, which the pool's identity
 * service sends and Kratos does not (then it is left out). The SDK drops fields it does not
 * know, so it is read from the answer itself.
 */
export type SessionWithLastUse = Session & { last_used_at?: string };

async function withLastUse<T extends Session | Session[]>(response: ApiResponse<T>): Promise<T> {
  const raw: unknown = await response.raw.clone().json();
  const value = await response.value();
  const lastUseOf = (item: unknown) =>
    typeof item === 'object' && item !== null && 'last_used_at' in item && typeof item.last_used_at === 'string'
      ? { last_used_at: item.last_used_at }
      : {};
  if (Array.isArray(value)) {
    return value.map((session, index) => ({
      ...session,
      ...lastUseOf(Array.isArray(raw) ? raw[index] : undefined),
    })) as T;
  }
  return { ...value, ...lastUseOf(raw) };
}

/** GET /sessions: the visitor's other active sessions (product §7). */
export async function listMySessions(
  params: { pageSize?: number; pageToken?: string } = {},
): Promise<SessionWithLastUse[]> {
  return withLastUse(await identityApi().listMySessionsRaw(params));
}

/** GET /sessions/whoami, as the session list shows the current session. */
async function currentSession(): Promise<SessionWithLastUse> {
  return withLastUse(await identityApi().toSessionRaw({}));
}

/** The current session and the others (the list may repeat the current one: it is left out). */
export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.sessions,
    queryFn: async () => {
      const [current, others] = await Promise.all([currentSession(), listMySessions()]);
      return { current, others: others.filter((session) => session.id !== current.id) };
    },
  });
