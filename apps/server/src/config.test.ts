import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.js';
import { StartupError } from './startup-error.js';

describe('loadServerConfig', () => {
  it('has the documented defaults', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.poolConfigFile).toBeUndefined();
    expect(config.passwordMinLength).toBe(8);
    expect(config.mfaMaxAgeSeconds).toBe(300);
    expect(config.seedDemo).toBe(true);
  });

  it('seeds the demo on the embedded database only, unless SEED_DEMO says otherwise, and says why', () => {
    const database = 'postgres://u:p@db:5432/pool';
    const decided = (env: Record<string, string>) => {
      const config = loadServerConfig(env);
      return [config.seedDemo, config.seedDemoReason];
    };
    expect(decided({})).toEqual([true, expect.stringMatching(/embedded database.*SEED_DEMO=0/)]);
    expect(decided({ SEED_DEMO: '0' })).toEqual([false, 'SEED_DEMO=0']);
    expect(decided({ DATABASE_URL: database })).toEqual([
      false,
      expect.stringMatching(/DATABASE_URL is set.*SEED_DEMO=1/),
    ]);
    expect(decided({ DATABASE_URL: database, SEED_DEMO: '' })).toEqual([false, expect.stringMatching(/DATABASE_URL/)]);
    expect(decided({ DATABASE_URL: database, SEED_DEMO: '1' })).toEqual([true, 'SEED_DEMO=1 asks for it']);
    expect(decided({ IDENTITY_URL: 'http://kratos:4433', SEED_DEMO: '1' })).toEqual([
      false,
      expect.stringMatching(/IDENTITY_URL/),
    ]);
    expect(() => loadServerConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('takes the first platform owner from POOL_ADMIN_EMAIL, an e-mail address', () => {
    expect(loadServerConfig({}).firstAdminEmail).toBeUndefined();
    expect(loadServerConfig({ POOL_ADMIN_EMAIL: 'ops@pool.example' }).firstAdminEmail).toBe('ops@pool.example');
    expect(() => loadServerConfig({ POOL_ADMIN_EMAIL: 'ops' })).toThrow(/POOL_ADMIN_EMAIL/);
  });

  it('reads PORT, DATABASE_URL and DATA_DIR; an empty variable counts as unset', () => {
    const config = loadServerConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u:p@db:5432/pool',
      DATA_DIR: '',
      HOST: '',
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/pool');
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.host).toBe('0.0.0.0');
  });

  it('takes an ingest token of 32 or more printable characters and refuses a short one with one line', () => {
    expect(loadServerConfig({}).ingestToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadServerConfig({ INGEST_TOKEN: token }).ingestToken).toBe(token);
    expect(() => loadServerConfig({ INGEST_TOKEN: 'short' })).toThrow(StartupError);
    expect(() => loadServerConfig({ INGEST_TOKEN: 'short' })).toThrow(/INGEST_TOKEN/);
    expect(loadServerConfig({ DEMO_FLEET: '0' }).demoFleet).toBe(false);
  });

  it('turns Telegram on with a Bot API token, at api.telegram.org unless TELEGRAM_API_URL says otherwise', () => {
    expect(loadServerConfig({}).telegramBotToken).toBeUndefined();
    expect(loadServerConfig({}).telegramApiUrl).toBe('https://api.telegram.org');
    const token = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';
    const config = loadServerConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: 'http://127.0.0.1:8081/' });
    expect(config.telegramBotToken).toBe(token);
    expect(config.telegramApiUrl).toBe('http://127.0.0.1:8081');
    expect(() => loadServerConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    // The webhook is posted to by Telegram: it needs the pool's public https address.
    expect(() => loadServerConfig({ TELEGRAM_WEBHOOK: '1' })).toThrow(/TELEGRAM_WEBHOOK=1 needs PUBLIC_URL/);
    expect(loadServerConfig({ TELEGRAM_WEBHOOK: '1', PUBLIC_URL: 'https://pool.example' }).telegramWebhook).toBe(true);
  });

  it("bounds payout fee rates by the platform's minimum and maximum, refusing a minimum above the maximum", () => {
    expect(loadServerConfig({}).payoutFeeRate).toEqual({ min: 1, max: 200 });
    expect(loadServerConfig({ PAYOUT_MIN_FEE_RATE: '3', PAYOUT_MAX_FEE_RATE: '3' }).payoutFeeRate).toEqual({
      min: 3,
      max: 3,
    });
    expect(() => loadServerConfig({ PAYOUT_MIN_FEE_RATE: '0' })).toThrow(/PAYOUT_MIN_FEE_RATE/);
    expect(() => loadServerConfig({ PAYOUT_MAX_FEE_RATE: '2.5' })).toThrow(/PAYOUT_MAX_FEE_RATE/);
    expect(() => loadServerConfig({ PAYOUT_MIN_FEE_RATE: '20', PAYOUT_MAX_FEE_RATE: '10' })).toThrow(
      /PAYOUT_MIN_FEE_RATE \(20\) is above PAYOUT_MAX_FEE_RATE \(10\)/,
    );
    expect(loadServerConfig({ PAYOUT_BUMP_AFTER_BLOCKS: '2' }).payoutBumpAfterBlocks).toBe(2);
    expect(() => loadServerConfig({ PAYOUT_BUMP_AFTER_BLOCKS: '0' })).toThrow(/PAYOUT_BUMP_AFTER_BLOCKS/);
  });

  it('trusts no proxy unless told to', () => {
    expect(loadServerConfig({}).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadServerConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false]);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ PASSWORD_MIN_LENGTH: '6' }, 'PASSWORD_MIN_LENGTH'],
    [{ MFA_MAX_AGE_SECONDS: '0' }, 'MFA_MAX_AGE_SECONDS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  ])('refuses %o with one line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadServerConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });
});
