import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin, type Rollup } from 'vite';
import {
  documentLangOf,
  fallbackLanguage,
  languages,
  localeFileOf,
  prerenderedPagePaths,
  prerenderedPagesDir,
  textAreaPath,
  textAreas,
  type TextArea,
  type Language,
} from '@pool/contract';

type OutputBundle = Rollup.OutputBundle;

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
        // Pages are templates the server fills in on each request.
        if (!compressible.test(file) || file.endsWith('.html')) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

type Texts = Record<string, unknown>;

/** A language's texts from the source file in `dir`. */
function readTexts(dir: string, language: Language): Texts {
  return JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Texts;
}

/** The texts of an area (`textAreas`: keys or key prefixes), nested as in the source. */
function areaTexts(texts: Texts, area: TextArea): Texts {
  const picked: Texts = {};
  for (const key of textAreas[area]) {
    const parts = key.split('.');
    const value = parts.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    if (value === undefined) throw new Error(`The texts have no ${key} (textAreas.${area})`);
    let target = picked;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Texts;
    target[parts.at(-1)!] = value;
  }
  return picked;
}

const areas = Object.keys(textAreas) as TextArea[];

/**
 * Writes each language's texts of each area (`textAreas`) to a file of their own,
 * `textAreaPath`, from the source files in `dir`, which stay whole: a first visit to a
 * sign-in page reads a fifth of the texts, to the dashboard a quarter. The dev server
 * answers the same addresses.
 */
export function textAreasPlugin(dir: string): Plugin {
  const files = languages.flatMap((language) =>
    areas.map((area) => ({ language, area, url: textAreaPath(area, language) })),
  );
  return {
    name: 'pool-text-areas',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.find((candidate) => request.url === candidate.url);
        if (!file) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(areaTexts(readTexts(dir, file.language), file.area)));
      });
    },
    generateBundle() {
      for (const { language, area, url } of files) {
        this.emitFile({
          type: 'asset',
          fileName: url.replace(/^\//, ''),
          source: JSON.stringify(areaTexts(readTexts(dir, language), area)),
        });
      }
    },
  };
}

/** The module the prerendering build makes of `entry`, and the function it exports. */
const prerenderModule = 'prerender.mjs';
type RenderPage = (
  path: string,
  language: Language,
  texts: Record<Language, object>,
) => Promise<{ html: string; missingTexts: string[] }>;

/** A `<script type="module">` or `<link rel="modulepreload">` of the app's scripts in index.html. */
const scriptTag = /^[ \t]*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n/gm;
const dashboardPreloadsComment = new RegExp(`[ \\t]*<!--${'dashboard-preloads'}[\\s\\S]*?-->\\n`);

/**
 * The scripts of the entry built from the source file `entry`, as tags for a page's head:
 * each file after the files it imports, as Vite writes them into index.html.
 */
function entryScriptTags(bundle: OutputBundle, entry: string): string {
  const chunks = outputChunks(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entry);
  if (!start) throw new Error(`prerenderPlugin: no entry is built from ${entry}`);
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (ordered.includes(file)) return;
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
    ordered.push(file);
  };
  visit(start.fileName);
  return ordered.map((file) => `    <script type="module" crossorigin src="/${file}"></script>\n`).join('');
}

/**
 * Writes the pages that need no session (the sign-in and error pages,
 * `prerenderedPagePaths`) to HTML in every language, from the built index.html:
 * `prerendered/{language}{path}.html`, which the server sends instead (it picks the
 * visitor's language). The page shows, styled, before any script has run; then the
 * scripts of `pageEntry` (src/public-main.tsx, in place of the whole app's) hydrate it.
 * `entry` exports `renderPage` (src/prerender.tsx), built for Node with the app's aliases;
 * `locales` holds the texts' source files.
 */
