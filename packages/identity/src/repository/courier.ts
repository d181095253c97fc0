import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export interface CourierMessage {
  id: string;
  recipient: string;
  templateType: string;
  subject: string;
  body: string;
  status: 'queued' | 'sent' | 'abandoned';
  createdAt: Date;
}

export async function insertCourierMessage(
  db: Queryable,
  message: Pick<CourierMessage, 'recipient' | 'templateType' | 'subject' | 'body'>,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO identity_courier_messages (id, recipient, template_type, subject, body, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'queued', $6)`,
    [id, message.recipient, message.templateType, message.subject, message.body, now],
  );
  return id;
}

export async function markCourierMessage(db: Queryable, id: string, status: 'sent' | 'abandoned', now: Date) {
  await db.query('UPDATE identity_courier_messages SET status = $2, sent_at = $3 WHERE id = $1', [id, status, now]);
}

export async function latestCourierMessageTo(db: Queryable, recipient: string): Promise<CourierMessage | undefined> {
  const { rows } = await db.query<{
    id: string;
    recipient: string;
    template_type: string;
    subject: string;
    body: string;
    status: CourierMessage['status'];
    created_at: Date;
  }>(
    `SELECT * FROM identity_courier_messages WHERE lower(recipient) = lower($1)
     ORDER BY seq DESC LIMIT 1`,
    [recipient],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      recipient: row.recipient,
      templateType: row.template_type,
      subject: row.subject,
      body: row.body,
      status: row.status,
      createdAt: row.created_at,
    }
  );
}
