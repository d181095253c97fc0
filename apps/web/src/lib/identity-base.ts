import { identityBasePath } from '@pool/contract';

/**
 * Where the identity service lives: `/api/identity` until the configuration's `auth`
 * address arrives (product §4). Kept apart from the SDK (lib/identity-client.ts), so a page
 * that only checks the session loads no SDK.
 */
let base: string | undefined;

function absolute(basePath: string): string {
  return new URL(basePath, window.location.origin).toString().replace(/\/$/, '');
}

/** Product §4: when the configuration arrives, its auth address becomes the identity base. */
export function setIdentityBase(address: string): void {
  if (address) base = absolute(address);
}

/** The identity service's absolute base address. */
export function identityBase(): string {
  // Worked out on first use, not when the module loads: the build also renders the sign-in pages outside a browser.
  base ??= absolute(identityBasePath);
  return base;
}
