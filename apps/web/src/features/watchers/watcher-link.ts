/** The address a watcher token opens (product §2 /watch/{watcherToken}). */
export function watcherLinkOf(token: string, origin: string = window.location.origin): string {
  return `${origin}/watch/${encodeURIComponent(token)}`;
}
