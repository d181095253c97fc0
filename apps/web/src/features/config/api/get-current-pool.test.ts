import { describe, expect, it } from 'vitest';
import { currentPoolResponseSchema } from '@pool/contract';
import { currentPoolOf } from './get-current-pool';

const pool = {
  id: 'p1',
  name: 'Demo pool',
  addresses: [
    { type: 'api', address: '/api/backend' },
    { type: 'auth', address: '/api/identity' },
    { type: 'stratum', address: 'stratum+tcp://pool.example:3333' },
  ],
  settings: { default_language: 'en', available_languages: ['en', 'ru', 'cn'] },
};

describe('currentPoolOf', () => {
  const samples: unknown[] = [
    pool,
    { ...pool, extra: 1, settings: { ...pool.settings, extra: true } },
    { ...pool, addresses: [] },
    { ...pool, addresses: [{ type: 'api', address: '/api', extra: 1 }] },
    { ...pool, addresses: [{ type: 'ftp', address: '/api' }] },
    { ...pool, addresses: [{ type: 'api' }] },
    { ...pool, addresses: {} },
    { ...pool, id: 1 },
    { ...pool, name: null },
    { ...pool, settings: { default_language: 'de', available_languages: ['en'] } },
    { ...pool, settings: { default_language: 'en', available_languages: ['en', 'de'] } },
    { ...pool, settings: { default_language: 'en' } },
    { ...pool, settings: null },
    { id: 'p1' },
    [],
    'pool',
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'answers as currentPoolResponseSchema does for %s',
    (_name, sample) => {
      const parsed = currentPoolResponseSchema.safeParse(sample);
      expect(currentPoolOf(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
