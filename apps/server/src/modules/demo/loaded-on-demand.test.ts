import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const demoDir = import.meta.dirname;
const mainFile = path.resolve(demoDir, '../../main.ts');

/**
 * The server's source files a start loads before it runs: main.ts's static imports and
 * theirs, type-only ones left out (the compiler erases them); `import()` calls are not
 * followed, since they load only when the code reaches them.
 */
function loadedAtStart(entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || !existsSync(file)) return;
    loaded.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
      const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
      if (!(isImport || isExport) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const specifier = statement.moduleSpecifier.text;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return loaded;
}

describe('the demo module', () => {
  it('is not loaded by a start: main.ts reaches it only through a dynamic import', () => {
    const loaded = [...loadedAtStart(mainFile)];
    // Not vacuous: the walk reaches the jobs the demo drives, through the modules' indexes.
    expect(loaded).toContain(path.resolve(demoDir, '../payouts/payouts-job.ts'));
    expect(loaded).toContain(path.resolve(demoDir, '../rewards/rewards-job.ts'));
    expect(loaded.filter((file) => file.startsWith(`${demoDir}${path.sep}`))).toEqual([]);
    expect(readFileSync(mainFile, 'utf8')).toContain("await import('./modules/demo/index.js')");
  });
});
