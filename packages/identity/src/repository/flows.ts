import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Selectable } from 'kysely';
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

/** A row as read: the generated column types, with the shape of its json column. */
type FlowRow = Omit<Selectable<IdentityFlows>, 'data'> & { data: FlowData };

const toFlow = (row: FlowRow): FlowRecord => ({
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

type Queryable = Pick<pg.Pool, 'query'>;

export async function insertFlow(
  db: Queryable,
  input: Omit<FlowRecord, 'id' | 'issuedAt' | 'expiresAt'> & { now: Date; lifespanMs: number },
): Promise<FlowRecord> {
  const { rows } = await db.query<FlowRow>(
    `INSERT INTO identity_flows (id, kind, type, state, csrf_token, identity_id, request_url, return_to, data,
       issued_at, expires_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10) RETURNING *`,
    [
      randomUUID(),
      input.kind,
      input.type,
      input.state,
      input.csrfToken,
      input.identityId,
      input.requestUrl,
      input.returnTo,
      JSON.stringify(input.data),
      input.now,
      new Date(input.now.getTime() + input.lifespanMs),
    ],
  );
  return toFlow(rows[0]!);
}

export async function findFlow(db: Queryable, id: string, kind: FlowKind): Promise<FlowRecord | undefined> {
  const { rows } = await db.query<FlowRow>('SELECT * FROM identity_flows WHERE id = $1 AND kind = $2', [id, kind]);
  return rows[0] && toFlow(rows[0]);
}

export async function saveFlow(db: Queryable, flow: FlowRecord, now: Date): Promise<void> {
  await db.query('UPDATE identity_flows SET state = $2, data = $3, identity_id = $4, updated_at = $5 WHERE id = $1', [
    flow.id,
    flow.state,
    JSON.stringify(flow.data),
    flow.identityId,
    now,
  ]);
}
