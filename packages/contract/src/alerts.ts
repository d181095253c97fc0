import { z } from 'zod';

/**
 * Alerts with thresholds on a miner account: its hashrate falls below a share of its 24-hour
 * average, more than some workers are down (unavailable or off), or no share came for some
 * minutes. Each fires once when its condition starts (by e-mail and Telegram, as the
 * `miner-alert` notification preference allows) and is ready again once the condition ends.
 */
export const alertKinds = ['hashrate_drop', 'workers_down', 'no_shares'] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

/** The bounds of each threshold: what the settings form offers and the server accepts. */
export const alertBounds = {
  /** Percent of the 24-hour average the 15-minute hashrate falls below. */
  hashrate_drop: { min: 5, max: 95 },
  /** Workers down (unavailable or off) the account may have before it is told. */
  workers_down: { min: 0, max: 100_000 },
  /** Minutes without any share. */
  no_shares: { min: 5, max: 1440 },
} as const satisfies Record<AlertKind, { min: number; max: number }>;

const threshold = (kind: AlertKind) => z.number().int().min(alertBounds[kind].min).max(alertBounds[kind].max);

/** GET/PUT /miners/{id}/alerts: every alert on, with its threshold. */
export const alertSettingsSchema = z.object({
  hashrate_drop: z.object({ enabled: z.boolean(), percent: threshold('hashrate_drop') }),
  workers_down: z.object({ enabled: z.boolean(), count: threshold('workers_down') }),
  no_shares: z.object({ enabled: z.boolean(), minutes: threshold('no_shares') }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * What an account has before its owners choose: all three on, told when the hashrate falls
 * below 70 % of its 24-hour average, when any worker is down, or after 30 minutes without
 * a share.
 */
export const defaultAlertSettings: AlertSettings = {
  hashrate_drop: { enabled: true, percent: 70 },
  workers_down: { enabled: true, count: 0 },
  no_shares: { enabled: true, minutes: 30 },
};
