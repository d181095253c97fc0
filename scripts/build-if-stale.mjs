// Builds the contract, the SPA and the server when their output is missing or older
// than their sources, so `npm start` and `npm test` work on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// A dependency's upgrade (the lock file) or a compiler setting changes every output too.
const sharedSources = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/tsconfig.json',
];
const parts = [
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/tsconfig.json',
      'apps/stratum/src',
      'apps/stratum/tsconfig.json',
      'packages/bitcoin/src',
      'packages/bitcoin/tsconfig.json',
      'packages/identity/src',
      'packages/identity/tsconfig.json',
      ...sharedSources,
    ],
    command: 'npx tsc -b apps/server',
  },
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build-plugins.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...sharedSources,
    ],
    command: 'npm run build --silent -w @pool/web',
  },
];

for (const part of parts) {
  const built = newestMtime(part.output);
  const changed = Math.max(...part.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building ${part.name}…`);
    execSync(part.command, { cwd: root, stdio: 'inherit' });
  }
}
