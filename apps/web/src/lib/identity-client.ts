import { Configuration, FrontendApi } from '@ory/client-fetch';
import { identityBase } from './identity-base';

/**
 * The identity service, reached only through the Ory Kratos protocol (the official
 * SDK), so the app works unchanged against our service or a real Ory Kratos. Cookies
 * carry the browser session; the base follows the configuration's `auth` address
 * (lib/identity-base.ts). The SDK is loaded by the sign-in pages and the second-factor
 * dialog only.
 */
let api: { base: string; client: FrontendApi } | undefined;

export function identityApi(): FrontendApi {
  const base = identityBase();
  if (api?.base !== base) {
    // Every self-service call asks for JSON (Kratos's CLIENT-EXPECTATIONS §2): a browser flow
    // then answers with the flow or its error instead of a 303 to the UI.
    const client = new FrontendApi(
      new Configuration({ basePath: base, credentials: 'include', headers: { Accept: 'application/json' } }),
    );
    api = { base, client };
  }
  return api.client;
}
