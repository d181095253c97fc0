import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { telegramInviteSchema } from '@pool/contract';
import { buildApp } from '../../app.js';
import type { MailMessage } from '../../mail/mailer.js';
import { PoolSettingsStore } from '../../settings/pool-settings.js';
import { FakeBotApi } from '../../test/fake-bot-api.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings } from '../module-deps.js';
import { SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from '../payouts/index.js';
import { PayoutFixtures } from '../payouts/test-support.js';
import { RewardsJob } from '../rewards/index.js';
import { notifySignIn } from './events.js';
import { Notifications } from './notifications.js';
import { telegramWebhookPath } from './telegram-bot.js';

/**
 * Notifications end to end on a real database and a loopback Bot API: each event through the
 * code that causes it, to the people the policy lets hear of it and whose preferences allow
 * it, once; the outbox drained by e-mail and Telegram with Telegram's 429 and 403.
 */

const token = '123456:test-token-aaaaaaaaaaaaaaaaaaaa';
const bot = new FakeBotApi(token);
await bot.start();
const mails: MailMessage[] = [];
/** The SMTP server refuses the next this-many messages. */
let mailFailures = 0;
let now = new Date('2026-11-20T10:00:00.000Z');
/** Every worker of an account ($1) sent its last share at $2. */
const setWorkersLastShare = `UPDATE hashrate_figures f SET last_share_at = $2
  FROM hashrate_series s WHERE s.id = f.series_id AND s.miner_id = $1 AND s.kind = 'worker'`;
const clock = () => now;
const identity = new TestIdentity();
// A fresh second factor: the owner's wallet changes need no e-mailed code (the wallets tests try those).
const owner = identity.add({
  id: '00000000-0000-4000-8000-000000001211',
  email: 'owner@example.com',
  language: 'ru',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 0,
});
const viewer = identity.add({ id: '00000000-0000-4000-8000-000000001212', email: 'viewer@example.com' });
const hub = identity.add({ id: '00000000-0000-4000-8000-000000001213', email: 'hub@example.com' });
const staff = identity.add({ id: '00000000-0000-4000-8000-000000001214', email: 'staff@example.com' });
const testApp = useTestApp(identity, {
  clock,
  mailer: {
    send: async (message) => {
      if (mailFailures > 0) {
        mailFailures -= 1;
        throw new Error('451 try again later');
      }
      mails.push(message);
    },
  },
  telegram: { token, apiUrl: bot.url },
  publicUrl: 'https://pool.example',
});
const call = testApp.call;
const ids = { pool: '', operator: '', miner: '', wallet: '' };

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await testApp.database.pool.query(text, values)).rows as T[];
}
const one = async (text: string, values: unknown[] = []) => (await query<{ id: string }>(text, values))[0]!.id;

/** The outbox rows of an event: "email:owner@example.com"-style recipients, sorted. */
async function queued(event: string, account?: string): Promise<string[]> {
  const rows = await query<{ identity_id: string; channel: string }>(
    "SELECT identity_id, channel FROM notification_outbox WHERE event = $1 AND ($2::text IS NULL OR payload->>'account_name' = $2)",
    [event, account ?? null],
  );
  const emailOf = new Map([owner, viewer, hub, staff].map((user) => [user.id, user.email]));
  return rows.map((row) => `${row.channel}:${emailOf.get(row.identity_id)}`).sort();
}

const drain = () => testApp.app.notifications.delivery.drain();
const setPreference = (userId: string, event: string, channel: string, enabled: boolean) =>
  call(userId, 'PUT', `/identity/${userId}/notifications/preferences`, { preferences: [{ event, channel, enabled }] });

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.operator = await one(
    "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Notice hub', 'noticehub') RETURNING id",
    [ids.pool],
  );
  ids.miner = await one(
    "INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, 'noticed') RETURNING id",
    [ids.pool, ids.operator],
  );
  const grant = (userId: string, type: string, target: string, role: string) =>
    query(`INSERT INTO permissions (identity_id, type, ${type}_id, role) VALUES ($1, $2, $3, $4)`, [
      userId,
      type,
      target,
      role,
    ]);
  await grant(owner.id, 'miner', ids.miner, 'owner');
  await grant(viewer.id, 'miner', ids.miner, 'viewer');
  await grant(hub.id, 'operator', ids.operator, 'owner');
  await grant(staff.id, 'pool', ids.pool, 'owner');
  const detail = (await call(owner.id, 'GET', `/miners/${ids.miner}`)).json<{ wallets: { id: string }[] }>();
  ids.wallet = detail.wallets[0]!.id;
});

