import { versionPath } from '@pool/contract';

export type VersionCheckStatus = 'initial' | 'loading' | 'done' | 'fail';
export type VersionCheckResult = 'changed' | 'not-changed' | 'skipped';

/** The deployed build; error reports are tagged with it as their release. */
export async function fetchVersion(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<string> {
  const response = await fetcher(versionPath, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version ${response.status}`);
  // Checked by hand as versionResponseSchema reads it: no schema library on the first page.
  const body = (await response.json()) as { version?: unknown } | null;
  if (typeof body?.version !== 'string' || body.version.length === 0) throw new Error('version: bad response');
  return body.version;
}

/**
 * Product §4 version check: the deployed version is fetched on start and on every check,
 * and compared with the one stored at start. A check is skipped while the first fetch
 * has not finished.
 */
export class VersionCheck {
  status: VersionCheckStatus = 'initial';
  private stored: string | undefined;

  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async start(): Promise<void> {
    this.status = 'loading';
    try {
      this.stored = await fetchVersion(this.fetcher);
      this.status = 'done';
    } catch {
      this.status = 'fail';
    }
  }

  async check(): Promise<VersionCheckResult> {
    if (this.status === 'initial' || this.status === 'loading') return 'skipped';
    try {
      const version = await fetchVersion(this.fetcher);
      this.status = 'done';
      if (this.stored === undefined) {
        this.stored = version;
        return 'not-changed';
      }
      return version === this.stored ? 'not-changed' : 'changed';
    } catch {
      this.status = 'fail';
      return 'not-changed';
    }
  }
}
