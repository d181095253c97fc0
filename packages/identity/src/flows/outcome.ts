import type { FlowRecord } from '../repository/flows.js';

/**
 * What a submission led to; the route turns it into Kratos's responses:
 * - `invalid`: the flow (now with messages) — 400 JSON, or 303 back to the UI for a form post;
 * - `flow`: the flow moved on (code sent, settings saved) — 200 JSON, or 303 to `redirectTo`;
 * - `done`: login/registration finished — 200 `body`, or 303 to `redirectTo`;
 * - `redirect`: the browser must go elsewhere first — 422 `browser_location_change_required`, or 303.
 */
export type SubmitOutcome =
  | { kind: 'invalid'; flow: FlowRecord }
  | { kind: 'flow'; flow: FlowRecord; redirectTo: string }
  | { kind: 'done'; body: Record<string, unknown>; redirectTo: string }
  | { kind: 'redirect'; redirectTo: string };
