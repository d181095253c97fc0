import type { CurrentPoolResponse } from '@pool/contract';
import { ApiError } from '../../http/api-error.js';
import { toLanguageSettings, toPoolAddresses, type PoolSettingsStore } from '../../settings/pool-settings.js';
import type { PoolsRepository } from './repository.js';

export class PoolsService {
  constructor(
    private readonly pools: PoolsRepository,
    private readonly settings: PoolSettingsStore,
  ) {}

  /** The pool configuration the SPA loads first (product §4 "Config status"); public. */
  async getCurrent(): Promise<CurrentPoolResponse> {
    const pool = await this.pools.findCurrent();
    if (!pool) throw ApiError.notFound('No current pool');
    const settings = this.settings.get();
    return {
      id: pool.id,
      name: pool.name,
      addresses: toPoolAddresses(settings),
      settings: toLanguageSettings(settings),
    };
  }
}
