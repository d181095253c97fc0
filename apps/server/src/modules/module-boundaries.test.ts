import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;

/** Which module folders each module folder imports, from every file but the tests (type imports count too). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.includes(path.sep) && file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const from = file.split(path.sep)[0]!;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    const absolute = path.join(modulesDir, file);
    for (const { fileName } of ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(absolute), fileName));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith('..') || !target.includes(path.sep) || to === from) continue;
      uses.add(to);
    }
  }
  return graph;
}

/** One cycle of the graph as the path around it (first node repeated at the end), or null. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const onPath = path.indexOf(node);
    if (onPath >= 0) return [...path.slice(onPath), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server module folders', () => {
  it('finds a cycle through several folders, and none in a layered graph', () => {
    const edges = (list: [string, string[]][]) => new Map(list.map(([from, to]) => [from, new Set(to)]));
    expect(
      findCycle(
        edges([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        edges([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull();
  });

  // The lint rule keeps imports to each module's index.ts; a cycle between two folders would
  // still let each side's changes break the other, and a module could not be read on its own.
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(findCycle(graph)).toBeNull();
  });
});
