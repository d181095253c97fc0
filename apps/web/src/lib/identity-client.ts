import { Configuration, FrontendApi } from '@ory/client-fetch';
import { identityBasePath } from '@pool/contract';

/**
 * The identity service, reached only through the Ory Kratos protocol (the official
 * SDK), so the app works unchanged against our service or a real Ory Kratos. Cookies
 * carry the browser session; the base follows the configuration's `auth` address.
 */
let api = create(identityBasePath);

function create(basePath: string): FrontendApi {
  const absolute = new URL(basePath, window.location.origin).toString().replace(/\/$/, '');
  // Every self-service call asks for JSON (Kratos's CLIENT-EXPECTATIONS §2): a browser flow
  // then answers with the flow or its error instead of a 303 to the UI.
  return new FrontendApi(
    new Configuration({ basePath: absolute, credentials: 'include', headers: { Accept: 'application/json' } }),
  );
}

/** Product §4: when the configuration arrives, its auth address becomes the identity base. */
export function setIdentityBase(address: string): void {
  if (address) api = create(address);
}

export function identityApi(): FrontendApi {
  return api;
}