beforeEach(async () => {
  mails.length = 0;
  await query('DELETE FROM notification_outbox');
});

afterAll(async () => {
  await testApp.app.notifications.stop();
  await bot.stop();
});

describe('events, recipients and preferences', () => {
  it('wallet changes reach the owner and the operator by e-mail always, never the viewer or pool staff', async () => {
    // Turning the e-mail of a wallet change off is refused: it stays on.
    expect((await setPreference(hub.id, 'miner-wallet-address-changed', 'email', false)).statusCode).toBe(400);
    const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    expect((await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address })).statusCode).toBe(201);
    // The same address again changes nothing and tells nobody.
    await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address });
    expect(await queued('miner-wallet-address-changed')).toEqual(['email:hub@example.com', 'email:owner@example.com']);
    const min = await call(owner.id, 'POST', `/wallets/${ids.wallet}/min-payments`, { amount: 20_000 });
    expect(min.statusCode).toBeLessThan(300);
    expect(await queued('miner-wallet-minpay-changed')).toEqual(['email:hub@example.com', 'email:owner@example.com']);

    expect(await drain()).toBe(4);
    const toOwner = mails.find((mail) => mail.to === owner.email && mail.subject.includes('адрес'))!;
    // Russian for the owner who chose it, with the pool's name, who changed it and from where, and the link.
    expect(toOwner.subject).toBe('Pool: Изменён адрес выплат аккаунта noticed');
    expect(toOwner.text).toContain(address);
    expect(toOwner.text).toContain('Изменил owner@example.com с адреса 127.0.0.1');
    expect(toOwner.text).toContain('https://pool.example/settings/notifications');
    expect(toOwner.html).toContain('href="https://pool.example/settings/notifications"');
    expect(mails.find((mail) => mail.to === hub.email && mail.subject.includes('Minimum payout'))?.text).toContain(
      '0.00020000 BTC',
    );
    // Drained: a second drain sends nothing.
    expect(await drain()).toBe(0);
    expect(mails).toHaveLength(4);
  });

  it('the reward run tells those who asked and may see money, once even when the day runs again', async () => {
    await setPreference(owner.id, 'miner-reward', 'email', true);
    await setPreference(viewer.id, 'miner-reward', 'email', true);
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id) VALUES ('miner', $1, $2, $3) RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-11-01' FROM s`,
      [ids.pool, ids.operator, ids.miner],
    );
    await query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, '2026-11-19'::date + make_interval(hours => 4 * i), 3352761245, 0, 1
       FROM hashrate_series s, generate_series(0, 5) i WHERE s.kind = 'miner' AND s.miner_id = $1`,
      [ids.miner],
    );
    await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-15', 50000, 'manual')", [
      ids.pool,
    ]);
    const job = new RewardsJob({ db: testApp.database.db, clock: () => new Date('2026-11-20T09:00:00Z'), log });
    await job.runDay(ids.pool, '2026-11-19');
    // A crash before the day was marked complete: the run goes again.
    await query("UPDATE reward_runs SET completed_at = NULL WHERE pool_day = '2026-11-19'");
    await job.runDay(ids.pool, '2026-11-19');
    // The viewer asked but may not see money; the operator did not ask (off by default).
    expect(await queued('miner-reward')).toEqual(['email:owner@example.com']);
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['Pool: Начислено дневное вознаграждение: noticed']);
    expect(mails[0]!.text).toMatch(/начислено 0,\d{8} BTC за 2026-11-19/);
  });

  it('a removal request tells the account’s money people once', async () => {
    expect((await call(owner.id, 'DELETE', `/miners/${ids.miner}`)).statusCode).toBeLessThan(300);
    await call(owner.id, 'DELETE', `/miners/${ids.miner}`);
    expect(await queued('delete-miner')).toEqual(['email:hub@example.com', 'email:owner@example.com']);
    await query('DELETE FROM account_deletion_requests');
  });

  it('a sign-in from a new device or address tells the user; a known one does not', async () => {
    const session = async (ip: string, agent: string) =>
      one(
        `INSERT INTO identity_sessions (id, token_hash, logout_token_hash, identity_id, aal, authentication_methods,
           authenticated_at, issued_at, expires_at, ip_address, user_agent)
         VALUES (gen_random_uuid(), decode(md5(random()::text), 'hex'), decode(md5(random()::text), 'hex'), $1, 'aal1', '[]', now(), now(),
           now() + interval '1 day', $2, $3) RETURNING id`,
        [owner.id, ip, agent],
      );
    await query(
      "INSERT INTO identity_identities (id, email, traits, created_at, updated_at) VALUES ($1, $2, '{}', now(), now())",
      [owner.id, owner.email],
    );
    const first = await session('10.0.0.1', 'Firefox');
    const signIn = (sessionId: string, ipAddress: string, userAgent: string) =>
      notifySignIn(testApp.database.db, { identityId: owner.id, sessionId, ipAddress, userAgent, at: now });
    expect(await signIn(first, '10.0.0.1', 'Firefox')).toBe(0);
    expect(await signIn(await session('10.0.0.1', 'Firefox'), '10.0.0.1', 'Firefox')).toBe(0);
    const phone = await session('10.0.0.2', 'Phone');
    expect(await signIn(phone, '10.0.0.2', 'Phone')).toBe(1);
    expect(await signIn(phone, '10.0.0.2', 'Phone')).toBe(0);
    expect(await queued('user-login')).toEqual(['email:owner@example.com']);
  });
});

describe('delivery', () => {
  it('retries a refused e-mail with backoff, and two drains at once send each row once', async () => {
    await query(
      `INSERT INTO notification_outbox (idempotency_key, identity_id, channel, event, payload)
       SELECT 'drain:' || i, $1, 'email', 'delete-miner', '{"account_name":"noticed","stage":"requested"}'
       FROM generate_series(1, 40) i`,
      [hub.id],
    );
    mailFailures = 1;
    await Promise.all([drain(), drain(), drain()]);
    expect(mails).toHaveLength(39);
    const [failed] = await query<{ attempts: number; wait: number; last_error: string }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS wait, last_error
       FROM notification_outbox WHERE status = 'pending'`,
      [now],
    );
    expect(failed).toEqual({ attempts: 1, wait: 30, last_error: '451 try again later' });
    await drain();
    expect(mails).toHaveLength(39);
    now = new Date(now.getTime() + 30_000);
    await drain();
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(40);
  });
});

