import { sql, type Transaction } from 'kysely';
import type { PromoCodeStatus, PromoCodeType, PromoFeeType } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type { Database } from '../../db/schema.js';

export interface PromoCodeRow {
  id: string;
  code: string;
  effective_from: Date;
  effective_to: Date | null;
  status: PromoCodeStatus;
  type: PromoCodeType;
  fee_type: PromoFeeType;
  value: string;
  user_restriction: boolean;
  usage_limit: number | null;
  user_usage_limit: number | null;
  uses: number;
  duration_days: number | null;
  perpetual: boolean;
  description: string | null;
  created_at: Date;
  emails: string[];
}

/** What a code is saved with: its fields and the identities of its allowed users. */
export interface PromoCodeFields {
  code: string;
  effective_from: Date;
  effective_to: Date | null;
  status: PromoCodeStatus;
  type: PromoCodeType;
  fee_type: PromoFeeType;
  value: string;
  user_restriction: boolean;
  usage_limit: number | null;
  user_usage_limit: number | null;
  duration_days: number | null;
  perpetual: boolean;
  description: string | null;
  users: { id: string; email: string }[];
}

export interface PromoApplication {
  code: string;
  fee_type: PromoFeeType;
  value: string;
  starts_on: string;
  ends_on: string | null;
}

type Trx = Transaction<Database>;

/** Every column of a code as the contract shows it, with its allowed users' e-mails. */
const codeColumns = [
  'c.id',
  'c.code',
  'c.effective_from',
  'c.effective_to',
  'c.status',
  'c.type',
  'c.fee_type',
  sql<string>`trim_scale(c.value)::text`.as('value'),
  'c.user_restriction',
  'c.usage_limit',
  'c.user_usage_limit',
  'c.uses',
  'c.duration_days',
  'c.perpetual',
  'c.description',
  'c.created_at',
  sql<
    string[]
  >`coalesce((SELECT array_agg(u.email ORDER BY u.email) FROM promo_code_users u WHERE u.promo_code_id = c.id), '{}')`.as(
    'emails',
  ),
] as const;

/** Postgres's unique_violation. */
const uniqueViolation = '23505';
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === uniqueViolation;
}

/** Promo codes, their allowed users, counters and applications. */
export class PromoCodesRepository {
  constructor(private readonly db: Db) {}

  private selectCodes(db: Db | Trx = this.db) {
    return db.selectFrom('promo_codes as c').select(codeColumns);
  }

