// Writes apps/server/assets/report-font.ttf: the mining report's PDF font, Noto Sans SC cut
// down to the characters a report can hold. The full font is 10 MB inside a 92 MB npm
// package that every install would download for one file; the subset is committed instead.
// Run after adding report text in a new script or Chinese characters beyond GB2312:
//   npm run font:report
// It fetches the source package once into a temporary directory (npm pack) and subsets it
// with HarfBuzz (subset-font).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { reportFontCharacters } from '../apps/server/src/modules/mining-report/index.js';

const sourcePackage = '@expo-google-fonts/noto-sans-sc@0.4.3';
const sourceFile = 'package/400Regular/NotoSansSC_400Regular.ttf';
const target = new URL('../apps/server/assets/report-font.ttf', import.meta.url);

const work = mkdtempSync(join(tmpdir(), 'report-font-'));
try {
  const tarball = execFileSync('npm', ['pack', sourcePackage, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['-xzf', tarball, sourceFile], { cwd: work });
  const source = readFileSync(join(work, sourceFile));
  const subset = await subsetFont(source, reportFontCharacters(), { targetFormat: 'truetype' });
  writeFileSync(target, subset);
  console.log(`report font: ${source.length} B → ${subset.length} B (${target.pathname})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
