import { describe, expect, it } from 'vitest';
import { languages } from '@pool/contract';

/** The locale files the app loads at runtime, by language. */
const localeFiles = import.meta.glob<unknown>('../../public/static/locales/*.json', { eager: true, import: 'default' });
/** Every source file of the app (tests excluded), as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function sourcesUnder(folder: string): [string, string][] {
  return Object.entries(sources).filter(([path]) => path.startsWith(folder));
}

/** Flattens nested translations to dotted keys; a leaf that is not a string is kept as is to fail the checks. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(...entry);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

const locales = new Map(
  languages.map((language) => {
    const file = localeFiles[`../../public/static/locales/${language}.json`];
    if (file === undefined) throw new Error(`missing locale file ${language}.json`);
    return [language, flatten(file)] as const;
  }),
);
const en = locales.get('en')!;

/** The plural forms i18next reads: `key_one`, `key_few`, `key_many`, `key_other` (and `_zero`, `_two`). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** A language's keys with its plural forms folded into their base key. */
const singularKeys = (keys: Map<string, unknown>) =>
  [...new Set([...keys.keys()].map((key) => key.replace(pluralSuffix, '')))].sort();
/** A key the app asks for exists as itself or as plural forms. */
const hasKey = (keys: Map<string, unknown>, key: string) => keys.has(key) || keys.has(`${key}_other`);

const placeholdersOf = (text: unknown) =>
  [...String(text).matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((match) => match[1]).sort();

/** Literal keys of t('key'), t("key") and t(`key`) calls; templates with ${...} are left out. */
function literalKeys(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`$\n]+)`)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

describe('locale files', () => {
  it('exist for every language', () => {
    expect([...locales.keys()]).toEqual(['en', 'ru', 'cn']);
    expect(en.size).toBeGreaterThan(0);
  });

  it.each(['ru', 'cn'] as const)('%s has exactly the keys of en', (language) => {
    expect(singularKeys(locales.get(language)!)).toEqual(singularKeys(en));
  });

  it.each(languages)('%s has every plural form its language needs, and no other', (language) => {
    // i18next picks `key_<category>` by Intl.PluralRules of the language code, as here.
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    const forms = new Map<string, string[]>();
    for (const key of locales.get(language)!.keys()) {
      const match = pluralSuffix.exec(key);
      if (match) forms.set(key.slice(0, match.index), [...(forms.get(key.slice(0, match.index)) ?? []), match[1]!]);
    }
    const wrong = [...forms].filter(([, found]) => found.sort().join() !== categories.join()).map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it.each(languages)('%s has only non-empty strings', (language) => {
    const bad = [...locales.get(language)!].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(['ru', 'cn'] as const)('%s uses the same {{placeholders}} as en in every key', (language) => {
    const translated = locales.get(language)!;
    // Plural forms are compared through `_other`, which every language has.
    const differing = [...en]
      .filter(([key]) => !pluralSuffix.test(key) || key.endsWith('_other'))
      .filter(([key, text]) => placeholdersOf(text).join() !== placeholdersOf(translated.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe('translation keys used by the app', () => {
  it('every literal t() key exists in en.json', () => {
    const used = new Set(Object.values(sources).flatMap(literalKeys));
    expect(used.size).toBeGreaterThan(5);
    expect(used).toContain('common.close');
    expect([...used].filter((key) => !hasKey(en, key))).toEqual([]);
  });

  it('every page title of a route exists in en.json', () => {
    const routes = sourcesUnder('../app/routes/');
    const titleKeys = routes.flatMap(([, source]) => [...source.matchAll(/titleKey="([^"]+)"/g)].map((m) => m[1]));
    expect(titleKeys.length).toBeGreaterThan(20);
    expect(titleKeys.filter((key) => !en.has(`${key}.title`))).toEqual([]);
  });

  it('every navigation entry of a layout has a title in en.json', () => {
    const layouts = sourcesUnder('../app/layouts/');
    const navigationKeys = layouts.flatMap(([, source]) => [...source.matchAll(/\bkey: '([^']+)'/g)].map((m) => m[1]));
    expect(navigationKeys).toContain('pages.dashboard');
    expect(navigationKeys.filter((key) => !en.has(`${key}.title`))).toEqual([]);
  });

  it('every configuration failure reason has its message (t(`errors.config.${reason}`))', () => {
    const declaration = /type ConfigFailure = ([^;]+);/.exec(sources['../features/config/config-store.ts'] ?? '');
    const reasons = [...(declaration?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(reasons).toEqual(['empty', 'unloadable']);
    expect(reasons.filter((reason) => !en.has(`errors.config.${reason}`))).toEqual([]);
  });
});

describe('the key scanner', () => {
  it('finds literal keys and skips templates', () => {
    const source = "t('a.b'); i18n.t(\"c.d\"); t(`e.f`); t(`${x}.title`); t(`g.${y}`); fit('no'); it('no')";
    expect(literalKeys(source)).toEqual(['a.b', 'c.d', 'e.f']);
  });
});
