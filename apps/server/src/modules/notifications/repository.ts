import { sql } from 'kysely';
import type { NotificationChannel, NotificationEvent } from '@pool/contract';
import type { Db } from '../../db/database.js';

/** One notification for one recipient, before it is fanned out to the channels. */
export interface Notice {
  /** The occurrence: the same key for the same event happening once (a reward day, a payout). */
  key: string;
  identityId: string;
  payload: Record<string, unknown>;
}

/** A row of the outbox claimed for sending. */
export interface OutboxRow {
  id: number;
  identity_id: string;
  channel: NotificationChannel;
  event: NotificationEvent;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Preferences, the outbox and Telegram links in PostgreSQL. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async chosenPreferences(identityId: string) {
    return this.db
      .selectFrom('notification_preferences')
      .select(['event', 'channel', 'enabled'])
      .where('identity_id', '=', identityId)
      .execute();
  }

  /** Stores the changed switches in one statement (an upsert): concurrent saves never half-apply. */
  async savePreferences(
    identityId: string,
    changes: readonly { event: NotificationEvent; channel: NotificationChannel; enabled: boolean }[],
  ): Promise<void> {
    await this.db
      .insertInto('notification_preferences')
      .values(changes.map((change) => ({ identity_id: identityId, ...change })))
      .onConflict((conflict) =>
        conflict
          .columns(['identity_id', 'event', 'channel'])
          .doUpdateSet({ enabled: sql`excluded.enabled`, updated_at: sql`now()` }),
      )
      .execute();
  }

  /**
   * Queues the notices on the channels each recipient's preferences allow (defaults where
   * they chose nothing; Telegram only with a linked chat), in one statement. The unique
   * (key, recipient, channel) index turns a second emission of an occurrence into nothing.
   * Returns how many rows were queued now.
   */
  async enqueue(
    event: NotificationEvent,
    notices: readonly Notice[],
    channels: readonly { channel: NotificationChannel; onByDefault: boolean; required: boolean }[],
  ): Promise<number> {
    if (notices.length === 0) return 0;
    const result = await sql`
      INSERT INTO notification_outbox (idempotency_key, identity_id, channel, event, payload)
      SELECT n.key, n.identity_id, c.channel, ${event}, n.payload
      FROM unnest(${notices.map((notice) => notice.key)}::text[], ${notices.map((notice) => notice.identityId)}::uuid[],
                  ${notices.map((notice) => JSON.stringify(notice.payload))}::jsonb[]) AS n(key, identity_id, payload)
      CROSS JOIN unnest(${channels.map((c) => c.channel)}::text[], ${channels.map((c) => c.onByDefault)}::boolean[],
                        ${channels.map((c) => c.required)}::boolean[]) AS c(channel, on_by_default, required)
      LEFT JOIN notification_preferences p
        ON p.identity_id = n.identity_id AND p.event = ${event} AND p.channel = c.channel
      WHERE (c.required OR coalesce(p.enabled, c.on_by_default))
        AND (c.channel = 'email' OR EXISTS (SELECT 1 FROM telegram_chats t WHERE t.identity_id = n.identity_id))
      ON CONFLICT (idempotency_key, identity_id, channel) DO NOTHING
    `.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Claims up to `limit` due rows: each gets an attempt and a lease (its next attempt moves
   * `leaseSeconds` ahead), committed before anything is sent, so another instance skips it
   * and a crash mid-send retries it only after the lease.
   */
  async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const result = await sql<OutboxRow>`
      UPDATE notification_outbox o
      SET attempts = o.attempts + 1, next_attempt_at = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
      WHERE o.id IN (
        SELECT id FROM notification_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now}
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING o.id, o.identity_id, o.channel, o.event, o.payload, o.attempts
    `.execute(this.db);
    return result.rows;
  }

  async markSent(ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('notification_outbox')
      .set({ status: 'sent', sent_at: now, last_error: null })
      .where('id', 'in', ids)
      .execute();
  }

  /** A failed attempt: try again at `retryAt`, or give up (`final`). */
  async markFailed(id: number, error: string, retryAt: Date, final: boolean): Promise<void> {
    await this.db
      .updateTable('notification_outbox')
      .set({ status: final ? 'failed' : 'pending', next_attempt_at: retryAt, last_error: error.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }

  /** Not sent and never will be (the chat was unlinked): kept for the record. */
  async markDropped(id: number, reason: string): Promise<void> {
    await this.db
      .updateTable('notification_outbox')
      .set({ status: 'dropped', last_error: reason })
      .where('id', '=', id)
      .execute();
  }

  /** Puts a row back without counting the attempt (Telegram said "retry after"). */
  async postpone(id: number, retryAt: Date): Promise<void> {
    await this.db
      .updateTable('notification_outbox')
      .set({ next_attempt_at: retryAt, attempts: sql`greatest(attempts - 1, 0)` })
      .where('id', '=', id)
      .execute();
  }

  async currentPoolName(): Promise<string> {
    const row = await this.db.selectFrom('pools').select('name').where('is_current', '=', true).executeTakeFirst();
    return row?.name ?? 'Pool';
  }
}
