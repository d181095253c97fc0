import { randomUUID } from 'node:crypto';
import type { IdentityDb } from './database.js';

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
  db: IdentityDb,
  message: Pick<CourierMessage, 'recipient' | 'templateType' | 'subject' | 'body'>,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('identity_courier_messages')
    .values({
      id,
      recipient: message.recipient,
      template_type: message.templateType,
      subject: message.subject,
      body: message.body,
      status: 'queued',
      created_at: now,
    })
    .execute();
  return id;
}

export async function markCourierMessage(db: IdentityDb, id: string, status: 'sent' | 'abandoned', now: Date) {
  await db.updateTable('identity_courier_messages').set({ status, sent_at: now }).where('id', '=', id).execute();
}

export async function latestCourierMessageTo(db: IdentityDb, recipient: string): Promise<CourierMessage | undefined> {
  const row = await db
    .selectFrom('identity_courier_messages')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', eb.fn('lower', [eb.val(recipient)])))
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
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