export function prerenderPlugin(options: {
  entry: string;
  pageEntry: string;
  alias: AliasOptions;
  locales: string;
}): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'pool-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const serverDir = fs.mkdtempSync(path.join(path.dirname(outDir), '.prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias: options.alias },
            build: {
              ssr: options.entry,
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              rolldownOptions: { output: { entryFileNames: prerenderModule } },
            },
          });
          const { renderPage } = (await import(pathToFileURL(path.join(serverDir, prerenderModule)).href)) as {
            renderPage: RenderPage;
          };
          // The texts the pages have when the browser renders them (`textAreasPlugin`).
          const texts = Object.fromEntries(
            languages.map((language) => [language, areaTexts(readTexts(options.locales, language), 'sign-in')]),
          ) as Record<Language, object>;
          const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const emptyRoot = '<div id="root"></div>';
          if (!index.includes(emptyRoot)) throw new Error(`prerenderPlugin: index.html has no ${emptyRoot}`);
          // The whole app's scripts (and the dashboard's preloads) give way to the pages' own.
          const pageScripts = entryScriptTags(bundle, options.pageEntry);
          let scriptsPlaced = false;
          const template = index.replace(dashboardPreloadsComment, '').replace(scriptTag, () => {
            if (scriptsPlaced) return '';
            scriptsPlaced = true;
            return pageScripts;
          });
          if (!scriptsPlaced) throw new Error('prerenderPlugin: index.html has no scripts');
          for (const language of languages) {
            for (const page of prerenderedPagePaths) {
              const { html, missingTexts } = await renderPage(page, language, texts);
              if (missingTexts.length > 0)
                throw new Error(`${page} shows texts outside textAreas['sign-in']: ${missingTexts.join(', ')}`);
              const file = path.join(outDir, prerenderedPagesDir, language, `${page}.html`);
              fs.mkdirSync(path.dirname(file), { recursive: true });
              fs.writeFileSync(
                file,
                template
                  .replace(/<html lang="[^"]*">/, `<html lang="${documentLangOf(language)}">`)
                  .replace(localeFileOf(fallbackLanguage), textAreaPath('sign-in', language))
                  .replace(emptyRoot, `<div id="root">${html}</div>`),
              );
            }
          }
        } finally {
          fs.rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Fails the build when output files import each other in a circle. A chunk group that
 * takes some modules but not their imports (vite.config.ts, `sign-in`) can make one: the
 * first file to run then reads the other's bindings before they exist, which breaks a
 * page at run time (it did the second-factor sign-in). Put the module that closes the
 * circle into the group instead.
 */
export function noChunkCyclesPlugin(): Plugin {
  return {
    name: 'pool-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') imports.set(file, output.imports);
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file)) throw new Error(`Output files import each other: ${[...path, file].join(' → ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/**
 * Marks every call a module makes while it loads (outside any function) as pure, so the
 * build drops the ones whose result nothing uses. For modules that only declare, like the
 * contract's schemas and constants: a page that takes a path or a language list does not
 * take the schemas beside it, nor zod. Scoped to those modules: a global
 * `manualPureFunctions: ['z']` also dropped calls to any minified library's function
 * named `z` (a render function was one).
 */
export function pureDeclarationsPlugin(modules: RegExp): Plugin {
  return {
    name: 'pool-pure-declarations',
    apply: 'build',
    transform(code, id) {
      if (!modules.test(id)) return null;
      const starts = new Set<number>();
      collectLoadTimeCalls(this.parse(code), starts);
      if (starts.size === 0) return null;
      let annotated = '';
      let from = 0;
      for (const start of [...starts].sort((a, b) => a - b)) {
        annotated += `${code.slice(from, start)}/* @__PURE__ */ `;
        from = start;
      }
      return { code: annotated + code.slice(from), map: null };
    },
  };
}

const functionNodes = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function collectLoadTimeCalls(node: unknown, starts: Set<number>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectLoadTimeCalls(child, starts);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const { type, start } = node as { type?: unknown; start?: unknown };
  if (typeof type === 'string' && functionNodes.has(type)) return;
  if ((type === 'CallExpression' || type === 'NewExpression') && typeof start === 'number') starts.add(start);
  for (const child of Object.values(node)) collectLoadTimeCalls(child, starts);
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

function outputChunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The output files that load with the files `roots`: those and what they import, in turn (static imports). */
function loadedWith(chunks: readonly OutputChunk[], roots: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // In the order a browser meets them: each file, then its imports.
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return loaded;
}

/** The comment of index.html that holds the dashboard's own files (read by apps/server/src/web/spa.ts). */
const dashboardPreloadsMarker = 'dashboard-preloads';

/**
 * Lists in index.html, inside a comment the server opens only for a signed-in visit to the
 * dashboard, the files that page loads beyond the entry's: the main layout, the role
 * guards and the dashboard route, each with the files it imports (the app's styles are one
 * stylesheet, linked by every page). The browser then asks for them with the entry instead
 * of after running it.
 * `modules` are the source files the router imports for that page.
 */
export function dashboardPreloadsPlugin(modules: readonly RegExp[]): Plugin {
  return {
    name: 'pool-dashboard-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = outputChunks(bundle);
        const entry = loadedWith(
          chunks,
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const roots = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
          if (!chunk) throw new Error(`dashboardPreloadsPlugin: no chunk is made from ${module}`);
          return chunk.fileName;
        });
        const page = loadedWith(chunks, roots);
        const scripts = [...page].filter((file) => !entry.has(file));
        const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace(
          '</head>',
          `  <!--${dashboardPreloadsMarker}\n    ${links.join('\n    ')}\n    -->\n  </head>`,
        );
      },
    },
  };
}

/**
 * Writes the app's one stylesheet into the document (a `<style>` where the build linked it).
 * A linked stylesheet holds the first paint until it has arrived: on a phone's network that
 * is one more request, on a new connection, after the document (Lighthouse's simulation:
 * 190–310 ms of the sign-in page's and the dashboard's first paint). Its 10 kB of gzip now
 * come inside the document, which is never cached, so each document costs them again; the
 * app loads its document once a visit. The CSP allows inline styles. The stylesheet's file
 * is dropped from the build: nothing links it any more.
 */
export function inlineStylesheetPlugin(): Plugin {
  const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;
  return {
    name: 'pool-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const styles: string[] = [];
        const rest = html.replace(stylesheet, (_link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inlineStylesheetPlugin: the build has no ${file}`);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          // A stylesheet cannot close its element; the build's CSS never holds this text.
          if (/<\/style/i.test(css)) throw new Error(`inlineStylesheetPlugin: ${file} holds "</style"`);
          styles.push(css.trim());
          delete bundle[file];
          return '';
        });
        if (styles.length === 0) throw new Error('inlineStylesheetPlugin: index.html links no stylesheet');
        const at = rest.indexOf('    <title>');
        if (at < 0) throw new Error('inlineStylesheetPlugin: index.html has no <title>');
        return `${rest.slice(0, at)}    <style>${styles.join('\n')}</style>\n${rest.slice(at)}`;
      },
    },
  };
}

