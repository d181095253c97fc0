import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { releasePlugin } from './build-plugins';

export const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), releasePlugin(packageJson.version)],
  resolve: {
    alias: {
      '@pool/contract': contractSource,
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No inline modulepreload polyfill: the CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/meta': 'http://localhost:8080',
    },
  },
});
