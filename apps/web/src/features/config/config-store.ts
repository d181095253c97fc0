import { backendBasePath, type CurrentPoolResponse } from '@pool/contract';
import { getCurrentPool } from './api/get-current-pool';

/** Product §3 "Client status enum" as used by the configuration. */
export type ConfigStatus = 'initial' | 'pending' | 'success' | 'error' | 'refreshing';

export interface ConfigState {
  status: ConfigStatus;
  pool: CurrentPoolResponse | undefined;
}

/**
 * Why the configuration gate raises a 500 (product §2): 'empty' shows "Empty configuration",
 * 'unloadable' shows "Could not load configuration" (keys under errors.config).
 */
export type ConfigFailure = 'empty' | 'unloadable';

export type ConfigGateResult = { kind: 'proceed'; pool: CurrentPoolResponse } | { kind: 'fail'; reason: ConfigFailure };

type Listener = (address: { api: string; auth: string }) => void;

/**
 * Holds the pool configuration. It loads when the app root opens and only once on
 * demand; on arrival the api address becomes the backend base and the auth address
 * the identity base (product §4).
 */
export class ConfigStore {
  private state: ConfigState = { status: 'initial', pool: undefined };
  private inFlight: Promise<void> | undefined;
  private readonly addressListeners: Listener[] = [];

  constructor(private readonly load: typeof getCurrentPool = getCurrentPool) {}

  get snapshot(): ConfigState {
    return this.state;
  }

  onAddresses(listener: Listener): void {
    this.addressListeners.push(listener);
  }

  /** Loads once; concurrent callers share the request. */
  ensureLoaded(): Promise<void> {
    if (this.state.status === 'success' || this.state.status === 'error') return Promise.resolve();
    return this.fetch();
  }

  /** Loads again after success (status refreshing), e.g. after a language or pool change. */
  refresh(): Promise<void> {
    return this.fetch();
  }

  private fetch(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.state = { ...this.state, status: this.state.status === 'success' ? 'refreshing' : 'pending' };
    this.inFlight = this.load()
      .then((result) => {
        if (result.kind === 'empty') {
          this.state = { status: 'success', pool: undefined };
          return;
        }
        this.state = { status: 'success', pool: result.pool };
        const api = result.pool.addresses.find((entry) => entry.type === 'api')?.address ?? backendBasePath;
        const auth = result.pool.addresses.find((entry) => entry.type === 'auth')?.address ?? '';
        for (const listener of this.addressListeners) listener({ api, auth });
      })
      .catch(() => {
        this.state = { status: 'error', pool: this.state.pool };
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  /** The gate every route passes (product §2 "Configuration gate per route"). */
  async gate(): Promise<ConfigGateResult> {
    if (this.state.status === 'initial' || this.state.status === 'pending') await this.ensureLoaded();
    const { status, pool } = this.state;
    if (status === 'error' && !pool) return { kind: 'fail', reason: 'unloadable' };
    if (!pool) return { kind: 'fail', reason: 'empty' };
    return { kind: 'proceed', pool };
  }
}

export const configStore = new ConfigStore();

/** The pool's stratum addresses, as the pool configuration lists them (regions, a TLS port). */
export function stratumAddressesOf(pool: CurrentPoolResponse | undefined): string[] {
  return pool?.addresses.filter((entry) => entry.type === 'stratum').map((entry) => entry.address) ?? [];
}
