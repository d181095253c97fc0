import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import {
  dashboardPreloadsPlugin,
  inlineStylesheetPlugin,
  keptOffFirstVisitPlugin,
  moduleGraphPlugin,
  separateAreasPlugin,
  noChunkCyclesPlugin,
  prerenderPlugin,
  pureDeclarationsPlugin,
  releasePlugin,
  textAreasPlugin,
} from './build-plugins';

export const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

/** The libraries every page runs: React, the router and i18next. */
const vendorModule =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-router|i18next|react-i18next)[\\/]/;

/**
 * React-i18next's `<Trans>` with its HTML parser (4 kB in gzip), which only the
 * registration's terms take: they come with the sign-in pages' file, not with every page's
 * libraries.
 */
const transModule =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$|html-parse-stringify[\\/]|void-elements[\\/])/;

/** The query cache, which only the signed-in area reads: it comes with the whole app's entry. */
const queryModule = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

/**
 * The sign-in pages' own modules and the identity service's SDK, as one file instead of
 * ten; what they share with the signed-in pages (fields, the shell, the
 * second-factor dialog, account settings) stays in files of its own, and so
 * do the calls on the account's sessions, which only the settings page makes (through the
 * query cache).
 */
const signInModule =
  /[\\/](src[\\/](features[\\/]auth[\\/](?!second-factor[\\/]|settings[\\/]|api[\\/](list|disable)-my-)|app[\\/]routes[\\/]auth-(?!name|password)|app[\\/]layouts[\\/]public-layout|app[\\/](pool-offer|identity-frame)|lib[\\/]identity-client)|node_modules[\\/]@ory[\\/])/;

/**
 * The shared components with what they import, one file (`ui`) instead of about twenty of
 * a kilobyte each; those the prerendered pages take (button, fields, toasts)
 * come with `frame` instead, so the sign-in page loads no others. Not the charts:
 * they bring uPlot, loaded with the first chart (the lazy wrapper and its hook come here);
 * nor the money-change confirmation's content, loaded when it first opens.
 */
const sharedComponentModule =
  /[\\/]src[\\/]components[\\/](?!ui[\\/]chart[\\/](?!lazy-line-chart|use-near-screen)|ui[\\/]dialog[\\/]confirm-change-dialog-content)/;

/**
 * The line chart with uPlot and its theme, loaded together with a page's first chart: one
 * file instead of two (the bar chart of the payments takes uPlot and the theme alone).
 */
const chartModule =
  /[\\/](src[\\/]components[\\/]ui[\\/]chart[\\/](line-chart|chart-theme)\.tsx?$|node_modules[\\/]uplot[\\/])/;

const contractModule = /packages[\\/]contract[\\/]src[\\/]/;

/**
 * The signed-in area in three files instead of about twenty small ones: on
 * HTTP/1.1 each file of a first visit waits for one of six connections and a round trip.
 * `frame` holds the app's own modules both the prerendered pages and the signed-in area
 * bring (the shell, the language switcher, the identity form nodes, the configuration),
 * `main-area` what the area's frame brings beyond them (its layout, the role guards),
 * `dashboard` what the dashboard brings beyond that. None takes what the entry brings,
 * and `main-area` and `dashboard` nothing the sign-in pages bring, so those never load
 * them. Other pages import what they share from these files.
 */
const moduleGraph = moduleGraphPlugin(/packages[\\/]contract[\\/]src[\\/]index\.ts$/);
const entryModule = /[\\/]src[\\/]main\.tsx$/;
/** The entry of the prerendered pages (sign-in, error pages): their routes only. */
const publicEntry = fileURLToPath(new URL('./src/public-main.tsx', import.meta.url));
const publicEntryModule = /[\\/]src[\\/]public-main\.tsx$/;
const mainAreaRoots = [/[\\/]src[\\/]app[\\/]layouts[\\/]main-layout\.tsx$/, /[\\/]src[\\/]app[\\/]schema-guards\.ts$/];
const dashboardRoute = /[\\/]src[\\/]app[\\/]routes[\\/]dashboard\.tsx$/;
const notElsewhere = [entryModule, signInModule];
const mainAreaModule = moduleGraph.reachable(mainAreaRoots, notElsewhere);
const dashboardModule = moduleGraph.reachable([dashboardRoute], [...notElsewhere, ...mainAreaRoots]);
const appModule = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/**
 * What the whole app's entry brings of the app's own modules beyond the prerendered pages
 * and their entry, as one file: left to itself the build puts the small ones the pages
 * import too (the permissions, the session checks, …) into a file each, six requests of
 * under 2 kB.
 */
const bootModule = moduleGraph.reachable([entryModule], [sharedComponentModule, publicEntryModule, signInModule]);
/**
 * `frame`: what both the prerendered pages (their entry, the sign-in pages) and the
 * signed-in area (the whole app's entry, the area's frame) bring: the configuration store,
 * the API client, the texts, the shell.
 */
