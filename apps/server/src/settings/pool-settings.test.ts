import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPoolSettings } from '../modules/demo/index.js';
import {
  parsePoolSettings,
  PoolSettingsError,
  PoolSettingsStore,
  toPageSettings,
  toPoolAddresses,
} from './pool-settings.js';

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-settings-'));
  file = path.join(dir, 'pool.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeSettings(value: unknown, mtime?: Date) {
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  if (mtime) fs.utimesSync(file, mtime, mtime);
}

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(PoolSettingsError);
    return (error as Error).message;
  }
  throw new Error('expected a PoolSettingsError');
}

describe('parsePoolSettings', () => {
  it('has defaults for every setting', () => {
    const settings = parsePoolSettings(undefined, {});
    expect(toPageSettings(settings)).toEqual({
      theme: 'light',
      mining_report_enabled: false,
      tax_calculator_enabled: false,
      extra_currencies: ['USDT'],
      terms_of_use_url: null,
      support_url: null,
      reject_warning_percent: 5,
      explorer_tx_url: 'https://mempool.space/tx/{txid}',
      explorer_address_url: 'https://mempool.space/address/{address}',
      explorer_block_url: 'https://mempool.space/block/{hash}',
      price_service_url: 'https://api.coinbase.com',
      sentry_dsn: null,
      sentry_environment: 'production',
    });
    expect(settings.default_language).toBe('en');
    expect(settings.available_languages).toEqual(['en', 'ru', 'cn']);
  });

  it('turns the public price service off with POOL_PRICE_SERVICE_URL=off', () => {
    expect(
      toPageSettings(parsePoolSettings(undefined, { POOL_PRICE_SERVICE_URL: 'off' })).price_service_url,
    ).toBeNull();
    expect(
      toPageSettings(parsePoolSettings(undefined, { POOL_PRICE_SERVICE_URL: 'https://prices.example/' }))
        .price_service_url,
    ).toBe('https://prices.example');
  });

  it('turns error reporting on with SENTRY_DSN, which wins over the file like the POOL_* variables', () => {
    writeSettings({ sentry_dsn: 'https://filekey@errors.example/1', sentry_environment: 'staging' });
    const page = toPageSettings(parsePoolSettings(file, { SENTRY_DSN: 'https://envkey@errors.example/42' }));
    expect(page.sentry_dsn).toBe('https://envkey@errors.example/42');
    expect(page.sentry_environment).toBe('staging');
    expect(messageOf(() => parsePoolSettings(undefined, { SENTRY_DSN: 'https://errors.example/42' }))).toContain(
      'sentry_dsn',
    );
  });

  it('reads the file, and the environment wins over it', () => {
    writeSettings({ theme: 'dark', mining_report_enabled: true, default_language: 'ru' });
    const settings = parsePoolSettings(file, {
      POOL_MINING_REPORT_ENABLED: 'false',
      POOL_EXTRA_CURRENCIES: 'USDT, RUB',
      POOL_AVAILABLE_LANGUAGES: 'ru,en',
    });
    expect(settings.theme).toBe('dark');
    expect(settings.mining_report_enabled).toBe(false);
    expect(settings.extra_currencies).toEqual(['USDT', 'RUB']);
    expect(settings.available_languages).toEqual(['ru', 'en']);
    expect(settings.default_language).toBe('ru');
  });

  it.each([
    ['{ theme: ', 'not valid JSON'],
    ['[1, 2]', 'must hold a JSON object'],
    ['{"unknown_key": 1}', 'unknown_key'],
    ['{"extra_currencies": ["EUR"]}', 'extra_currencies'],
    ['{"terms_of_use_url": "javascript:alert(1)"}', 'terms_of_use_url'],
    ['{"support_url": "javascript:alert(1)"}', 'support_url'],
    ['{"default_language": "cn", "available_languages": ["en"]}', 'default_language'],
    ['{"stratum_address": "http://pool.example:3333"}', 'stratum_address'],
    ['{"stratum_address": []}', 'stratum_address'],
  ])('refuses file %s with one line mentioning %s', (text, expected) => {
    writeSettings(text);
    const message = messageOf(() => parsePoolSettings(file, {}));
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it('lists one stratum address or several (regions, a TLS port), from the file or POOL_STRATUM_ADDRESS', () => {
    const stratum = (settings: ReturnType<typeof parsePoolSettings>) =>
      toPoolAddresses(settings).filter((entry) => entry.type === 'stratum');
    expect(stratum(parsePoolSettings(undefined, {}))).toEqual([
      { type: 'stratum', address: 'stratum+tcp://localhost:3333' },
    ]);
    const several = parsePoolSettings(undefined, {
      POOL_STRATUM_ADDRESS: 'stratum+tcp://eu.pool.example:3333, stratum+ssl://eu.pool.example:3443',
    });
    expect(stratum(several).map((entry) => entry.address)).toEqual([
      'stratum+tcp://eu.pool.example:3333',
      'stratum+ssl://eu.pool.example:3443',
    ]);
    writeSettings({ stratum_address: 'stratum+tcp://asia.pool.example:3333' });
    expect(stratum(parsePoolSettings(file, {})).map((entry) => entry.address)).toEqual([
      'stratum+tcp://asia.pool.example:3333',
    ]);
  });

  it('reads the explorer link templates, turns them off with off, and refuses one without its placeholder', () => {
    const own = parsePoolSettings(undefined, {
      POOL_EXPLORER_TX_URL: 'https://explorer.example/tx/{txid}',
      POOL_EXPLORER_ADDRESS_URL: 'off',
      POOL_EXPLORER_BLOCK_URL: 'https://explorer.example/block/{hash}',
    });
    expect(own.explorer_tx_url).toBe('https://explorer.example/tx/{txid}');
    expect(own.explorer_address_url).toBeNull();
    expect(own.explorer_block_url).toBe('https://explorer.example/block/{hash}');
    for (const bad of ['https://explorer.example/tx/', 'javascript:alert({txid})']) {
      expect(messageOf(() => parsePoolSettings(undefined, { POOL_EXPLORER_TX_URL: bad }))).toContain('explorer_tx_url');
    }
  });

  it('reads the reject warning from POOL_REJECT_WARNING_PERCENT and refuses what is not a percent', () => {
    expect(parsePoolSettings(undefined, { POOL_REJECT_WARNING_PERCENT: '2.5' }).reject_warning_percent).toBe(2.5);
    for (const bad of ['high', '101', '-1']) {
      expect(messageOf(() => parsePoolSettings(undefined, { POOL_REJECT_WARNING_PERCENT: bad }))).toContain(
        'reject_warning_percent',
      );
    }
  });

  it('refuses a flag that is not true or false', () => {
    expect(messageOf(() => parsePoolSettings(undefined, { POOL_TAX_CALCULATOR_ENABLED: 'yes' }))).toContain(
      'tax_calculator_enabled',
    );
  });

  it('names a missing file', () => {
    expect(messageOf(() => parsePoolSettings(path.join(dir, 'missing.json'), {}))).toContain('ENOENT');
  });
});

describe('PoolSettingsStore', () => {
  it('re-reads the file when it changes and keeps the last good settings after a broken edit', () => {
    const errors: string[] = [];
    writeSettings({ theme: 'light' }, new Date(2026, 0, 1));
    const store = new PoolSettingsStore(file, {}, (message) => errors.push(message));
    expect(store.get().theme).toBe('light');

    writeSettings({ theme: 'dark', tax_calculator_enabled: true }, new Date(2026, 0, 2));
    expect(store.get().theme).toBe('dark');
    expect(store.get().tax_calculator_enabled).toBe(true);

    writeSettings('{ broken', new Date(2026, 0, 3));
    expect(store.get().theme).toBe('dark');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Keeping the previous settings');
  });

  it('puts the demo’s flags beneath the file and the environment, which still turn them off', () => {
    writeSettings({ theme: 'light' }, new Date(2026, 0, 4));
    const demo = new PoolSettingsStore(file, {}, () => undefined, demoPoolSettings);
    expect(demo.get()).toMatchObject({ mining_report_enabled: true, tax_calculator_enabled: true });
    writeSettings({ mining_report_enabled: false }, new Date(2026, 0, 5));
    expect(demo.get()).toMatchObject({ mining_report_enabled: false, tax_calculator_enabled: true });
    const fromEnv = new PoolSettingsStore(
      file,
      { POOL_TAX_CALCULATOR_ENABLED: 'false' },
      () => undefined,
      demoPoolSettings,
    );
    expect(fromEnv.get().tax_calculator_enabled).toBe(false);
    expect(new PoolSettingsStore(file, {}, () => undefined).get().tax_calculator_enabled).toBe(false);
  });

  it('fails at construction when the settings are invalid', () => {
    writeSettings({ theme: 42 });
    expect(() => new PoolSettingsStore(file, {}, () => undefined)).toThrow(PoolSettingsError);
  });
});
