import type { InitOverrideFunction } from '@ory/client-fetch';

/**
 * Every self-service call asks for JSON (CLIENT-EXPECTATIONS §2): a browser flow then
 * answers with the flow or its error instead of a 303 to the UI.
 */
export const acceptJson: InitOverrideFunction = async ({ init }) => ({
  headers: { ...init.headers, Accept: 'application/json' },
});
