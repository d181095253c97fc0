import type { ContinueWith } from '@ory/client-fetch';

/** Where the client goes after a submission: an app path, or an address outside the app. */
export type Destination = { kind: 'app'; to: string } | { kind: 'external'; to: string };

/** CLIENT-EXPECTATIONS §4: the items a client follows, in this order. */
const priority = ['show_settings_ui', 'show_recovery_ui', 'show_verification_ui', 'redirect_browser_to'] as const;
const appPaths = {
  show_settings_ui: '/settings',
  show_recovery_ui: '/auth/recovery',
  show_verification_ui: '/auth/verification',
} as const;

/** An address as an app path when it is on this origin, else as an external address. */
export function destinationOf(address: string): Destination {
  try {
    const url = new URL(address, window.location.origin);
    if (url.origin === window.location.origin) return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', to: url.toString() };
  } catch {
    return { kind: 'app', to: '/' };
  }
}

/** The first `continue_with` item the client follows, as a destination; none when there is nothing to follow. */
export function continueWithDestination(
  items: readonly ContinueWith[] | undefined,
  paths: Partial<Record<keyof typeof appPaths, string>> = {},
): Destination | undefined {
  if (!items?.length) return undefined;
  for (const action of priority) {
    const item = items.find((entry) => entry.action === action);
    if (!item) continue;
    if (item.action === 'redirect_browser_to') return destinationOf(item.redirect_browser_to);
    if (
      item.action === 'show_settings_ui' ||
      item.action === 'show_recovery_ui' ||
      item.action === 'show_verification_ui'
    ) {
      const path = paths[item.action] ?? appPaths[item.action];
      return { kind: 'app', to: `${path}?flow=${encodeURIComponent(item.flow.id)}` };
    }
  }
  return undefined;
}
