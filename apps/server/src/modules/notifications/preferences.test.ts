import { describe, expect, it } from 'vitest';
import { errorResponseSchema, notificationPreferencesSchema } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const identity = new TestIdentity();
const me = identity.add({ id: '00000000-0000-4000-8000-000000001201', email: 'me@example.com' });
const other = identity.add({ id: '00000000-0000-4000-8000-000000001202', email: 'other@example.com' });
const testApp = useTestApp(identity);
const call = testApp.call;
const path = (userId: string) => `/identity/${userId}/notifications/preferences`;

const switchOf = (body: unknown, event: string, channel: string) =>
  notificationPreferencesSchema
    .strict()
    .parse(body)
    .preferences.find((item) => item.event === event && item.channel === channel);

describe('GET/PUT /identity/{id}/notifications/preferences', () => {
  it('starts from the defaults: security events, payouts and alerts on, rewards and worker status off, wallet e-mail required', async () => {
    const response = await call(me.id, 'GET', path(me.id));
    expect(response.statusCode).toBe(200);
    const body = notificationPreferencesSchema.strict().parse(response.json());
    expect(body.preferences).toHaveLength(16);
    expect(body.telegram_available).toBe(false);
    const on = body.preferences.filter((item) => item.enabled && item.channel === 'email').map((item) => item.event);
    expect(on).toEqual([
      'delete-miner',
      'miner-payout',
      'miner-wallet-address-changed',
      'miner-wallet-minpay-changed',
      'user-login',
      'miner-alert',
    ]);
    expect(body.preferences.filter((item) => item.required).map((item) => `${item.event}/${item.channel}`)).toEqual([
      'miner-wallet-address-changed/email',
      'miner-wallet-minpay-changed/email',
    ]);
  });

  it('changes only the switches given and keeps them on reload; nobody else is touched', async () => {
    const saved = await call(me.id, 'PUT', path(me.id), {
      preferences: [
        { event: 'miner-reward', channel: 'telegram', enabled: true },
        { event: 'user-login', channel: 'email', enabled: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const reloaded: unknown = (await call(me.id, 'GET', path(me.id))).json();
    expect(switchOf(reloaded, 'miner-reward', 'telegram')?.enabled).toBe(true);
    expect(switchOf(reloaded, 'user-login', 'email')?.enabled).toBe(false);
    expect(switchOf(reloaded, 'miner-payout', 'email')?.enabled).toBe(true);
    expect(switchOf((await call(other.id, 'GET', path(other.id))).json(), 'user-login', 'email')?.enabled).toBe(true);
  });

  it('turns the alerts off and on again, as every other event', async () => {
    for (const enabled of [false, true]) {
      const saved = await call(me.id, 'PUT', path(me.id), {
        preferences: [{ event: 'miner-alert', channel: 'email', enabled }],
      });
      expect(saved.statusCode).toBe(200);
      expect(switchOf((await call(me.id, 'GET', path(me.id))).json(), 'miner-alert', 'email')?.enabled).toBe(enabled);
    }
  });

  it('refuses unknown events and channels with field errors, and a required switch turned off, storing nothing', async () => {
    for (const [item, field] of [
      [{ event: 'miner-lottery', channel: 'email', enabled: true }, 'body.preferences.1.event'],
      [{ event: 'miner-reward', channel: 'pigeon', enabled: true }, 'body.preferences.1.channel'],
      [{ event: 'miner-reward', channel: 'email', enabled: 'yes' }, 'body.preferences.1.enabled'],
    ] as const) {
      const response = await call(me.id, 'PUT', path(me.id), {
        preferences: [{ event: 'worker-status-changed', channel: 'email', enabled: true }, item],
      });
      expect(response.statusCode).toBe(400);
      const error = errorResponseSchema.parse(response.json()).error;
      expect(error.code).toBe('invalid_input');
      expect(error.fields?.map((field) => field.name)).toContain(field);
    }
    const required = await call(me.id, 'PUT', path(me.id), {
      preferences: [
        { event: 'worker-status-changed', channel: 'email', enabled: true },
        { event: 'miner-wallet-address-changed', channel: 'email', enabled: false },
      ],
    });
    expect(required.statusCode).toBe(400);
    expect(errorResponseSchema.parse(required.json()).error.fields).toEqual([
      { name: 'preferences', code: 'invalid_input', index: 1 },
    ]);
    const twice = await call(me.id, 'PUT', path(me.id), {
      preferences: [
        { event: 'miner-reward', channel: 'email', enabled: true },
        { event: 'miner-reward', channel: 'email', enabled: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const after: unknown = (await call(me.id, 'GET', path(me.id))).json();
    expect(switchOf(after, 'worker-status-changed', 'email')?.enabled).toBe(false);
    expect(switchOf(after, 'miner-reward', 'email')?.enabled).toBe(false);
  });

  it('lets only the user themself read or write them: anonymous 401, another user 403', async () => {
    expect((await call(undefined, 'GET', path(me.id))).statusCode).toBe(401);
    expect((await call(other.id, 'GET', path(me.id))).statusCode).toBe(403);
    const write = await call(other.id, 'PUT', path(me.id), {
      preferences: [{ event: 'user-login', channel: 'email', enabled: true }],
    });
    expect(write.statusCode).toBe(403);
    expect(switchOf((await call(me.id, 'GET', path(me.id))).json(), 'user-login', 'email')?.enabled).toBe(false);
  });

  it('keeps one row per switch when saves race', async () => {
    await Promise.all(
      [true, false, true, false].map((enabled) =>
        call(me.id, 'PUT', path(me.id), { preferences: [{ event: 'delete-miner', channel: 'telegram', enabled }] }),
      ),
    );
    const { rows } = await testApp.database.pool.query(
      "SELECT count(*)::int AS n FROM notification_preferences WHERE identity_id = $1 AND event = 'delete-miner'",
      [me.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});
