import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { noChunkCyclesPlugin, preactAliases, pureDeclarationsPlugin, releasePlugin } from './build-plugins';

export const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

/** The libraries every page runs: Preact (as React), the router, the query cache and i18next. */
const vendorModule =
  /[\\/]node_modules[\\/](preact|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next)[\\/]/;

/**
 * The sign-in pages' own modules and the identity service's SDK, as one file instead of
 * ten (issue 17 §6); what they share with the signed-in pages (fields, the shell, the
 * flow nodes, the second-factor dialog, account settings) stays in files of its own.
 */
const signInModule =
  /[\\/](src[\\/](features[\\/]auth[\\/](?!second-factor[\\/]|settings[\\/]|nodes\.ts)|app[\\/]routes[\\/]auth-(?!name)|app[\\/]layouts[\\/]public-layout|app[\\/](pool-offer|identity-frame)|lib[\\/]identity-client)|node_modules[\\/]@ory[\\/])/;

const contractModule = /packages[\\/]contract[\\/]src[\\/]/;

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), pureDeclarationsPlugin(contractModule), noChunkCyclesPlugin(), releasePlugin(packageJson.version)],
  resolve: {
    alias: [
      { find: '@pool/contract', replacement: contractSource },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
      // React Router's package exports only its development build (dev warnings kept);
      // the build takes the production one, as the package ships it (issue 17 §6).
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No inline modulepreload polyfill: the CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants (see pureDeclarationsPlugin).
        moduleSideEffects: [{ test: contractModule, sideEffects: false }],
      },
      output: {
        // Each file costs about 1 kB of response headers: the libraries every page runs
        // come as one file, the sign-in pages as another (issue 17 §6).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: vendorModule, priority: 2 },
            { name: 'sign-in', test: signInModule, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/meta': 'http://localhost:8080',
    },
  },
}));
