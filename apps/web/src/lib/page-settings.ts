import { poolPageSettingsSchema, poolSettingsElementId, type PoolPageSettings } from '@pool/contract';

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
    const parsed = poolPageSettingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Pool settings in the page are invalid; using defaults', parsed.error.issues);
  } catch {
    console.warn('Pool settings in the page are not JSON; using defaults');
  }
  return defaultPageSettings;
}

let current: PoolPageSettings = defaultPageSettings;

export function setPageSettings(settings: PoolPageSettings): void {
  current = settings;
}

export function getPageSettings(): PoolPageSettings {
  return current;
}