const publicSideModule = moduleGraph.reachable([publicEntryModule, signInModule]);
const signedInSideModule = moduleGraph.reachable([entryModule, ...mainAreaRoots]);
/**
 * The contract's addresses (`/api/backend`, the XSRF names, …): constants the entry and the
 * pages' calls import, which made a file of 0.6 kB of their own; they come with the libraries.
 */
const contractPaths = /packages[\\/]contract[\\/]src[\\/]paths\.ts$/;
/**
 * The contract modules the entry takes constants of (the configuration's address types, the
 * pages a role opens, the access table the page guards ask, the number formats): small files
 * of their own, they come with the entry's modules.
 * Without their imports: pools.ts's schemas, which the entry does not take, need zod.
 */
/**
 * The contract's constants of money and monitoring (the BTC formatter, the chart periods, the
 * worker statuses), apart from their schemas: the dashboard and the signed-in area's other
 * pages take them, files of under 1 kB of their own; they come with the area's frame.
 */
const signedInContractConstants = /packages[\\/]contract[\\/]src[\\/](money|monitoring)-constants\.ts$/;
const entryContractModule =
  /packages[\\/]contract[\\/]src[\\/](pools|access|access-table|language|settings-constants|figures-format)\.ts$/;
/** Vite's helper of the dynamic imports, which every page makes (its routes are loaded lazily). */
const preloadHelper = /vite[\\/]preload-helper/;

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

const localesDir = fileURLToPath(new URL('./public/static/locales', import.meta.url));

const alias = [
  { find: '@pool/contract', replacement: contractSource },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [
    moduleGraph.plugin,
    react(),
    pureDeclarationsPlugin(contractModule),
    noChunkCyclesPlugin(),
    separateAreasPlugin(['sign-in'], ['main-area', 'dashboard']),
    keptOffFirstVisitPlugin(['sign-in', 'main-area', 'dashboard'], /[\\/]node_modules[\\/]zod[\\/]/),
    // The prerendered pages' entry runs without the query cache and the signed-in area's routes.
    keptOffFirstVisitPlugin(
      ['sign-in'],
      /[\\/](node_modules[\\/]@tanstack[\\/]|src[\\/]app[\\/]router\.tsx$)/,
      publicEntry,
    ),
    dashboardPreloadsPlugin([...mainAreaRoots, dashboardRoute]),
    inlineStylesheetPlugin(),
    releasePlugin(packageJson.version),
    textAreasPlugin(localesDir),
    prerenderPlugin({
      entry: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)),
      pageEntry: publicEntry,
      alias,
      locales: localesDir,
    }),
  ],
  resolve: {
    alias: [
      ...alias,
      // React Router's package exports only its development build (dev warnings kept);
      // the build takes the production one, as the package ships it.
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
    // One stylesheet for the whole app (56 kB, 10.4 kB gzip), written into every document
    // (inlineStylesheetPlugin): a stylesheet blocks the first paint, and on HTTP/1.1 the
    // dashboard's five small ones took five of the six connections ahead of its scripts.
    cssCodeSplit: false,
    sourcemap: true,
    // No inline modulepreload polyfill: the CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), public: publicEntry },
      treeshake: {
        // The contract's modules only declare schemas and constants (see pureDeclarationsPlugin).
        moduleSideEffects: [{ test: contractModule, sideEffects: false }],
      },
      output: {
        // Each file costs a request and its response headers: the libraries every page runs
        // come as one file, the sign-in pages as another, the shared components as a third.
        // The build fails if a grouping makes files import each other.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id) =>
                (vendorModule.test(id) && !transModule.test(id)) || contractPaths.test(id) || preloadHelper.test(id),
              priority: 2,
            },
            {
              name: 'sign-in',
              test: (id) => signInModule.test(id) || transModule.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'boot',
              test: (id) =>
                ((appModule.test(id) || entryContractModule.test(id)) && bootModule(id)) || queryModule.test(id),
              priority: -3,
              includeDependenciesRecursively: false,
            },
            { name: 'ui', test: sharedComponentModule },
            { name: 'chart', test: chartModule },
            {
              name: 'frame',
              test: (id) =>
                (appModule.test(id) || entryContractModule.test(id)) &&
                publicSideModule(id) &&
                (signedInSideModule(id) || sharedComponentModule.test(id)) &&
                !publicEntryModule.test(id) &&
                !signInModule.test(id),
              priority: -1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'main-area',
              test: (id) =>
                (mainAreaModule(id) && !vendorModule.test(id) && !sharedComponentModule.test(id)) ||
                signedInContractConstants.test(id),
              priority: -1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'dashboard',
              test: (id) => dashboardModule(id) && !vendorModule.test(id) && !sharedComponentModule.test(id),
              priority: -2,
              includeDependenciesRecursively: false,
            },
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
