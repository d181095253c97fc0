import { accountLookupPath } from '@pool/contract';

/** Known accounts are remembered long (they are rarely deleted), unknown ones briefly (a sign-up is quick). */
const knownForMs = 10 * 60_000;
const unknownForMs = 30_000;

/**
 * Asks the API whether an account exists (mining.authorize refuses unknown ones), with a
 * cache, so a farm of thousands of rigs of one account costs one request.
 */
export class AccountDirectory {
  private readonly cache = new Map<string, { exists: boolean; until: number }>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly options: {
      apiUrl: string;
      token: string;
      now?: () => number;
      onError?: (message: string) => void;
    },
  ) {}

  /**
   * True for a known account. When the API cannot answer, the miner is let in: its shares
   * are still checked by the ingestion endpoint, and a pool outage should not stop mining.
   */
  async exists(account: string): Promise<boolean> {
    const key = account.toLowerCase();
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.exists;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.lookUp(key, now).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async lookUp(key: string, now: number): Promise<boolean> {
    try {
      const response = await fetch(new URL(accountLookupPath(key), this.options.apiUrl), {
        headers: { authorization: `Bearer ${this.options.token}` },
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 404) throw new Error(`HTTP ${response.status}`);
      const exists = response.status === 200;
      this.cache.set(key, { exists, until: now + (exists ? knownForMs : unknownForMs) });
      return exists;
    } catch (error) {
      this.options.onError?.(`account lookup failed (${(error as Error).message}); letting the miner in`);
      return true;
    }
  }
}