describe('worker-status-changed', () => {
  const minute = 60_000;
  let rigs: string;

  beforeAll(async () => {
    await setPreference(owner.id, 'worker-status-changed', 'email', true);
    await setPreference(viewer.id, 'worker-status-changed', 'email', true);
    rigs = await one("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'rigfarm') RETURNING id", [
      ids.pool,
    ]);
    await query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')", [
      owner.id,
      rigs,
    ]);
    await query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'viewer')", [
      viewer.id,
      rigs,
    ]);
  });

  /** One tick of the job a minute apart, as the queue runs it. */
  async function tick(): Promise<void> {
    now = new Date(now.getTime() + minute);
    await testApp.app.notifications.runDue();
  }

  it('300 rigs going off within a minute give one message per recipient, and their return one more after the quiet period', async () => {
    now = new Date('2026-11-21T00:00:00.000Z');
    // 300 rigs whose last shares fall within one minute: a power cut.
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
                  SELECT 'worker', $1, $2, 'rig' || lpad(i::text, 3, '0') FROM generate_series(1, 300) i
                  RETURNING id, worker_name)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
       SELECT id, $1, true, $3::timestamptz - interval '1 day',
              $3::timestamptz - make_interval(secs => substr(worker_name, 4)::int * 0.2)
         FROM s`,
      [ids.pool, rigs, now],
    );
    for (let minutes = 0; minutes < 20; minutes++) await tick();
    // The viewer hears of workers too; the operator has no access to this account.
    expect(await queued('worker-status-changed')).toEqual(['email:owner@example.com', 'email:viewer@example.com']);
    const told = mails.find((mail) => mail.to === viewer.email)!;
    expect(told.subject).toBe('Pool: Workers of rigfarm changed status');
    expect(told.text).toContain('300 went down or off: rig001, rig002');
    expect(told.text).toContain('…');

    // All come back five minutes later: told once the account's quiet period is over.
    await query(setWorkersLastShare, [rigs, now]);
    const comeBack = async () => {
      await query(setWorkersLastShare, [rigs, now]);
      await tick();
    };
    for (let minutes = 0; minutes < 10; minutes++) await comeBack();
    expect(await queued('worker-status-changed')).toHaveLength(2);
    for (let minutes = 0; minutes < 25; minutes++) await comeBack();
    expect(await queued('worker-status-changed')).toHaveLength(4);
    // The job drained them as it went: the owner has the return in Russian.
    expect(mails.filter((mail) => mail.to === owner.email).map((mail) => mail.text.split('\n')[0])).toEqual([
      expect.stringMatching(/^Перестали работать \(300\): rig001, rig002/),
      expect.stringMatching(/^Вернулись \(300\): rig001, rig002/),
    ]);
  });

  it('a rig flapping every five minutes is told at most once per quiet period', async () => {
    await query("DELETE FROM hashrate_series WHERE miner_id = $1 AND kind = 'worker' AND worker_name <> 'rig001'", [
      rigs,
    ]);
    for (let minutes = 0; minutes < 120; minutes++) {
      // Up for five minutes, then silent for fifteen (down after ten): a flapping rig.
      if (minutes % 20 < 5) {
        await query(setWorkersLastShare, [rigs, now]);
      }
      await tick();
    }
    const perRecipient = (await queued('worker-status-changed')).filter((row) => row.endsWith('owner@example.com'));
    // Two hours, a 30-minute quiet period: at most four notices, not one per flap (six flaps).
    expect(perRecipient.length).toBeGreaterThan(0);
    expect(perRecipient.length).toBeLessThanOrEqual(4);
  });
});

describe('Telegram', () => {
  const chat = 5001;
  const invitePath = `/identity/${owner.id}/telegram/invites`;

  async function link(chatId: number, username: string): Promise<void> {
    await call(owner.id, 'DELETE', `/identity/${owner.id}/telegram/chats`);
    now = new Date(now.getTime() + 16 * 60_000);
    const invite = telegramInviteSchema.parse((await call(owner.id, 'POST', invitePath)).json());
    bot.userSays(chatId, `/start ${invite.code}`, { username });
    await bot.waitForMessage(chatId, /получает уведомления owner@example\.com/);
  }

  it('links a chat with a one-time deep link: the current link while it works, expired and reused codes refused', async () => {
    const preferences = await call(owner.id, 'GET', `/identity/${owner.id}/notifications/preferences`);
    expect(preferences.json()).toMatchObject({ telegram_available: true });
    expect((await call(owner.id, 'GET', `${invitePath}/current`)).json()).toEqual({ invite: null });
    const created = await call(owner.id, 'POST', invitePath);
    expect(created.statusCode).toBe(201);
    const invite = telegramInviteSchema.parse(created.json());
    expect(invite.url).toBe(`https://t.me/pool_test_bot?start=${invite.code}`);
    expect(new Date(invite.expires_at).getTime() - now.getTime()).toBe(15 * 60_000);
    // While it works, asking again (even twice at once) gives the same link.
    const again = await Promise.all([call(owner.id, 'POST', invitePath), call(owner.id, 'POST', invitePath)]);
    expect(again.map((response) => [response.statusCode, telegramInviteSchema.parse(response.json()).code])).toEqual([
      [200, invite.code],
      [200, invite.code],
    ]);
    expect((await call(owner.id, 'GET', `${invitePath}/current`)).json()).toEqual({ invite });
    expect((await call(viewer.id, 'POST', invitePath)).statusCode).toBe(403);

    bot.userSays(chat, `/start ${invite.code}`, { username: 'owner_tg' });
    await bot.waitForMessage(chat, /получает уведомления owner@example\.com/);
    expect((await call(owner.id, 'GET', `/identity/${owner.id}/telegram/chats/current`)).json()).toMatchObject({
      chat: { username: 'owner_tg' },
    });
    expect((await call(owner.id, 'GET', `${invitePath}/current`)).json()).toEqual({ invite: null });

    // Used once: another chat cannot use it again.
    bot.userSays(6001, `/start ${invite.code}`, { language_code: 'en' });
    await bot.waitForMessage(6001, /expired or was used already/);
    // An expired code is refused too.
    const stale = telegramInviteSchema.parse((await call(owner.id, 'POST', invitePath)).json());
    now = new Date(now.getTime() + 16 * 60_000);
    bot.userSays(6002, `/start ${stale.code}`, { language_code: 'ru' });
    await bot.waitForMessage(6002, /устарела или уже использована/);
    expect((await call(owner.id, 'GET', `/identity/${owner.id}/telegram/chats/current`)).json()).toMatchObject({
      chat: { username: 'owner_tg' },
    });
  });

  it('answers /status with the linked accounts’ 24h hashrate and workers by status', async () => {
    bot.userSays(chat, '/status');
    const status = await bot.waitForMessage(chat, /Ваши аккаунты/);
    expect(status).toMatch(/noticed: 0 H\/s; 0 \/ 0 \/ 0/);
    expect(status).toMatch(/rigfarm: .*; \d+ \/ \d+ \/ \d+/);
    bot.userSays(7001, '/status', { language_code: 'en' });
    await bot.waitForMessage(7001, /not linked to any user/);
  });

  it('sends notices to the linked chat, honours 429 retry_after, and unlinks a chat that blocked the bot', async () => {
    await call(owner.id, 'DELETE', `/miners/${ids.miner}`);
    expect(await queued('delete-miner')).toContain('telegram:owner@example.com');
    bot.failNext(chat, { kind: 'retry_after', seconds: 7 });
    await drain();
    const [row] = await query<{ status: string; attempts: number; wait: number }>(
      `SELECT status, attempts, extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS wait
       FROM notification_outbox WHERE channel = 'telegram'`,
      [now],
    );
    // Not counted as a failed attempt; due again after the seven seconds Telegram asked for.
    expect(row).toEqual({ status: 'pending', attempts: 0, wait: 7 });
    await drain();
    expect(bot.messagesTo(chat).filter((text) => text.includes('Запрошено удаление'))).toEqual([]);
    now = new Date(now.getTime() + 7_000);
    await drain();
    expect(bot.messagesTo(chat).filter((text) => text.includes('Запрошено удаление'))).toHaveLength(1);
    await query('DELETE FROM account_deletion_requests');

    await query('DELETE FROM notification_outbox');
    await call(owner.id, 'DELETE', `/miners/${ids.miner}`);
    bot.failNext(chat, { kind: 'blocked' });
    await drain();
    expect((await call(owner.id, 'GET', `/identity/${owner.id}/telegram/chats/current`)).json()).toEqual({
      chat: null,
    });
    expect(await query("SELECT status FROM notification_outbox WHERE channel = 'telegram'")).toEqual([
      { status: 'dropped' },
    ]);
    await query('DELETE FROM account_deletion_requests');
  });

  it('keeps to about one message per second per chat: a burst to one chat waits, others go on', async () => {
    await link(chat, 'owner_tg');
    for (const event of ['delete-miner', 'miner-payout']) {
      await query(
        `INSERT INTO notification_outbox (idempotency_key, identity_id, channel, event, payload)
         SELECT 'burst:' || $2 || i, $1, 'telegram', $2, '{"account_name":"noticed","stage":"requested"}' FROM generate_series(1, 3) i`,
        [owner.id, event],
      );
    }
    const before = bot.messagesTo(chat).length;
    await drain();
    // One went now; the other five wait about a second each (the drain moves on instead of sleeping).
    expect(bot.messagesTo(chat).length - before).toBe(1);
    const pending = await query("SELECT 1 FROM notification_outbox WHERE status = 'pending'");
    expect(pending).toHaveLength(5);
  });

  it('says goodbye when unlinked from the page or by /stop', async () => {
    await call(owner.id, 'DELETE', `/identity/${owner.id}/telegram/chats`);
    await bot.waitForMessage(chat, /больше не получает уведомления/);
    expect((await call(owner.id, 'GET', `/identity/${owner.id}/telegram/chats/current`)).json()).toEqual({
      chat: null,
    });
    await link(8001, 'second');
    bot.userSays(8001, '/stop');
    await bot.waitForMessage(8001, /больше не получает уведомления/);
    expect((await call(owner.id, 'GET', `/identity/${owner.id}/telegram/chats/current`)).json()).toEqual({
      chat: null,
    });
  });

  it('a token Telegram refuses turns the bot off with one log line; the pool runs without Telegram', async () => {
    const lines: string[] = [];
    const record = (line: unknown) => void lines.push(String(line));
    const refused = new Notifications({
      db: testApp.database.db,
      clock,
      log: { ...log, error: record, warn: record, info: silent },
      mailer: { send: async () => undefined },
      identity,
      telegram: { token: '999:refused-token-bbbbbbbbbbbbbbbbbbbb', apiUrl: bot.url },
      publicUrl: 'https://pool.example',
    });
    await refused.start();
    expect(lines).toEqual([
      'telegram: the Bot API refused TELEGRAM_BOT_TOKEN; the bot is off, the pool runs without Telegram',
    ]);
    expect(refused.telegramAvailable()).toBe(false);
    await refused.stop();
  });
});

