/** The address a watcher token opens (spec §2 /watch/{watcherToken}). */
export function watcherLinkOf(token: string, origin: string = window.location.origin): string {
  return `${origin}/watch/${encodeURIComponent(token)}`;
}
