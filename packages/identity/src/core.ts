import type { Courier } from './courier.js';
import type { IdentityDb } from './repository/database.js';
import type { ResolvedOptions } from './options.js';
import type { PasswordPolicy } from './strategies/password-policy.js';

/** What every part of the service needs: database, options, courier, clock. */
export interface Core {
  db: IdentityDb;
  options: ResolvedOptions;
  /** The prefix the routes are mounted under, e.g. `/api/identity`. */
  prefix: string;
  courier: Courier;
  passwordPolicy: PasswordPolicy;
  now(): Date;
  /** Deletes expired rows now and then (called on requests; runs at most every few minutes). */
  housekeeping(): void;
}
