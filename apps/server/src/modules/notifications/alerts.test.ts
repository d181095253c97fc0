import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertSettingsSchema, defaultAlertSettings, errorResponseSchema, telegramInviteSchema } from '@pool/contract';
import { smtpMailer } from '../../mail/mailer.js';
import { FakeBotApi } from '../../test/fake-bot-api.js';
import { startLoopbackSmtp } from '../../test/loopback-smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { AlertEpisodes } from './alerts.js';

/**
 * Threshold alerts end to end: the figures the per-minute job keeps, the episode that starts
 * once and ends when the condition does, the notice through the outbox to a loopback SMTP
 * server and a loopback Bot API, and the thresholds set and validated over the API.
 */

const smtp = await startLoopbackSmtp();
const { received } = smtp;
const token = '654321:alerts-token-bbbbbbbbbbbbbbbbbbbb';
const bot = new FakeBotApi(token);
await bot.start();

let now = new Date('2026-11-20T10:00:00.000Z');
const clock = () => now;
const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-000000001311', email: 'owner@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-000000001312', email: 'viewer@example.com' });
const testApp = useTestApp(identity, {
  clock,
  mailer: smtpMailer(smtp.url, 'Pool <pool@example.com>'),
  telegram: { token, apiUrl: bot.url },
  publicUrl: 'https://pool.example',
});
const call = testApp.call;
const chat = 7001;
const ids = { miner: '', series: 0 };

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await testApp.database.pool.query(text, values)).rows as T[];
}
const run = () => new AlertEpisodes(testApp.database.db, clock).run();
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
/** Alert notices in the outbox, as "kind/channel/recipient". */
async function queued(): Promise<string[]> {
  const rows = await query<{ kind: string; channel: string; identity_id: string }>(
    "SELECT payload->>'kind' AS kind, channel, identity_id FROM notification_outbox WHERE event = 'miner-alert'",
  );
  const who = new Map([owner, viewer].map((user) => [user.id, user.email]));
  return rows.map((row) => `${row.kind}/${row.channel}/${who.get(row.identity_id)}`).sort();
}

/** The account's figures as the per-minute job leaves them: 15-minute and 24-hour sums, workers down, last share. */
async function figures(values: { rate15: number; rate24: number; down: number; lastShareAgoMinutes: number }) {
  await query('UPDATE hashrate_figures SET accepted_15m = $2, accepted_24h = $3 WHERE series_id = $1', [
    ids.series,
    values.rate15 * 900,
    values.rate24 * 86_400,
  ]);
  await query('UPDATE worker_status_counts SET stable = 5, unavailable = $2 WHERE series_id = $1', [
    ids.series,
    values.down,
  ]);
  await query('UPDATE hashrate_figures SET last_share_at = $2 WHERE series_id = $1', [
    ids.series,
    new Date(now.getTime() - values.lastShareAgoMinutes * 60_000),
  ]);
}
const healthy = { rate15: 1000, rate24: 1000, down: 0, lastShareAgoMinutes: 0 };

beforeAll(async () => {
  const poolId = (await query<{ id: string }>('SELECT id FROM pools WHERE is_current'))[0]!.id;
  ids.miner = (
    await query<{ id: string }>(
      "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'alerted') RETURNING id",
      [poolId],
    )
  )[0]!.id;
  await query(`INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')`, [
    owner.id,
    ids.miner,
  ]);
  await query(`INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'viewer')`, [
    viewer.id,
    ids.miner,
  ]);
  ids.series = (
    await query<{ id: number }>(
      "INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id::int",
      [poolId, ids.miner],
    )
  )[0]!.id;
  await query('UPDATE hashrate_figures SET first_share_at = $2, last_share_at = $2 WHERE series_id = $1', [
    ids.series,
    now,
  ]);
  await query(
    'INSERT INTO worker_status_counts (series_id, counted_at, stable, unavailable, off, removed) VALUES ($1, $2, 5, 0, 0, 0)',
    [ids.series, now],
  );
  await query(
    `INSERT INTO hashrate_figures_clock (as_of, seconds_15m, seconds_1h, seconds_24h, seconds_1w, seconds_30d)
     VALUES ($1, 900, 3600, 86400, 604800, 2592000)`,
    [now],
  );
  // The owner's Telegram chat, linked as a user links it.
  const invite = telegramInviteSchema.parse(
    (await call(owner.id, 'POST', `/identity/${owner.id}/telegram/invites`)).json(),
  );
  bot.userSays(chat, `/start ${invite.code}`, { username: 'owner_tg' });
  await bot.waitForMessage(chat, /owner@example\.com/);
});

beforeEach(async () => {
  await query('DELETE FROM notification_outbox');
  await query('DELETE FROM alert_episodes');
  await query('DELETE FROM alert_settings');
  await figures(healthy);
});

