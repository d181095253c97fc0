import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const bitcoinSource = fileURLToPath(new URL('./packages/bitcoin/src/index.ts', import.meta.url));
const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const identitySource = fileURLToPath(new URL('./packages/identity/src/index.ts', import.meta.url));
const stratumSource = fileURLToPath(new URL('./apps/stratum/src/index.ts', import.meta.url));
const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** `npm test` runs every project: pure units, the server on real PostgreSQL, the web units, end to end. */
export default defineConfig({
  resolve: {
    alias: {
      '@pool/bitcoin': bitcoinSource,
      '@pool/contract': contractSource,
      '@pool/identity': identitySource,
      '@pool/stratum': stratumSource,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Pure units, and the JSON-RPC client against a node double on loopback.
        test: { name: 'bitcoin', include: ['packages/bitcoin/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Real TCP on loopback; no database: the ingestion side is a loopback HTTP server or the real app.
        test: { name: 'stratum', include: ['apps/stratum/src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The identity service shares the server's PostgreSQL set-up (a migrated template database).
          include: ['apps/server/src/**/*.test.ts', 'packages/identity/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: {
          alias: [
            { find: '@pool/contract', replacement: contractSource },
            { find: '@', replacement: webSource },
          ],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Texts show the pool's UTC times with the viewer's local time beside them: the
          // expected texts are written for a viewer on UTC, whatever the machine's zone.
          env: { TZ: 'UTC' },
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
