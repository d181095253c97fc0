/** Hashrate figures are recomputed every minute on the server; the screens follow. */
export const liveRefreshMs = 60_000;
