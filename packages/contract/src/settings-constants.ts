/**
 * The page settings' constants, apart from their schemas: the first page of the SPA takes
 * these without zod. settings.ts re-exports them.
 */

/** Interface languages (product §1). `cn` is the product's code for Chinese. */
export const languages = ['en', 'ru', 'cn'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

/** Currencies shown beside BTC (product §3). */
export const extraCurrencies = ['USDT', 'RUB'] as const;
export type ExtraCurrency = (typeof extraCurrencies)[number];

/**
 * The theme value that selects the dark look; any other value selects the light one
 * (product §1: "one particular value selects one look, any other value selects the other").
 */
export const darkThemeValue = 'dark';

export type Look = 'light' | 'dark';

/** Product §1: one particular theme value selects one look, any other value the other. */
export function lookOf(theme: string): Look {
  return theme === darkThemeValue ? 'dark' : 'light';
}

/** The id of the `<script type="application/json">` element that carries the settings. */
export const poolSettingsElementId = 'pool-settings';

/**
 * The public price service's spot prices the app asks for (product §7, Coinbase's
 * protocol `GET {url}/v2/prices/{pair}/spot`), in this order: BTC-USD and the tether's USD
 * price (BTC in USDT is their quotient), then BTC-RUB only when RUB is shown. The server
 * asks the browser to fetch the same addresses with the dashboard's files (web/spa.ts).
 */
export function priceServiceSpotUrls(serviceUrl: string, currencies: readonly ExtraCurrency[]): string[] {
  const pairs = ['BTC-USD', 'USDT-USD', ...(currencies.includes('RUB') ? ['BTC-RUB'] : [])];
  return pairs.map((pair) => `${serviceUrl}/v2/prices/${pair}/spot`);
}
