import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.js';

const scripts = (file: string) =>
  (JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server’s Node flags', () => {
  it('are those npm start, the server package’s start and the in-process benchmark run with', () => {
    const root = scripts('../../../package.json');
    const server = scripts('../package.json');
    const flags = serverNodeFlags.join(' ');
    expect(root.start).toContain(`node ${flags} apps/server/dist/main.js`);
    expect(server.start).toBe(`node ${flags} dist/main.js`);
    expect(root['bench:monitoring']).toContain(`tsx ${flags} `);
  });

  it('are written as in docs/deploy.md', () => {
    const deploy = fs.readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
    expect(deploy).toContain(`node ${serverNodeFlags.join(' ')} apps/server/dist/main.js`);
  });
});
