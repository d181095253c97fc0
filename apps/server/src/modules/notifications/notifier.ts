import { sql } from 'kysely';
import { notificationChannels, type NotificationEvent, type Permission, type PermissionType } from '@pool/contract';
import { accessTable, grants, type Need } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { AccessRole } from '../../db/schema.js';
import { isOnByDefault, isRequired } from './preferences.js';
import { NotificationsRepository, type Notice } from './repository.js';

/** Which policy need decides who hears of an event: money and security events, or worker events. */
const needOf: Record<AccountEvent, Need> = {
  'delete-miner': 'money_notices',
  'miner-payout': 'money_notices',
  'miner-reward': 'money_notices',
  'miner-wallet-address-changed': 'money_notices',
  'miner-wallet-minpay-changed': 'money_notices',
  'worker-status-changed': 'worker_notices',
  'miner-alert': 'worker_notices',
};

/** The events about a miner account (the rest, a sign-in, concern the user alone). */
export type AccountEvent = Exclude<NotificationEvent, 'user-login'>;

/** One occurrence on one miner account: its key (unique per occurrence) and what the message says. */
export interface AccountOccurrence {
  minerId: string;
  key: string;
  payload: Record<string, unknown>;
}

/**
 * Emits events into the outbox: finds who may hear of each (the policy's `money_notices` or
 * `worker_notices` row over the permissions reaching the account), and queues one row per
 * recipient and channel their preferences allow. The same occurrence emitted twice queues
 * nothing the second time (the outbox's unique key).
 */
export class Notifier {
  constructor(private readonly db: Db) {}

  /**
   * An event on miner accounts, to everyone whose access to each account lets them hear of
   * it. Pass the transaction of the change itself (`within`) so the notice is queued exactly
   * when the change commits.
   */
  async emitToAccounts(
    event: AccountEvent,
    occurrences: readonly AccountOccurrence[],
    within: Db = this.db,
  ): Promise<number> {
    if (occurrences.length === 0) return 0;
    const need = needOf[event];
    const holders = await this.holdersOf(
      within,
      occurrences.map((occurrence) => occurrence.minerId),
      Object.keys(accessTable[need].grants) as PermissionType[],
    );
    const byMiner = new Map<string, string[]>();
    for (const holder of holders) {
      if (!grants({ type: holder.type, role: holder.role, sections: holder.sections }, need)) continue;
      const list = byMiner.get(holder.miner_id) ?? [];
      if (!list.includes(holder.identity_id)) list.push(holder.identity_id);
      byMiner.set(holder.miner_id, list);
    }
    const notices: Notice[] = occurrences.flatMap((occurrence) =>
      (byMiner.get(occurrence.minerId) ?? []).map((identityId) => ({
        key: occurrence.key,
        identityId,
        payload: occurrence.payload,
      })),
    );
    return this.enqueue(within, event, notices);
  }

  /** An event about the user themself (a sign-in). */
  async emitToIdentity(
    event: NotificationEvent,
    identityId: string,
    key: string,
    payload: Record<string, unknown>,
  ): Promise<number> {
    return this.enqueue(this.db, event, [{ key, identityId, payload }]);
  }

  private async enqueue(within: Db, event: NotificationEvent, notices: readonly Notice[]): Promise<number> {
    const repository = new NotificationsRepository(within);
    const channels = notificationChannels.map((channel) => ({
      channel,
      onByDefault: isOnByDefault(event, channel),
      required: isRequired(event, channel),
    }));
    let queued = 0;
    // Bounded statements: a pool-wide reward day queues 100,000 rows in a few of them.
    for (let start = 0; start < notices.length; start += enqueueChunk) {
      queued += await repository.enqueue(event, notices.slice(start, start + enqueueChunk), channels);
    }
    return queued;
  }

  /** Permissions of the given types that reach each account (its own, its parent's, its operator's, its pool's). */
  private async holdersOf(within: Db, minerIds: readonly string[], types: readonly PermissionType[]) {
    const branches = {
      miner: [sql`p.type = 'miner' AND p.miner_id = m.id`, sql`p.type = 'miner' AND p.miner_id = m.parent_id`],
      operator: [sql`p.type = 'operator' AND p.operator_id = m.operator_id`],
      pool: [sql`p.type = 'pool' AND p.pool_id = m.pool_id`],
      platform: [],
    };
    const reached = types.flatMap((type) => branches[type]);
    if (reached.length === 0) return [];
    // One join per permission type (each a hash join), not one join on an OR of them.
    const result = await sql<{
      miner_id: string;
      identity_id: string;
      type: PermissionType;
      role: AccessRole;
      sections: Permission['sections'];
    }>`${sql.join(
      reached.map(
        (on) => sql`
          SELECT m.id AS miner_id, p.identity_id, p.type, p.role, p.sections
          FROM miner_accounts m JOIN permissions p ON ${on}
          WHERE m.id = ANY(${minerIds}::uuid[]) AND m.deleted_at IS NULL`,
      ),
      sql` UNION ALL `,
    )}`.execute(within);
    return result.rows;
  }
}

const enqueueChunk = 20_000;
