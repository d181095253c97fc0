import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { IdentityDb } from './database.js';
import type { IdentityFlows } from './schema.js';
import type { FormFeedback } from '../ui/nodes.js';
import type { UiText } from '../ui/messages.js';

export type FlowKind = 'login' | 'registration' | 'settings' | 'recovery' | 'verification';
export type FlowType = 'browser' | 'api';

/**
 * A code sent by the courier, stored hashed. Guesses are counted in the rate limits
 * (strategies/rate-limit.ts), not here; `spent` marks a code no guess may try any more.
 */
export interface PendingCode {
  hash: string;
  email: string;
  identityId: string | null;
  expiresAt: string;
  spent?: boolean;
}

/** Per-kind protocol fields and server-only state kept with a flow. */
export interface FlowData {
  refresh?: boolean;
  requestedAal?: 'aal1' | 'aal2';
  messages?: UiText[];
  feedback?: FormFeedback;
  continueWith?: Record<string, unknown>[];
  code?: PendingCode;
  /** Settings: a TOTP secret shown to the user but not yet confirmed. */
  pendingTotpSecret?: string;
  /** Settings: freshly generated lookup codes awaiting confirmation (shown once, never stored otherwise). */
  pendingLookupCodes?: string[];
  /** Settings: reveal the state of the confirmed lookup codes. */
  revealLookupCodes?: boolean;
  /** Settings: a WebAuthn registration challenge. */
  webauthnChallenge?: string;
  /** Login: a WebAuthn authentication challenge. */
  webauthnLoginChallenge?: string;
}

export interface FlowRecord {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: string;
  csrfToken: string;
  identityId: string | null;
  requestUrl: string;
  returnTo: string | null;
  data: FlowData;
  issuedAt: Date;
  expiresAt: Date;
}

const toFlow = (row: Selectable<IdentityFlows>): FlowRecord => ({
  id: row.id,
  kind: row.kind,
  type: row.type,
  state: row.state,
  csrfToken: row.csrf_token,
  identityId: row.identity_id,
  requestUrl: row.request_url,
  returnTo: row.return_to,
  data: row.data,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

export async function insertFlow(
  db: IdentityDb,
  input: Omit<FlowRecord, 'id' | 'issuedAt' | 'expiresAt'> & { now: Date; lifespanMs: number },
): Promise<FlowRecord> {
  const row = await db
    .insertInto('identity_flows')
    .values({
      id: randomUUID(),
      kind: input.kind,
      type: input.type,
      state: input.state,
      csrf_token: input.csrfToken,
      identity_id: input.identityId,
      request_url: input.requestUrl,
      return_to: input.returnTo,
      data: JSON.stringify(input.data),
      issued_at: input.now,
      expires_at: new Date(input.now.getTime() + input.lifespanMs),
      updated_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFlow(row);
}

export async function findFlow(db: IdentityDb, id: string, kind: FlowKind): Promise<FlowRecord | undefined> {
  const row = await db
    .selectFrom('identity_flows')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row && toFlow(row);
}

export async function saveFlow(db: IdentityDb, flow: FlowRecord, now: Date): Promise<void> {
  await db
    .updateTable('identity_flows')
    .set({ state: flow.state, data: JSON.stringify(flow.data), identity_id: flow.identityId, updated_at: now })
    .where('id', '=', flow.id)
    .execute();
}
