import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, prefetchLocale } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('initI18n', () => {
  it('takes the texts of a prefetched language from the prefetch, reading them once', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ greeting: 'Hello' })));
    vi.stubGlobal('fetch', fetchMock);
    prefetchLocale('en');
    prefetchLocale('en');
    const i18n = await initI18n('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/static/locales/en.json');
    expect(i18n.t('greeting')).toBe('Hello');
  });
});
