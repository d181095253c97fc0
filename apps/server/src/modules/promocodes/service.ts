import { randomInt } from 'node:crypto';
import {
  percentSchema,
  promoCodePattern,
  promoDescriptionMaxLength,
  promoDurationMaxDays,
  welcomeAccountDays,
  type ApplyPromoCodeBody,
  type FieldError,
  type MinerPromoCode,
  type Paginated,
  type PromoCode,
  type PromoCodeBody,
  type PromoCodesQuery,
  type PromoInForce,
  type PromoRefusalCode,
} from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import { addDays, poolDayOf } from '../../domain/pool-day.js';
import type { PromoCodeFields, PromoCodeRow, PromoCodesRepository } from './repository.js';

const dayMs = 86_400_000;
const isoMoment = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters and digits nobody misreads (no 0/O, 1/I/L): a generated code is read aloud and typed. */
const readableAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generatedLength = 8;

function parseMoment(value: string): Date | undefined {
  if (!isoMoment.test(value)) return undefined;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

function limitErrors(name: string, value: number | null | undefined): FieldError[] {
  return value != null && value < 0 ? [{ name, code: 'min_threshold', min: 0 }] : [];
}

/** A code's fields from the form, or every broken rule as a field error beside its field. */
function fieldsOf(body: PromoCodeBody): {
  fields: Omit<PromoCodeFields, 'users'>;
  emails: string[];
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const code = body.code.trim().toUpperCase();
  if (code === '') errors.push({ name: 'code', code: 'required' });
  else if (!promoCodePattern.test(code)) errors.push({ name: 'code', code: 'match_invalid' });

  const from = parseMoment(body.effective_from.trim());
  if (!from) errors.push({ name: 'effective_from', code: body.effective_from.trim() ? 'invalid_input' : 'required' });
  const toText = (body.effective_to ?? '').trim();
  const to = toText ? parseMoment(toText) : null;
  if (to === undefined) errors.push({ name: 'effective_to', code: 'invalid_input' });
  else if (to && from && to <= from) errors.push({ name: 'effective_to', code: 'promocode_ends_before_start' });

  const value = body.value.trim();
  if (!/^\d+(\.\d+)?$/.test(value) && !/^-\d+(\.\d+)?$/.test(value)) {
    errors.push({ name: 'value', code: value === '' ? 'required' : 'invalid_input' });
  } else if (Number(value) < 0) errors.push({ name: 'value', code: 'min_threshold', min: 0 });
  else if (Number(value) > 100) errors.push({ name: 'value', code: 'max_threshold', max: 100 });
  else if (!percentSchema.safeParse(value).success) errors.push({ name: 'value', code: 'invalid_input' });

  errors.push(
    ...limitErrors('usage_limit', body.usage_limit),
    ...limitErrors('user_usage_limit', body.user_usage_limit),
  );

  const perpetual = body.perpetual ?? false;
  const duration = body.duration_days ?? null;
  if (!perpetual) {
    if (duration === null) errors.push({ name: 'duration_days', code: 'required' });
    else if (duration < 1) errors.push({ name: 'duration_days', code: 'min_threshold', min: 1 });
    else if (duration > promoDurationMaxDays)
      errors.push({ name: 'duration_days', code: 'max_threshold', max: promoDurationMaxDays });
  }

  const description = (body.description ?? '').trim();
  if (description.length > promoDescriptionMaxLength)
    errors.push({ name: 'description', code: 'length_out_of_range', min: 0, max: promoDescriptionMaxLength });

  const restricted = body.user_restriction ?? false;
  const emails = restricted ? [...new Set((body.users ?? []).map((user) => user.email.trim().toLowerCase()))] : [];
  if (restricted && emails.length === 0) errors.push({ name: 'users', code: 'required' });
  const malformed = emails.filter((email) => email.length > 254 || !emailPattern.test(email));
  if (malformed.length) errors.push({ name: 'users', code: 'invalid_input', emails: malformed.join(', ') });

  return {
    fields: {
      code,
      effective_from: from ?? new Date(0),
      effective_to: to ?? null,
      status: body.status,
      type: body.type,
      fee_type: body.fee_type,
      value,
      user_restriction: restricted,
      usage_limit: body.usage_limit ?? null,
      user_usage_limit: body.user_usage_limit ?? null,
      duration_days: perpetual ? null : duration,
      perpetual,
      description: description || null,
    },
    emails,
    errors,
  };
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  const { emails, effective_from, effective_to, created_at, ...rest } = row;
  return {
    ...rest,
    effective_from: effective_from.toISOString(),
    effective_to: effective_to?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    users: emails.map((email) => ({ email })),
  };
}

const taken = () =>
  new ApiError(409, 'promocode_already_exists', 'Promo code with this name already exists', [
    { name: 'code', code: 'promocode_already_exists' },
  ]);

function refused(reason: PromoRefusalCode, status = 400): ApiError {
  return new ApiError(status, 'promocode_refused', `The promo code cannot be applied: ${reason}`, [
    { name: 'code', code: reason },
  ]);
}

/**
 * Promo codes (product §3): the platform's list and form, and a miner applying one.
 *
 * Apply rules, checked in this order, each its own refusal: the code exists, is active and
 * within its window (effective_from ≤ now < effective_to, on the service's clock); a
 * restricted code is for its listed users only; a welcome code is for accounts created
 * within `welcomeAccountDays`, a loyalty code for older ones; the code is not already the
 * one in force; then its usage limit and the user's limit are taken atomically in SQL.
 * One code is in force per account: the newest applied wins from the pool day it is
 * applied (the whole day counts), and the one before stops counting from that day. Turning
 * a code inactive stops new applies; codes already applied run their course.
 */
export class PromoCodesService {
  constructor(
    private readonly repository: PromoCodesRepository,
    private readonly policy: AccessPolicy,
    private readonly identity: IdentityProvider,
    private readonly clock: Clock,
  ) {}

  async list(
    ctx: RequestContext,
    query: PromoCodesQuery & { page: number; per_page: number },
  ): Promise<Paginated<PromoCode>> {
    await this.policy.requirePlatform(ctx, 'platform_read');
    const search = query.search?.trim();
    const page = await this.repository.list({ status: query.status, ...(search ? { search } : {}) }, query);
    return toPaginated(page, query, toPromoCode);
  }

  async get(ctx: RequestContext, id: string): Promise<PromoCode> {
    await this.policy.requirePlatform(ctx, 'platform_read');
    const row = await this.repository.find(id);
    if (!row) throw ApiError.notFound('No such promo code');
    return toPromoCode(row);
  }

  /** A fresh readable code no other code has. */
  async generate(ctx: RequestContext): Promise<{ code: string }> {
    await this.policy.requirePlatform(ctx, 'platform_read');
    for (;;) {
      const code = Array.from(
        { length: generatedLength },
        () => readableAlphabet[randomInt(readableAlphabet.length)],
      ).join('');
      if (!(await this.repository.codeExists(code))) return { code };
    }
  }

  async create(ctx: RequestContext, body: PromoCodeBody): Promise<PromoCode> {
    const identityId = await this.policy.requirePlatform(ctx, 'manage_promocodes');
    const fields = await this.checked(body);
    const id = await this.repository.insert(fields, identityId, this.clock());
    if (!id) throw taken();
    return toPromoCode((await this.repository.find(id))!);
  }

  /**
   * A code that was applied keeps its code, fee type and value: the rewards it discounted
   * were charged by them, and a later run must charge what those runs charged.
   */
  async update(ctx: RequestContext, id: string, body: PromoCodeBody): Promise<PromoCode> {
    await this.policy.requirePlatform(ctx, 'manage_promocodes');
    const fields = await this.checked(body);
    const result = await this.repository.update(id, fields, this.clock(), (current) => {
      if (current.uses === 0) return;
      const changed = (['code', 'fee_type', 'value'] as const).filter((name) =>
        name === 'value' ? Number(current.value) !== Number(fields.value) : current[name] !== fields[name],
      );
      if (changed.length) {
        throw new ApiError(
          409,
          'promocode_in_use',
          'The code was applied already: its code, fee type and value cannot change',
          changed.map((name) => ({ name, code: 'promocode_in_use' })),
        );
      }
      if (fields.usage_limit !== null && fields.usage_limit < current.uses) {
        throw ApiError.invalidFields([{ name: 'usage_limit', code: 'min_threshold', min: current.uses }]);
      }
    });
    if (result === undefined) throw ApiError.notFound('No such promo code');
    if (result === 'taken') throw taken();
    return toPromoCode((await this.repository.find(id))!);
  }

  /** POST /promocodes/apply. */
  async apply(ctx: RequestContext, body: ApplyPromoCodeBody): Promise<PromoInForce> {
    await this.policy.authorize(ctx, 'miner', body.miner_id, 'apply_promocode');
    const { identityId } = requireUser(ctx);
    const code = body.code.trim().toUpperCase();
    if (code === '') throw ApiError.invalidFields([{ name: 'code', code: 'required' }]);
    const now = this.clock();
    const today = poolDayOf(now);
    await this.repository.inTransaction(async (trx) => {
      const createdAt = await this.repository.lockMiner(trx, body.miner_id);
      if (!createdAt) throw ApiError.notFound('Unknown miner');
      const promo = await this.repository.findByCode(trx, code);
      if (!promo) throw refused('promocode_not_found', 404);
      if (promo.status !== 'active') throw refused('promocode_inactive');
      if (now < promo.effective_from) throw refused('promocode_not_started');
      if (promo.effective_to && now >= promo.effective_to) throw refused('promocode_expired');
      if (promo.user_restriction && !(await this.repository.isAllowedUser(trx, promo.id, identityId)))
        throw refused('promocode_not_allowed', 403);
      const isNew = now.getTime() - createdAt.getTime() <= welcomeAccountDays * dayMs;
      if (promo.type === 'welcome' && !isNew) throw refused('promocode_welcome_only');
      if (promo.type === 'loyalty' && isNew) throw refused('promocode_loyalty_only');
      if ((await this.repository.inForce(body.miner_id, today, trx))?.code === promo.code)
        throw refused('promocode_already_applied', 409);
      if (!(await this.repository.takeUse(trx, promo.id))) throw refused('promocode_usage_limit_reached', 409);
      if (!(await this.repository.takeUserUse(trx, promo.id, identityId, promo.user_usage_limit)))
        throw refused('promocode_user_limit_reached', 409);
      await this.repository.apply(trx, {
        promoCodeId: promo.id,
        minerId: body.miner_id,
        identityId,
        day: today,
        endsOn: promo.perpetual ? null : addDays(today, promo.duration_days!),
        at: now,
      });
    });
    return (await this.current(body.miner_id))!;
  }

  /** GET /miners/{miner_id}/promocode: the code in force today. */
  async inForce(ctx: RequestContext, minerId: string): Promise<MinerPromoCode> {
    await this.policy.authorize(ctx, 'miner', minerId, 'payments');
    return { promo: (await this.current(minerId)) ?? null };
  }

  private async current(minerId: string): Promise<PromoInForce | undefined> {
    return this.repository.inForce(minerId, poolDayOf(this.clock()));
  }

  /** The fields, with the allowed users found by e-mail; unknown e-mails are named. */
  private async checked(body: PromoCodeBody): Promise<PromoCodeFields> {
    const { fields, emails, errors } = fieldsOf(body);
    if (errors.length) throw ApiError.invalidFields(errors);
    const users = emails.length ? await this.identity.findByEmails(emails) : [];
    const known = new Set(users.map((user) => user.email.toLowerCase()));
    const unknown = emails.filter((email) => !known.has(email));
    if (unknown.length) {
      throw new ApiError(400, 'promocode_users_not_found', 'No users from the provided list were found', [
        { name: 'users', code: 'promocode_users_not_found', emails: unknown.join(', ') },
      ]);
    }
    return { ...fields, users };
  }
}
