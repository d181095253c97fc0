import { languages, poolAddressTypes, type CurrentPoolResponse } from '@pool/contract';
import { api } from '@/lib/api-client';

export type CurrentPoolResult = { kind: 'present'; pool: CurrentPoolResponse } | { kind: 'empty' };

/** GET /pools/current. A 2xx without a body (or with an empty object) is "empty" (product §2). */
export async function getCurrentPool(): Promise<CurrentPoolResult> {
  const payload = await api('GET /pools/current');
  if (payload === undefined || payload === null) return { kind: 'empty' };
  if (typeof payload === 'object' && Object.keys(payload).length === 0) return { kind: 'empty' };
  const pool = currentPoolOf(payload);
  if (!pool) throw new Error('GET /pools/current: not the contract shape');
  return { kind: 'present', pool };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  (options as readonly unknown[]).includes(value);

/**
 * The configuration as `currentPoolResponseSchema` reads it (unknown keys left out), or
 * undefined when it does not fit. Checked by hand rather than by the schema, so the first
 * page loads without the schema library; get-current-pool.test.ts holds the
 * two to the same answers.
 */
export function currentPoolOf(value: unknown): CurrentPoolResponse | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return undefined;
  const { addresses, settings } = value;
  if (!Array.isArray(addresses) || !isRecord(settings)) return undefined;
  const entries: CurrentPoolResponse['addresses'] = [];
  for (const entry of addresses as unknown[]) {
    if (!isRecord(entry) || !isOneOf(poolAddressTypes, entry.type) || typeof entry.address !== 'string')
      return undefined;
    entries.push({ type: entry.type, address: entry.address });
  }
  const available = settings.available_languages;
  if (!isOneOf(languages, settings.default_language) || !Array.isArray(available)) return undefined;
  if (!available.every((language) => isOneOf(languages, language))) return undefined;
  return {
    id: value.id,
    name: value.name,
    addresses: entries,
    settings: { default_language: settings.default_language, available_languages: available },
  };
}
