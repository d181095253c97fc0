import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/static/locales/en.json';
import ru from '../../../public/static/locales/ru.json';
import cn from '../../../public/static/locales/cn.json';
import { workerStatusBadgeKeys, workerStatusCountKeys } from './worker-status';

async function translator(language: string, translation: object) {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('worker status labels', () => {
  it('agree with the number in ru: one worker, two to four, five and more', async () => {
    const t = await translator('ru', ru);
    const counted = (count: number) => t(workerStatusCountKeys.stable, { count, value: String(count) });
    expect([1, 3, 5, 21, 112].map(counted)).toEqual([
      '1 стабильный',
      '3 стабильных',
      '5 стабильных',
      '21 стабильный',
      '112 стабильных',
    ]);
    expect(t(workerStatusCountKeys.off, { count: 2, value: '2' })).toBe('2 выключенных');
    expect(t(workerStatusBadgeKeys.stable)).toBe('Стабилен');
    expect(t(workerStatusBadgeKeys.off)).toBe('Выключен');
  });

  it.each([
    ['en', en, 'Stable 1', 'Stable 5'],
    ['cn', cn, '稳定 1', '稳定 5'],
  ])('keep the label before the number in %s', async (language, translation, one, five) => {
    const t = await translator(language, translation);
    expect(t(workerStatusCountKeys.stable, { count: 1, value: '1' })).toBe(one);
    expect(t(workerStatusCountKeys.stable, { count: 5, value: '5' })).toBe(five);
  });
});