/** `import { a, b as c } from '@pool/contract'` in a module's JavaScript: the names it takes (types are gone). */
const contractImport = /import\s*\{([^}]*)\}\s*from\s*["']@pool\/contract["']/g;

/**
 * The app's static import graph, read once the build has parsed every module, for chunk
 * groups that put what an area of the app needs in one file (vite.config.ts): on HTTP/1.1
 * each file on a first visit waits for one of six connections. An import through the
 * contract's barrel (`@pool/contract`) leads only to the contract modules that export the
 * names taken, as the build's tree-shaking does: the entry takes a constant of a module
 * whose schemas only the signed-in area parses.
 */
export function moduleGraphPlugin(contractBarrel: RegExp) {
  const imports = new Map<string, readonly string[]>();
  let ready = false;
  const plugin: Plugin = {
    name: 'pool-module-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => contractBarrel.test(id));
      const exported = barrel ? (this.getModuleInfo(barrel)?.importedIds ?? []) : [];
      // A module that re-exports another's (`export * from`, '*' among its exports) leads
      // to that module for those names (settings.ts's constants are settings-constants.ts's).
      const reExported = exported.flatMap((id) =>
        this.getModuleInfo(id)?.exports.includes('*')
          ? (this.getModuleInfo(id)?.importedIds ?? []).filter((next) => path.dirname(next) === path.dirname(id))
          : [],
      );
      const barrelModules = [...new Set([...exported, ...reExported])];
      const exportsOf = new Map(barrelModules.map((id) => [id, new Set(this.getModuleInfo(id)?.exports ?? [])]));
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const next = info.importedIds.filter((imported) => imported !== barrel);
        if (barrel && info.importedIds.includes(barrel)) {
          const names = [...(info.code ?? '').matchAll(contractImport)].flatMap((match) =>
            match[1]!
              .split(',')
              .map((part) => part.trim().split(/\s+as\s+/)[0]!)
              .filter(Boolean),
          );
          // A namespace import or a re-export names nothing here: it may take any module.
          if (names.length === 0) next.push(...barrelModules);
          for (const [module, exported] of exportsOf) if (names.some((name) => exported.has(name))) next.push(module);
        }
        imports.set(id, next);
      }
      ready = true;
    },
  };
  /** The modules `roots` bring with them, themselves included, less what `except` brings. */
  const reachable = (roots: readonly RegExp[], except: readonly RegExp[] = []): ((id: string) => boolean) => {
    let members: Set<string> | undefined;
    const closure = (starts: readonly RegExp[]) => {
      const seen = new Set<string>();
      const stack = [...imports.keys()].filter((id) => starts.some((root) => root.test(id)));
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(imports.get(id) ?? []));
      }
      return seen;
    };
    return (id) => {
      if (!ready) throw new Error('The module graph is read before the build has parsed the modules');
      if (!members) {
        const excluded = closure(except);
        members = new Set([...closure(roots)].filter((member) => !excluded.has(member)));
      }
      return members.has(id);
    };
  };
  return { plugin, reachable };
}

