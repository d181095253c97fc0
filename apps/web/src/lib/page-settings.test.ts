import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poolPageSettingsSchema, type PoolPageSettings } from '@pool/contract';
import { getPageSettings, pageSettingsOf, readPageSettings, setPageSettings } from './page-settings';

const defaults: PoolPageSettings = {
  theme: 'light',
  mining_report_enabled: false,
  tax_calculator_enabled: false,
  extra_currencies: ['USDT'],
  terms_of_use_url: null,
  price_service_url: null,
};

const written: PoolPageSettings = {
  theme: 'dark',
  mining_report_enabled: true,
  tax_calculator_enabled: true,
  extra_currencies: ['USDT', 'RUB'],
  terms_of_use_url: 'https://pool.example/terms',
  price_service_url: 'https://prices.example',
};

/** A page whose settings element holds `text`; no element at all when `text` is undefined. */
function pageWith(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('pool');
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.id = 'pool-settings';
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('readPageSettings', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the settings the server wrote into the page', () => {
    expect(readPageSettings(pageWith(JSON.stringify(written)))).toEqual(written);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps any theme value as written', () => {
    expect(readPageSettings(pageWith(JSON.stringify({ ...written, theme: 'neon' }))).theme).toBe('neon');
  });

  it.each([
    ['there is no settings element', undefined],
    ['the element is empty', ''],
  ])('uses the defaults when %s', (_case, text) => {
    expect(readPageSettings(pageWith(text))).toEqual(defaults);
  });

  it('uses the defaults and warns when the settings are not JSON', () => {
    expect(readPageSettings(pageWith('{ theme: dark'))).toEqual(defaults);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a field is missing', { ...written, terms_of_use_url: undefined }],
    ['a flag is not a boolean', { ...written, mining_report_enabled: 'yes' }],
    ['a currency is unknown', { ...written, extra_currencies: ['USDT', 'EUR'] }],
    ['the settings are not an object', ['dark']],
    ['the settings are null', null],
  ])('uses the defaults and warns when %s', (_case, settings) => {
    expect(readPageSettings(pageWith(JSON.stringify(settings)))).toEqual(defaults);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads the current document by default', () => {
    const script = document.createElement('script');
    script.id = 'pool-settings';
    script.type = 'application/json';
    script.textContent = JSON.stringify(written);
    document.body.append(script);
    try {
      expect(readPageSettings()).toEqual(written);
    } finally {
      script.remove();
    }
  });
});

describe('page settings holder', () => {
  it('starts with the defaults and returns what was set', () => {
    expect(getPageSettings()).toEqual(defaults);
    setPageSettings(written);
    expect(getPageSettings()).toEqual(written);
  });
});

describe('pageSettingsOf', () => {
  const samples: unknown[] = [
    defaults,
    written,
    { ...written, sentry_dsn: 'https://key@sentry.example/1', sentry_environment: 'staging' },
    { ...written, sentry_dsn: null },
    { ...written, sentry_dsn: undefined },
    { ...written, support_url: 'mailto:help@pool.example' },
    { ...written, support_url: null },
    { ...written, support_url: 7 },
    { ...written, reject_warning_percent: 2.5 },
    { ...written, explorer_tx_url: 'https://mempool.space/tx/{txid}', explorer_address_url: null },
    { ...written, explorer_tx_url: 7 },
    { ...written, reject_warning_percent: 101 },
    { ...written, reject_warning_percent: '5' },
    { ...written, unknown_key: 1 },
    { ...written, theme: 1 },
    { ...written, mining_report_enabled: 'yes' },
    { ...written, tax_calculator_enabled: null },
    { ...written, extra_currencies: ['EUR'] },
    { ...written, extra_currencies: 'USDT' },
    { ...written, extra_currencies: [] },
    { ...written, terms_of_use_url: undefined },
    { ...written, price_service_url: 3 },
    { ...written, sentry_dsn: 5 },
    { ...written, sentry_environment: null },
    null,
    [],
    'settings',
    {},
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'answers as poolPageSettingsSchema does for %s',
    (_name, sample) => {
      const parsed = poolPageSettingsSchema.safeParse(sample);
      expect(pageSettingsOf(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