afterAll(async () => {
  await testApp.app.notifications.stop();
  await bot.stop();
  await smtp.close();
});

describe('threshold alerts', () => {
  it('are on by default: a hashrate drop is told once per episode, by e-mail and Telegram, and again after recovery', async () => {
    expect(await run()).toBe(0);
    // 15-minute hashrate at 50 % of the 24-hour average: below the default 70 %.
    await figures({ ...healthy, rate15: 500 });
    expect(await run()).toBe(1);
    // Still low a minute and an hour later: the same episode, nobody told again.
    now = minutes(1);
    expect(await run()).toBe(0);
    now = minutes(60);
    // Shares keep coming (the last one a moment ago), only fewer.
    await figures({ ...healthy, rate15: 500 });
    expect(await run()).toBe(0);
    expect(await queued()).toEqual([
      'hashrate_drop/email/owner@example.com',
      'hashrate_drop/email/viewer@example.com',
      'hashrate_drop/telegram/owner@example.com',
    ]);

    received.length = 0;
    expect(await testApp.app.notifications.delivery.drain()).toBe(3);
    const mail = received.find((message) => message.to.includes('owner@example.com'))!;
    expect(mail.data).toContain('Hashrate of alerted dropped');
    expect(mail.data).toContain('below 70 % of the 24-hour average');
    await bot.waitForMessage(chat, /Hashrate of alerted dropped/);

    // Back to normal: the episode ends; the next drop is a new one, told again.
    await figures(healthy);
    now = minutes(1);
    expect(await run()).toBe(0);
    expect(await query('SELECT * FROM alert_episodes')).toEqual([]);
    await figures({ ...healthy, rate15: 100 });
    now = minutes(1);
    expect(await run()).toBe(1);
    expect((await queued()).filter((row) => row.endsWith('/email/owner@example.com'))).toHaveLength(2);
  });

  it('tell of workers down over the threshold and of an account silent for the minutes set, each its own episode', async () => {
    await figures({ ...healthy, down: 2, lastShareAgoMinutes: 31 });
    expect(await run()).toBe(2);
    expect((await queued()).filter((row) => row.endsWith('/email/owner@example.com'))).toEqual([
      'no_shares/email/owner@example.com',
      'workers_down/email/owner@example.com',
    ]);
    // The owner allows 3 workers down and an hour of silence: both episodes end.
    const put = await call(owner.id, 'PUT', `/miners/${ids.miner}/alerts`, {
      ...defaultAlertSettings,
      workers_down: { enabled: true, count: 3 },
      no_shares: { enabled: true, minutes: 60 },
    });
    expect(put.statusCode).toBe(200);
    now = minutes(1);
    expect(await run()).toBe(0);
    expect(await query('SELECT * FROM alert_episodes')).toEqual([]);
    // Turned off, a condition is never told.
    await call(owner.id, 'PUT', `/miners/${ids.miner}/alerts`, {
      ...defaultAlertSettings,
      hashrate_drop: { enabled: false, percent: 70 },
    });
    await figures({ ...healthy, rate15: 0 });
    now = minutes(1);
    expect(await run()).toBe(0);
  });

  it('start an episode once however many runs overlap', async () => {
    await figures({ ...healthy, rate15: 100 });
    // Six runs at once, each on its own clock: a read-then-write would start it several times.
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        new AlertEpisodes(testApp.database.db, () => new Date(now.getTime() + index * 1000)).run(),
      ),
    );
    expect(started.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await queued()).filter((row) => row.startsWith('hashrate_drop/email/owner'))).toHaveLength(1);
  });

  it('keep thresholds per account: read by whoever sees its workers, set by its owners, validated field by field', async () => {
    const read = await call(viewer.id, 'GET', `/miners/${ids.miner}/alerts`);
    expect(alertSettingsSchema.parse(read.json())).toEqual(defaultAlertSettings);
    expect((await call(viewer.id, 'PUT', `/miners/${ids.miner}/alerts`, defaultAlertSettings)).statusCode).toBe(403);
    const wrong = await call(owner.id, 'PUT', `/miners/${ids.miner}/alerts`, {
      hashrate_drop: { enabled: true, percent: 150 },
      workers_down: { enabled: true, count: -1 },
      no_shares: { enabled: true, minutes: 2.5 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      errorResponseSchema
        .parse(wrong.json())
        .error.fields?.map((field) => field.name)
        .sort(),
    ).toEqual(['body.hashrate_drop.percent', 'body.no_shares.minutes', 'body.workers_down.count']);
    // Nothing half-written: the defaults still hold.
    expect((await call(owner.id, 'GET', `/miners/${ids.miner}/alerts`)).json()).toEqual(defaultAlertSettings);
  });
});
