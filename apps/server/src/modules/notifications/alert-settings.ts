import { defaultAlertSettings, type AlertSettings } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Db } from '../../db/database.js';
import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';

/**
 * A miner account's alert thresholds (the `miner-alert` notices): read by whoever is told of
 * its workers, set by its owners and admins; an account nobody set has the defaults.
 */
export class AlertSettingsService {
  constructor(
    private readonly db: Db,
    private readonly policy: AccessPolicy,
  ) {}

  async get(ctx: RequestContext, minerId: string): Promise<AlertSettings> {
    await this.policy.authorize(ctx, 'miner', minerId, 'workers');
    return this.read(minerId);
  }

  /** Replaces the thresholds in one upsert (the body is validated whole by the contract's schema). */
  async put(ctx: RequestContext, minerId: string, settings: AlertSettings): Promise<AlertSettings> {
    requireUser(ctx);
    await this.policy.authorize(ctx, 'miner', minerId, 'manage_alerts');
    const row = {
      hashrate_drop_enabled: settings.hashrate_drop.enabled,
      hashrate_drop_percent: settings.hashrate_drop.percent,
      workers_down_enabled: settings.workers_down.enabled,
      workers_down_count: settings.workers_down.count,
      no_shares_enabled: settings.no_shares.enabled,
      no_shares_minutes: settings.no_shares.minutes,
    };
    await this.db
      .insertInto('alert_settings')
      .values({ miner_id: minerId, ...row })
      .onConflict((conflict) => conflict.column('miner_id').doUpdateSet({ ...row, updated_at: new Date() }))
      .execute();
    return this.read(minerId);
  }

  private async read(minerId: string): Promise<AlertSettings> {
    const row = await this.db
      .selectFrom('alert_settings')
      .selectAll()
      .where('miner_id', '=', minerId)
      .executeTakeFirst();
    if (!row) return defaultAlertSettings;
    return {
      hashrate_drop: { enabled: row.hashrate_drop_enabled, percent: row.hashrate_drop_percent },
      workers_down: { enabled: row.workers_down_enabled, count: row.workers_down_count },
      no_shares: { enabled: row.no_shares_enabled, minutes: row.no_shares_minutes },
    };
  }
}

/** GET/PUT /miners/{id}/alerts. */
export const alertSettingsRoutes: ContextRoutes<{ service: AlertSettingsService }> = async (
  app,
  { service, context },
) => {
  route(app, 'GET /miners/{id}/alerts', async (request) => service.get(await context(request), request.params.id));
  route(app, 'PUT /miners/{id}/alerts', async (request) =>
    service.put(await context(request), request.params.id, request.body),
  );
};
