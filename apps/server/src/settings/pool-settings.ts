import fs from 'node:fs';
import { z } from 'zod';
import {
  defaultRejectWarningPercent,
  extraCurrencySchema,
  languageSchema,
  languages,
  type CurrentPoolResponse,
  type Language,
  type PoolPageSettings,
} from '@pool/contract';
import { describeIssues } from '../config.js';
import { StartupError } from '../startup-error.js';

/** A block explorer link template: an http(s) URL with its placeholder; null: no links. */
function explorerTemplate(placeholder: string) {
  return z
    .string()
    .refine(
      (value) => /^https?:\/\//.test(value) && value.includes(placeholder),
      `must be an http(s) URL with ${placeholder} in it, or off`,
    )
    .nullable();
}

/** A stratum address as a miner types it into a rig: stratum+tcp:// or, for TLS, stratum+ssl://, a host and a port. */
const stratumUrl = z
  .string()
  .regex(/^stratum\+(?:tcp|ssl|tls):\/\/[^\s/:]+:\d{1,5}$/, 'must be stratum+tcp://host:port (or stratum+ssl://)');

/**
 * Pool settings as an operator writes them, in a JSON file or the environment.
 * The file may change while the server runs; the environment wins over the file.
 */
const poolSettingsSchema = z
  .object({
    theme: z.string().max(50).default('light'),
    mining_report_enabled: z.boolean().default(false),
    tax_calculator_enabled: z.boolean().default(false),
    extra_currencies: z.array(extraCurrencySchema).default(['USDT']),
    terms_of_use_url: z
      .string()
      .refine((value) => /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL or a path starting with /')
      .nullable()
      .default(null),
    support_url: z
      .string()
      .refine(
        (value) => /^(https?:\/\/|mailto:|\/)/.test(value),
        'must be an http(s) URL, a mailto: address or a path starting with /',
      )
      .nullable()
      .default(null),
    reject_warning_percent: z.number().min(0).max(100).default(defaultRejectWarningPercent),
    explorer_tx_url: explorerTemplate('{txid}').default('https://mempool.space/tx/{txid}'),
    explorer_address_url: explorerTemplate('{address}').default('https://mempool.space/address/{address}'),
    explorer_block_url: explorerTemplate('{hash}').default('https://mempool.space/block/{hash}'),
    price_service_url: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/$/, ''))
      .nullable()
      .default('https://api.coinbase.com'),
    default_language: languageSchema.default('en'),
    available_languages: z
      .array(languageSchema)
      .min(1)
      .default([...languages]),
    /**
     * Where miners point their rigs: one address, or several (regions, a TLS port), in the
     * order the app lists them. POOL_STRATUM_ADDRESS takes them separated by commas.
     */
    stratum_address: z
      .union([stratumUrl, z.array(stratumUrl).min(1).max(10)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .default(['stratum+tcp://localhost:3333']),
    api_address: z.string().min(1).default('/api/backend'),
    auth_address: z.string().min(1).default('/api/identity'),
    /**
     * The Sentry project of the error reporting of both the server and the app; null: no
     * reporting. A DSN is a public key, meant to be sent to browsers.
     */
    sentry_dsn: z
      .url({ protocol: /^https?$/ })
      .refine((value) => {
        const url = new URL(value);
        return url.username !== '' && /^\/.+/.test(url.pathname);
      }, 'must be a Sentry DSN: https://<public key>@<host>/<project id>')
      .nullable()
      .default(null),
    sentry_environment: z.string().min(1).max(64).default('production'),
  })
  .strict()
  .refine((s) => s.available_languages.includes(s.default_language), {
    message: 'default_language must be one of available_languages',
    path: ['default_language'],
  });

export type PoolSettings = z.infer<typeof poolSettingsSchema>;

/** Environment variables that override keys of the settings file. */
const envKeys = {
  POOL_THEME: 'theme',
  POOL_MINING_REPORT_ENABLED: 'mining_report_enabled',
  POOL_TAX_CALCULATOR_ENABLED: 'tax_calculator_enabled',
  POOL_EXTRA_CURRENCIES: 'extra_currencies',
  POOL_TERMS_OF_USE_URL: 'terms_of_use_url',
  POOL_SUPPORT_URL: 'support_url',
  POOL_REJECT_WARNING_PERCENT: 'reject_warning_percent',
  POOL_EXPLORER_TX_URL: 'explorer_tx_url',
  POOL_EXPLORER_ADDRESS_URL: 'explorer_address_url',
  POOL_EXPLORER_BLOCK_URL: 'explorer_block_url',
  POOL_PRICE_SERVICE_URL: 'price_service_url',
  POOL_DEFAULT_LANGUAGE: 'default_language',
  POOL_AVAILABLE_LANGUAGES: 'available_languages',
  POOL_STRATUM_ADDRESS: 'stratum_address',
  POOL_API_ADDRESS: 'api_address',
  POOL_AUTH_ADDRESS: 'auth_address',
  // The Sentry SDKs' own variable names: one variable turns reporting on for server and app.
  SENTRY_DSN: 'sentry_dsn',
  SENTRY_ENVIRONMENT: 'sentry_environment',
} as const satisfies Record<string, keyof PoolSettings>;

const listKeys = new Set<string>(['extra_currencies', 'available_languages', 'stratum_address']);
const flagKeys = new Set<string>(['mining_report_enabled', 'tax_calculator_enabled']);

export class PoolSettingsError extends StartupError {}

function envOverrides(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const [variable, key] of Object.entries(envKeys)) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    if (listKeys.has(key)) {
      overrides[key] = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (flagKeys.has(key)) {
      // Anything but true/false is passed through so that the schema reports it.
      overrides[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    } else if (key === 'reject_warning_percent') {
      // Anything but a number is passed through so that the schema reports it.
      overrides[key] = raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    } else if ((key === 'price_service_url' || key.startsWith('explorer_')) && raw === 'off') {
      overrides[key] = null;
    } else {
      overrides[key] = raw;
    }
  }
  return overrides;
}

function readSettingsFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new PoolSettingsError(`Cannot read pool settings file ${file} (${code}). Create it or fix POOL_CONFIG_FILE.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PoolSettingsError(
      `Pool settings file ${file} is not valid JSON (${(error as Error).message}). Fix the file and start again.`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PoolSettingsError(`Pool settings file ${file} must hold a JSON object. Fix the file and start again.`);
  }
  return value as Record<string, unknown>;
}

/**
 * Parses settings from a file (optional) and the environment, over `defaults` (the demo's
 * own); throws PoolSettingsError with one line.
 */
export function parsePoolSettings(
  file: string | undefined,
  env: NodeJS.ProcessEnv,
  defaults: Partial<PoolSettings> = {},
): PoolSettings {
  const fromFile = file ? readSettingsFile(file) : {};
  const parsed = poolSettingsSchema.safeParse({ ...defaults, ...fromFile, ...envOverrides(env) });
  if (!parsed.success) {
    const source = file ? `pool settings (${file} and POOL_* variables)` : 'pool settings (POOL_* variables)';
    throw new PoolSettingsError(`Invalid ${source}: ${describeIssues(parsed.error)}. Fix them and start again.`);
  }
  return parsed.data;
}

/**
 * Holds the current pool settings. The file is re-read when its modification time
 * changes, so an operator can edit it without a restart or a rebuild. A broken edit
 * is logged and the last good settings stay in force.
 */
export class PoolSettingsStore {
  private current: PoolSettings;
  private fileStamp: number | undefined;

  constructor(
    private readonly file: string | undefined,
    private readonly env: NodeJS.ProcessEnv,
    private readonly onReloadError: (message: string) => void,
    /** Beneath the file and the environment: what a key neither sets defaults to. */
    private readonly defaults: Partial<PoolSettings> = {},
  ) {
    this.current = parsePoolSettings(file, env, defaults);
    this.fileStamp = this.stampOfFile();
  }

  get(): PoolSettings {
    const stamp = this.stampOfFile();
    if (stamp !== this.fileStamp) {
      this.fileStamp = stamp;
      try {
        this.current = parsePoolSettings(this.file, this.env, this.defaults);
      } catch (error) {
        this.onReloadError(`${(error as Error).message} Keeping the previous settings.`);
      }
    }
    return this.current;
  }

  private stampOfFile(): number | undefined {
    if (!this.file) return undefined;
    try {
      return fs.statSync(this.file).mtimeMs;
    } catch {
      return -1;
    }
  }
}

/** The settings object of product §1 written into the page. */
export function toPageSettings(settings: PoolSettings): PoolPageSettings {
  return {
    theme: settings.theme,
    mining_report_enabled: settings.mining_report_enabled,
    tax_calculator_enabled: settings.tax_calculator_enabled,
    extra_currencies: settings.extra_currencies,
    terms_of_use_url: settings.terms_of_use_url,
    support_url: settings.support_url,
    reject_warning_percent: settings.reject_warning_percent,
    explorer_tx_url: settings.explorer_tx_url,
    explorer_address_url: settings.explorer_address_url,
    explorer_block_url: settings.explorer_block_url,
    price_service_url: settings.price_service_url,
    sentry_dsn: settings.sentry_dsn,
    sentry_environment: settings.sentry_environment,
  };
}

export function toPoolAddresses(settings: PoolSettings): CurrentPoolResponse['addresses'] {
  return [
    { type: 'api', address: settings.api_address },
    { type: 'auth', address: settings.auth_address },
    ...settings.stratum_address.map((address) => ({ type: 'stratum' as const, address })),
  ];
}

export function toLanguageSettings(settings: PoolSettings): {
  default_language: Language;
  available_languages: Language[];
} {
  return { default_language: settings.default_language, available_languages: settings.available_languages };
}