describe('Telegram webhook mode', () => {
  it('sets the webhook at PUBLIC_URL and answers updates posted with the secret; others are refused', async () => {
    const hooked = new FakeBotApi('777:webhook-token-cccccccccccccccccccc', 'pool_hook_bot');
    await hooked.start();
    const app = await buildApp({
      db: testApp.database.db,
      settings: new PoolSettingsStore(undefined, {}, () => undefined),
      identity,
      logLevel: 'silent',
      clock,
      telegram: { token: hooked.token, apiUrl: hooked.url, webhookUrl: `https://pool.example${telegramWebhookPath}` },
    });
    try {
      await app.ready();
      expect(hooked.webhook?.url).toBe('https://pool.example/api/telegram/webhook');
      const post = (secret: string) =>
        app.inject({
          method: 'POST',
          url: telegramWebhookPath,
          headers: { 'x-telegram-bot-api-secret-token': secret },
          payload: hooked.update(9001, '/status', { language_code: 'en' }),
        });
      expect((await post('wrong')).statusCode).toBe(401);
      expect((await post(hooked.webhook!.secret_token)).statusCode).toBe(200);
      await hooked.waitForMessage(9001, /not linked to any user/);
      expect(hooked.messagesTo(9001)).toHaveLength(1);
    } finally {
      await app.close();
      await hooked.stop();
    }
  });
});