/**
 * The files of a first visit: the entries' (or only the entry of the source file `entry`)
 * and those of the chunks named `starts`, with what they import.
 */
function firstVisitFiles(chunks: ReturnType<typeof outputChunks>, starts: readonly string[], entry?: string) {
  const isStart = (chunk: OutputChunk) =>
    (chunk.isEntry && (entry === undefined || chunk.facadeModuleId === entry)) || starts.includes(chunk.name);
  return loadedWith(
    chunks,
    chunks.filter(isStart).map((chunk) => chunk.fileName),
  );
}

/**
 * Fails the build when the files a page loads first import one of the files kept for
 * another area, e.g. when the entry or the sign-in pages would load the signed-in area's
 * (`main-area`, `dashboard`): a grouping by import graph (`moduleGraphPlugin`) that took
 * a module the entry needs would do that silently, and the sign-in page would grow.
 */
export function separateAreasPlugin(starts: readonly string[], kept: readonly string[]): Plugin {
  return {
    name: 'pool-separate-areas',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      const loaded = firstVisitFiles(chunks, starts);
      const taken = chunks.find((chunk) => kept.includes(chunk.name) && loaded.has(chunk.fileName));
      if (taken)
        throw new Error(
          `The entry or ${starts.join(', ')} would load ${taken.fileName}, which is kept for its own area`,
        );
    },
  };
}

/**
 * Fails the build when the files of a first visit (the entries' or the entry of the
 * source file `entry`, and those of the chunks named `starts`, with what they import) hold
 * a module `module` matches: the schema library, which only re-checks the server's
 * answers, would add a quarter to the dashboard's scripts, and a new import of a schema on
 * those pages would do it silently; so would an import of the query cache on the
 * prerendered pages.
 */
export function keptOffFirstVisitPlugin(starts: readonly string[], module: RegExp, entry?: string): Plugin {
  return {
    name: 'pool-kept-off-first-visit',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      const loaded = firstVisitFiles(chunks, starts, entry);
      for (const chunk of chunks) {
        const taken = loaded.has(chunk.fileName) && chunk.moduleIds.find((id) => module.test(id));
        if (taken) throw new Error(`A first visit would load ${taken} (in ${chunk.fileName})`);
      }
    },
  };
}
