import { queryOptions } from '@tanstack/react-query';
import type { Session } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import { identityKeys } from './keys';
import { toSession } from './to-session';

/** GET /sessions: the visitor's other active sessions (product §7). */
export function listMySessions(params: { pageSize?: number; pageToken?: string } = {}): Promise<Session[]> {
  return identityApi().listMySessions(params);
}

/** The current session and the others (the list may repeat the current one: it is left out). */
export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.sessions,
    queryFn: async () => {
      const [current, others] = await Promise.all([toSession(), listMySessions()]);
      return { current, others: others.filter((session) => session.id !== current.id) };
    },
  });