describe('miner-payout', () => {
  it('the payout follow-up tells the owner once when it is sent and once when it completes', async () => {
    now = new Date('2026-11-24T14:00:30.000Z');
    const fixtures = new PayoutFixtures(testApp.database.db);
    // A pool of its own (made the current one): this describe runs last.
    const poolId = await fixtures.pool();
    const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    const { minerId } = await fixtures.miner(poolId, {
      balance: 700_000,
      addresses: [{ address, at: new Date(now.getTime() - 10 * 86_400_000) }],
    });
    await query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')", [
      owner.id,
      minerId,
    ]);
    const chain = new SimulatedChain(testApp.database.db, clock, defaultMoneySettings.simulatedBlockSeconds);
    const payouts = new PayoutsJob({ db: testApp.database.db, clock, settings: defaultMoneySettings, log, chain });
    await payouts.runDue();
    await payouts.poll();
    await payouts.poll();
    const account = (
      await query<{ account_name: string }>('SELECT account_name FROM miner_accounts WHERE id = $1', [minerId])
    )[0]!.account_name;
    expect(await queued('miner-payout', account)).toEqual(['email:owner@example.com']);
    now = new Date(now.getTime() + 3 * defaultMoneySettings.simulatedBlockSeconds * 1000);
    await payouts.poll();
    await payouts.poll();
    expect(await queued('miner-payout', account)).toEqual(['email:owner@example.com', 'email:owner@example.com']);
    await drain();
    // Two e-mails, in whatever order the drain sent them: one when sent, one when completed.
    const about = mails.filter((mail) => mail.to === owner.email && mail.subject.includes(account));
    expect(about).toHaveLength(2);
    const sent = about.find((mail) => mail.text.includes('отправлено'));
    expect(sent!.text).toContain(`0,00700000 BTC отправлено на ${address}`);
    expect(sent!.text).toMatch(/Транзакция: \w+/);
    expect(about.filter((mail) => mail.subject.includes('завершена'))).toHaveLength(1);
  });
});
