import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const fakeAssetName = 'assets/index-abc123.js';
/** A file of the dashboard's own, listed as the build lists them (dashboardPreloadsPlugin). */
export const fakeDashboardPreload = '<link rel="modulepreload" crossorigin href="/assets/dashboard-abc123.js">';
export const fakeAssetBody = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A minimal built SPA: index.html with its language, the texts' preload, the settings placeholder and the dashboard's preloads, a hashed asset (+ .br), a locale. */
export function createFakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'static', 'locales'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><link rel="preload" href="/static/locales/en.json" as="fetch" crossorigin /><!--pool-settings--><script type="module" src="/${fakeAssetName}"></script>\n    <!--dashboard-preloads\n    ${fakeDashboardPreload}\n    -->\n  </head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, fakeAssetName), fakeAssetBody);
  fs.writeFileSync(path.join(dir, `${fakeAssetName}.br`), zlib.brotliCompressSync(fakeAssetBody));
  fs.writeFileSync(path.join(dir, 'static', 'locales', 'en.json'), '{"common":{"close":"Close"}}');
  fs.writeFileSync(path.join(dir, 'meta', 'version.json'), '{"version":"0.1.0+test"}');
  return dir;
}
