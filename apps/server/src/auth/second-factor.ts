import { ApiError } from '../http/api-error.js';
import type { Actor } from './actor.js';
import type { IdentityProvider } from './identity-provider.js';

/** How recent a second factor must be for a sensitive action, by default. */
export const defaultFreshSecondFactorSeconds = 5 * 60;

/**
 * Sensitive actions (removing an account, payout addresses and limits) need a second
 * factor proven within the last minutes, when the user has one: otherwise 403
 * mfa_required, and the app opens the second-factor dialog and retries.
 */
export async function requireFreshSecondFactor(
  identity: IdentityProvider,
  actor: Extract<Actor, { kind: 'user' }>,
  maxAgeSeconds: number = defaultFreshSecondFactorSeconds,
): Promise<void> {
  const credentials = await identity.credentialsOf(actor.identityId);
  if (!credentials.totp && !credentials.lookup_secret && !credentials.webauthn) return;
  const age = identity.secondFactorAge(actor.session);
  if (age === undefined || age > maxAgeSeconds) {
    throw new ApiError(403, 'mfa_required', 'Additional authentication required');
  }
}
