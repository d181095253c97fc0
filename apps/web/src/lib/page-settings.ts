import { extraCurrencies, poolSettingsElementId, type PoolPageSettings } from '@pool/contract';

/** What the app assumes when the page carries no (valid) settings. */
export const defaultPageSettings: PoolPageSettings = {
  theme: 'light',
  mining_report_enabled: false,
  tax_calculator_enabled: false,
  extra_currencies: ['USDT'],
  terms_of_use_url: null,
  price_service_url: null,
};

/**
 * The runtime settings the server wrote into index.html (product §1). Missing or broken
 * settings (the Vite dev server, a hand-edited page) fall back to the defaults.
 */
export function readPageSettings(doc: Document = document): PoolPageSettings {
  const text = doc.getElementById(poolSettingsElementId)?.textContent;
  if (!text) return defaultPageSettings;
  try {
    const parsed = pageSettingsOf(JSON.parse(text));
    if (parsed) return parsed;
    console.warn('Pool settings in the page are invalid; using defaults');
  } catch {
    console.warn('Pool settings in the page are not JSON; using defaults');
  }
  return defaultPageSettings;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The settings as `poolPageSettingsSchema` reads them (unknown keys left out), or undefined
 * when they do not fit it. Checked by hand rather than by the schema, so the first page
 * loads without the schema library; page-settings.test.ts holds the two
 * to the same answers.
 */
export function pageSettingsOf(value: unknown): PoolPageSettings | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const currencies = v.extra_currencies;
  if (
    !isString(v.theme) ||
    typeof v.mining_report_enabled !== 'boolean' ||
    typeof v.tax_calculator_enabled !== 'boolean' ||
    !Array.isArray(currencies) ||
    !currencies.every((item) => (extraCurrencies as readonly unknown[]).includes(item)) ||
    !isStringOrNull(v.terms_of_use_url) ||
    !isStringOrNull(v.price_service_url) ||
    (v.sentry_dsn !== undefined && !isStringOrNull(v.sentry_dsn)) ||
    (v.support_url !== undefined && !isStringOrNull(v.support_url)) ||
    (v.explorer_tx_url !== undefined && !isStringOrNull(v.explorer_tx_url)) ||
    (v.explorer_address_url !== undefined && !isStringOrNull(v.explorer_address_url)) ||
    (v.explorer_block_url !== undefined && !isStringOrNull(v.explorer_block_url)) ||
    (v.reject_warning_percent !== undefined &&
      (typeof v.reject_warning_percent !== 'number' ||
        v.reject_warning_percent < 0 ||
        v.reject_warning_percent > 100)) ||
    (v.sentry_environment !== undefined && !isString(v.sentry_environment))
  ) {
    return undefined;
  }
  const settings: PoolPageSettings = {
    theme: v.theme,
    mining_report_enabled: v.mining_report_enabled,
    tax_calculator_enabled: v.tax_calculator_enabled,
    extra_currencies: currencies as PoolPageSettings['extra_currencies'],
    terms_of_use_url: v.terms_of_use_url,
    price_service_url: v.price_service_url,
  };
  if ('sentry_dsn' in v && v.sentry_dsn !== undefined) settings.sentry_dsn = v.sentry_dsn;
  if (v.sentry_environment !== undefined) settings.sentry_environment = v.sentry_environment;
  if ('support_url' in v && v.support_url !== undefined) settings.support_url = v.support_url;
  if (typeof v.reject_warning_percent === 'number') settings.reject_warning_percent = v.reject_warning_percent;
  if (v.explorer_tx_url !== undefined) settings.explorer_tx_url = v.explorer_tx_url;
  if (v.explorer_address_url !== undefined) settings.explorer_address_url = v.explorer_address_url;
  if (v.explorer_block_url !== undefined) settings.explorer_block_url = v.explorer_block_url;
  return settings;
}

let current: PoolPageSettings = defaultPageSettings;

export function setPageSettings(settings: PoolPageSettings): void {
  current = settings;
}

export function getPageSettings(): PoolPageSettings {
  return current;
}
