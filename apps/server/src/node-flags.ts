import path from 'node:path';

/**
 * The Node flags the server runs with: `npm start`, docs/deploy.md and every script or
 * test that starts the built server pass them (node-flags.test.ts holds package.json to
 * them). V8's new space of 64 MB semi-spaces instead of 16 MB: a list of a thousand
 * workers allocates megabytes per request, each scavenge cost the event loop time in
 * proportion to what was still live, and fewer of them took a miner's 1,000-worker page
 * at 8 clients from 206 to 175 ms (p95) on 2 cores. It costs about 100 MB more memory.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'];

/** `node`'s arguments that start the built server of the checkout at `root`: the flags, then its main.js. */
export function builtServerArgs(root: string): string[] {
  return [...serverNodeFlags, path.join(root, 'apps/server/dist/main.js')];
}
