import { z } from 'zod';

/** Interface languages (product §1). `cn` is the product's code for Chinese. */
export const languages = ['en', 'ru', 'cn'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const fallbackLanguage: Language = 'en';

/** Currencies shown beside BTC (product §3). */
export const extraCurrencySchema = z.enum(['USDT', 'RUB']);
export type ExtraCurrency = z.infer<typeof extraCurrencySchema>;

/**
 * The theme value that selects the dark look; any other value selects the light one
 * (product §1: "one particular value selects one look, any other value selects the other").
 */
export const darkThemeValue = 'dark';

/**
 * The runtime settings object the server writes into index.html at request time
 * (product §1). Never baked into the build.
 */
export const poolPageSettingsSchema = z.object({
  theme: z.string(),
  mining_report_enabled: z.boolean(),
  tax_calculator_enabled: z.boolean(),
  extra_currencies: z.array(extraCurrencySchema),
  terms_of_use_url: z.string().nullable(),
  /**
   * The public price service the app asks first for exchange rates (Coinbase's
   * /v2/prices/{pair}/spot protocol); null: the app asks only the pool's own proxy.
   */
  price_service_url: z.string().nullable(),
  /**
   * Error reporting (product §8): the Sentry DSN the app reports to, and the environment
   * tag; absent or null: none. Optional so a page written by an older server still parses.
   */
  sentry_dsn: z.string().nullable().optional(),
  sentry_environment: z.string().optional(),
});
export type PoolPageSettings = z.infer<typeof poolPageSettingsSchema>;

/** The id of the `<script type="application/json">` element that carries the settings. */
export const poolSettingsElementId = 'pool-settings';
