import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|json|svg|txt)$/;

/**
 * Writes `meta/version.json` (the deployed build, compared by the SPA's version
 * check) and brotli/gzip copies of every compressible file, which the server sends
 * as they are instead of compressing on each request.
 */
export function releasePlugin(packageVersion: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'pool-release',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const digest = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) digest.update(name);
      const version = `${packageVersion}+${digest.digest('hex').slice(0, 12)}`;
      fs.mkdirSync(path.join(outDir, 'meta'), { recursive: true });
      fs.writeFileSync(path.join(outDir, 'meta', 'version.json'), `${JSON.stringify({ version })}\n`);

      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.endsWith('index.html')) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
