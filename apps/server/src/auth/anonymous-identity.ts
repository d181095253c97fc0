import type { IdentityProvider } from './identity-provider.js';

/**
 * Interim: until the in-process identity service is mounted, nobody is signed in
 * (the behaviour of the walking skeleton). Replaced by packages/identity.
 */
export const anonymousIdentity: IdentityProvider = {
  sessionFromRequest: async () => ({ kind: 'none' }),
  getIdentity: async () => undefined,
  setLanguage: async () => undefined,
  credentialsOf: async () => ({ password: false, totp: false, lookup_secret: false, webauthn: false }),
  secondFactorAge: () => undefined,
};
