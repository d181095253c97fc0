import type pg from 'pg';

export interface IdentityLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface UiPaths {
  login: string;
  registration: string;
  recovery: string;
  verification: string;
  settings: string;
  error: string;
  defaultReturn: string;
}

export interface IdentityOptions {
  /** Shared PostgreSQL pool; the identity tables come from `identityMigrationsDir`. */
  pool: pg.Pool;
  /** Absolute public base, e.g. https://pool.example/api/identity; when undefined derived per request from protocol + Host + the plugin prefix. */
  publicUrl?: string;
  /** SPA origin for UI redirects; when undefined derived from the request (same origin). */
  uiUrl?: string;
  /** SPA paths; see `defaultUiPaths`. The error page gets `?id=`, flow pages `?flow=`. */
  uiPaths?: Partial<UiPaths>;
  /** Extra allowed return_to (and credentialed CORS) origins; the UI origin is always allowed. */
  allowedReturnOrigins?: string[];
  /** Default 8. */
  passwordMinLength?: number;
  /** e.g. smtp://user:pass@host:port ; unset -> outbox only, codes are logged with `logger.info`. */
  smtpUrl?: string;
  /** Default 'Pool <no-reply@localhost>'. */
  courierFrom?: string;
  /** Defaults derived from the request host/origin. */
  webauthn?: { rpName?: string; rpId?: string; origins?: string[] };
  /** Injectable for tests (expiry, TOTP). */
  clock?: () => Date;
  /** Failed login attempts allowed per window, per identifier and per client address (defaults 10, 100, 900 s). */
  loginRateLimit?: { perIdentifier?: number; perAddress?: number; windowSeconds?: number };
  /** How long a session lasts after sign-in; default 24 hours (Kratos's default). */
  sessionLifespanSeconds?: number;
  /** Told after each sign-in that starts a session (the host's sign-in notice); its failure never fails the sign-in. */
  onSignIn?: (signIn: SignIn) => Promise<unknown>;
  logger: IdentityLogger;
}

/** A sign-in that started a session: who, which session, from where. */
export interface SignIn {
  identityId: string;
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
  at: Date;
}

export const defaultUiPaths: UiPaths = {
  login: '/auth/login',
  registration: '/auth/registration',
  recovery: '/auth/recovery',
  verification: '/auth/verification',
  settings: '/settings',
  error: '/500',
  defaultReturn: '/',
};

/** Lifespans and limits, as Kratos's defaults (quickstart config) unless the brief says otherwise. */
export const limits = {
  loginFlowMs: 10 * 60_000,
  registrationFlowMs: 10 * 60_000,
  settingsFlowMs: 60 * 60_000,
  recoveryFlowMs: 60 * 60_000,
  verificationFlowMs: 60 * 60_000,
  codeLifespanMs: 15 * 60_000,
  privilegedSessionMs: 15 * 60_000,
  passwordMaxLength: 72 * 4,
} as const;

export interface ResolvedOptions {
  pool: pg.Pool;
  publicUrl: string | undefined;
  uiUrl: string | undefined;
  uiPaths: UiPaths;
  allowedReturnOrigins: string[];
  passwordMinLength: number;
  smtpUrl: string | undefined;
  courierFrom: string;
  webauthn: { rpName: string; rpId: string | undefined; origins: string[] | undefined };
  clock: () => Date;
  loginRateLimit: { perIdentifier: number; perAddress: number; windowSeconds: number };
  sessionLifespanMs: number;
  onSignIn: ((signIn: SignIn) => Promise<unknown>) | undefined;
  logger: IdentityLogger;
}

export function resolveOptions(options: IdentityOptions): ResolvedOptions {
  return {
    pool: options.pool,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    uiUrl: options.uiUrl ? new URL(options.uiUrl).origin : undefined,
    uiPaths: { ...defaultUiPaths, ...options.uiPaths },
    allowedReturnOrigins: (options.allowedReturnOrigins ?? []).map((origin) => new URL(origin).origin),
    passwordMinLength: options.passwordMinLength ?? 8,
    smtpUrl: options.smtpUrl,
    courierFrom: options.courierFrom ?? 'Pool <no-reply@localhost>',
    webauthn: {
      rpName: options.webauthn?.rpName ?? 'Pool',
      rpId: options.webauthn?.rpId,
      origins: options.webauthn?.origins,
    },
    clock: options.clock ?? (() => new Date()),
    loginRateLimit: {
      perIdentifier: options.loginRateLimit?.perIdentifier ?? 10,
      perAddress: options.loginRateLimit?.perAddress ?? 100,
      windowSeconds: options.loginRateLimit?.windowSeconds ?? 15 * 60,
    },
    sessionLifespanMs: (options.sessionLifespanSeconds ?? 24 * 3600) * 1000,
    onSignIn: options.onSignIn,
    logger: options.logger,
  };
}
