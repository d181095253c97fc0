/**
 * Reads Prometheus's text format as a scraper does: each sample by its name and labels,
 * written `name{a="x",b="y"}` with the labels sorted, so a test can look one up exactly.
 */
export function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels = [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, name, value]) => `${name}="${value}"`)
      .sort();
    samples.set(labels.length ? `${match[1]}{${labels.join(',')}}` : match[1]!, Number(match[3]));
  }
  return samples;
}