  list(filter: { status?: PromoCodeStatus; search?: string }, page: Page) {
    let base = this.db.selectFrom('promo_codes as c');
    if (filter.status) base = base.where('c.status', '=', filter.status);
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      base = base.where((eb) => eb.or([eb('c.code', 'ilike', pattern), eb('c.description', 'ilike', pattern)]));
    }
    return pageWithTotal(base, page, (query) =>
      query.select(codeColumns).orderBy('c.created_at', 'desc').orderBy('c.id'),
    );
  }

  find(id: string, db: Db | Trx = this.db): Promise<PromoCodeRow | undefined> {
    return this.selectCodes(db).where('c.id', '=', id).executeTakeFirst();
  }

  async codeExists(code: string): Promise<boolean> {
    const row = await this.db.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts a code with its users; undefined when the code is taken. */
  async insert(fields: PromoCodeFields, createdBy: string, at: Date): Promise<string | undefined> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const { users, ...columns } = fields;
        const { id } = await trx
          .insertInto('promo_codes')
          .values({ ...columns, created_by: createdBy, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.setUsers(trx, id, users);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Updates a code in one transaction after `check` approved the change against the row
   * as locked. Returns 'taken' when the new code is another's, undefined when there is no
   * such code.
   */
  async update(
    id: string,
    fields: PromoCodeFields,
    at: Date,
    check: (current: PromoCodeRow) => void,
  ): Promise<'updated' | 'taken' | undefined> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('promo_codes')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return undefined;
        check((await this.find(id, trx))!);
        const { users, ...columns } = fields;
        await trx
          .updateTable('promo_codes')
          .set({ ...columns, updated_at: at })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('promo_code_users').where('promo_code_id', '=', id).execute();
        await this.setUsers(trx, id, users);
        return 'updated' as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  private async setUsers(trx: Trx, id: string, users: PromoCodeFields['users']): Promise<void> {
    if (users.length === 0) return;
    await trx
      .insertInto('promo_code_users')
      .values(users.map((user) => ({ promo_code_id: id, identity_id: user.id, email: user.email })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  inTransaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findByCode(trx: Trx, code: string): Promise<PromoCodeRow | undefined> {
    return this.selectCodes(trx).where('c.code', '=', code).executeTakeFirst();
  }

  async isAllowedUser(trx: Trx, promoCodeId: string, identityId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('promo_code_users')
      .select('identity_id')
      .where('promo_code_id', '=', promoCodeId)
      .where('identity_id', '=', identityId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Locks the miner account (so applies to one account take turns) and returns when it was created. */
  async lockMiner(trx: Trx, minerId: string): Promise<Date | undefined> {
    const row = await trx
      .selectFrom('miner_accounts')
      .select('created_at')
      .where('id', '=', minerId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    return row?.created_at;
  }

  /** The code in force on `day` for an account, with its period. */
  async inForce(minerId: string, day: string, db: Db | Trx = this.db): Promise<PromoApplication | undefined> {
    return db
      .selectFrom('promo_code_applications as a')
      .innerJoin('promo_codes as c', 'c.id', 'a.promo_code_id')
      .select(['c.code', 'c.fee_type', sql<string>`trim_scale(c.value)::text`.as('value'), 'a.starts_on', 'a.ends_on'])
      .where('a.miner_id', '=', minerId)
      .where('a.starts_on', '<=', day)
      .where((eb) => eb.or([eb('a.ends_on', 'is', null), eb('a.ends_on', '>', day)]))
      .orderBy('a.applied_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** One more use of the code if its limit allows: false when the limit is reached. */
  async takeUse(trx: Trx, promoCodeId: string): Promise<boolean> {
    const row = await trx
      .updateTable('promo_codes')
      .set({ uses: sql`uses + 1` })
      .where('id', '=', promoCodeId)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
      .returning('uses')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One more use by this user if the per-user limit allows: false when it is reached. */
  async takeUserUse(trx: Trx, promoCodeId: string, identityId: string, limit: number | null): Promise<boolean> {
    const { rows } = await sql<{ uses: number }>`
      INSERT INTO promo_code_user_uses (promo_code_id, identity_id, uses)
      SELECT ${promoCodeId}::uuid, ${identityId}::uuid, 1 WHERE ${limit}::int IS NULL OR ${limit}::int >= 1
      ON CONFLICT (promo_code_id, identity_id) DO UPDATE SET uses = promo_code_user_uses.uses + 1
       WHERE ${limit}::int IS NULL OR promo_code_user_uses.uses < ${limit}::int
      RETURNING uses`.execute(trx);
    return rows.length > 0;
  }

  /**
   * Puts the code in force on the account from `day`: the application in force ends that
   * day (the newest code wins), then the new one starts.
   */
  async apply(
    trx: Trx,
    application: {
      promoCodeId: string;
      minerId: string;
      identityId: string;
      day: string;
      endsOn: string | null;
      at: Date;
    },
  ): Promise<void> {
    await trx
      .updateTable('promo_code_applications')
      .set({ ends_on: application.day })
      .where('miner_id', '=', application.minerId)
      .where('starts_on', '<=', application.day)
      .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>', application.day)]))
      .execute();
    await trx
      .insertInto('promo_code_applications')
      .values({
        promo_code_id: application.promoCodeId,
        miner_id: application.minerId,
        identity_id: application.identityId,
        starts_on: application.day,
        ends_on: application.endsOn,
        applied_at: application.at,
      })
      .execute();
  }
}
