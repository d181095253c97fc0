import { z } from 'zod';
import { extraCurrencies, languages } from './settings-constants.js';

export * from './settings-constants.js';

export const languageSchema = z.enum(languages);

export const extraCurrencySchema = z.enum(extraCurrencies);

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
  /** Where the account panel's "Support" leads (https, mailto: or a path); absent or null: no such link. */
  support_url: z.string().nullable().optional(),
  /**
   * Block explorer links for transactions, addresses and blocks: templates with `{txid}`,
   * `{address}` or `{hash}`; absent or null: the ids are shown without a link.
   */
  explorer_tx_url: z.string().nullable().optional(),
  explorer_address_url: z.string().nullable().optional(),
  explorer_block_url: z.string().nullable().optional(),
  /** The 15-minute reject rate (percent) from which the workers table flags a worker; absent: 5. */
  reject_warning_percent: z.number().min(0).max(100).optional(),
  sentry_environment: z.string().optional(),
});
export type PoolPageSettings = z.infer<typeof poolPageSettingsSchema>;
