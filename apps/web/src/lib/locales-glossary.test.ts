import { describe, expect, it } from 'vitest';
import en from '../../public/static/locales/en.json';
import cn from '../../public/static/locales/cn.json';
import ru from '../../public/static/locales/ru.json';
import glossaryFile from './locales-glossary.json';

/** Nested translations as dotted keys (plural forms keep their suffix: en and cn both have `_one` and `_other`). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') entries.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(...entry);
    }
  }
  return entries;
}

const english = flatten(en);
const chinese = flatten(cn);
const russian = flatten(ru);
const withoutPlaceholders = (text: string) => text.replace(/{{[^}]*}}/g, ' ');

/** The shape of locales-glossary.json (its `$comment` says how it is read). */
interface Glossary {
  spacing: { joinedPlaceholders: string[] };
  concepts: { concept: string; en: string; otherSenses?: string; cn: string[]; rivals?: string[]; ru?: string }[];
  exceptions: { key: string; concept: string; why: string }[];
}
const glossary: Glossary = glossaryFile;

interface Concept {
  name: string;
  en: RegExp;
  otherSenses: RegExp | undefined;
  cn: string[];
  rivals: string[];
  ru: string | undefined;
}

const concepts: Concept[] = glossary.concepts.map((entry) => ({
  name: entry.concept,
  en: new RegExp(entry.en, 'i'),
  otherSenses: entry.otherSenses === undefined ? undefined : new RegExp(entry.otherSenses, 'gi'),
  cn: entry.cn,
  rivals: entry.rivals ?? [],
  ru: entry.ru,
}));
const excepted = new Set(glossary.exceptions.map((exception) => `${exception.key} ${exception.concept}`));

/** The concepts an en string speaks of. */
function conceptsOf(text: string): Concept[] {
  const plain = withoutPlaceholders(text);
  return concepts.filter((concept) =>
    concept.en.test(concept.otherSenses ? plain.replace(concept.otherSenses, ' ') : plain),
  );
}

/** Every way a cn string departs from the glossary, as lines naming the key, the concept, both texts and the term to use. */
function glossaryProblems(english: Map<string, string>, chinese: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, source] of english) {
    const translation = chinese.get(key);
    if (translation === undefined) continue;
    const found = conceptsOf(source);
    for (const concept of found) {
      if (excepted.has(`${key} ${concept.name}`)) continue;
      const describe = (fault: string) =>
        `${key}: "${concept.name}" ${fault}, use ${concept.cn[0]}\n  en: ${source}\n  cn: ${translation}`;
      if (!concept.cn.some((term) => translation.includes(term)))
        problems.push(describe(`has no ${concept.cn.join('/')}`));
      // A rival is allowed as the term of another concept of the same string (矿工 for "miner" beside "worker").
      const others = found.filter((other) => other !== concept).flatMap((other) => other.cn);
      const rest = others.reduce((text, term) => text.replaceAll(term, ' '), withoutPlaceholders(translation));
      const rivals = concept.rivals.filter((rival) => rest.includes(rival));
      if (rivals.length > 0) problems.push(describe(`is translated as ${rivals.join('/')}`));
    }
  }
  return problems;
}

/** The ru strings without the stem of a concept of their en string, as lines naming the key, the concept and both texts. */
function russianProblems(english: Map<string, string>, russian: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, source] of english) {
    const translation = russian.get(key);
    if (translation === undefined) continue;
    for (const concept of conceptsOf(source)) {
      if (concept.ru === undefined || excepted.has(`${key} ${concept.name}`)) continue;
      if (!translation.toLowerCase().includes(concept.ru))
        problems.push(`${key}: "${concept.name}" has no ${concept.ru}…\n  en: ${source}\n  ru: ${translation}`);
    }
  }
  return problems;
}

const han = '\\p{Script=Han}';
const fullWidth = '[，。：；！？、（）“”‘’《》]';
const joined = glossary.spacing.joinedPlaceholders.join('|');
/** The spacing rules of the glossary (`spacing`), each a pattern that must not occur in a cn string. */
const spacingRules: [string, RegExp][] = [
  ['a space between two Chinese characters', new RegExp(`${han} +${han}`, 'u')],
  ['a space next to full-width punctuation', new RegExp(` ${fullWidth}|${fullWidth} `, 'u')],
  ['ASCII punctuation next to a Chinese character', new RegExp(`${han} ?[,:;!?()]|[,:;!?(] ?${han}|\\) ?${han}`, 'u')],
  [
    'no space between a Chinese character and a Latin word or number',
    new RegExp(`${han}[A-Za-z0-9]|[A-Za-z0-9]${han}`, 'u'),
  ],
  [
    'no space between a Chinese character and a {{placeholder}}',
    new RegExp(`${han}\\{\\{(?!(?:${joined})\\})|(?<!\\{\\{(?:${joined}))\\}\\}${han}`, 'u'),
  ],
  [
    `a space beside {{${glossary.spacing.joinedPlaceholders.join('}}, {{')}}} (translated text)`,
    new RegExp(`${han} \\{\\{(?:${joined})\\}\\}|\\{\\{(?:${joined})\\}\\} ${han}`, 'u'),
  ],
  ['a space at the start or the end, or two spaces', /^ | $| {2}/u],
];

function spacingProblems(chinese: Map<string, string>): string[] {
  return [...chinese].flatMap(([key, text]) =>
    spacingRules.filter(([, pattern]) => pattern.test(text)).map(([rule]) => `${key}: ${rule}\n  cn: ${text}`),
  );
}

describe('the cn glossary (src/lib/locales-glossary.json)', () => {
  it('translates every concept of an en string with its one cn term', () => {
    expect(glossaryProblems(english, chinese)).toEqual([]);
  });

  it('ru keeps to the one word of each concept that has a ru stem', () => {
    expect(russianProblems(english, russian)).toEqual([]);
    expect(russianProblems(new Map([['a', 'Daily reward']]), new Map([['a', 'Ежедневное начисление']]))).toEqual([
      expect.stringMatching(/^a: "reward .*" has no вознагражд…/),
    ]);
  });

  it('lists exceptions only for keys and concepts that exist', () => {
    const stale = glossary.exceptions.filter(
      (exception) =>
        !conceptsOf(english.get(exception.key) ?? '').some((concept) => concept.name === exception.concept),
    );
    expect(stale).toEqual([]);
  });

  it('flags a concept translated another way, a missing term, and allows a rival that is another concept', () => {
    const source = new Map([
      ['a', 'Worker status'],
      ['b', 'Payouts'],
      ['c', 'Answers for miners and their workers'],
      ['d', 'Minimum payment'],
      ['e', 'Give a share of the reward to {{account}}'],
    ]);
    const translated = new Map([
      ['a', '矿工状态'],
      ['b', '付款'],
      ['c', '为矿工及其矿机解答'],
      ['d', '最低支付额'],
      ['e', '将收益分给 {{account}}'],
    ]);
    expect(glossaryProblems(source, translated)).toEqual([
      'a: "worker" has no 矿机, use 矿机\n  en: Worker status\n  cn: 矿工状态',
      'a: "worker" is translated as 矿工, use 矿机\n  en: Worker status\n  cn: 矿工状态',
      expect.stringMatching(/^b: "payout .*" has no 支付, use 支付/),
    ]);
  });
});

describe('cn form of address', () => {
  it('addresses the user as 您 in every string, never 你', () => {
    expect([...chinese].filter(([, text]) => text.includes('你')).map(([key]) => key)).toEqual([]);
  });
});

describe('cn spacing and punctuation (src/lib/locales-glossary.json, spacing)', () => {
  it('follows the rules in every string', () => {
    expect(spacingProblems(chinese)).toEqual([]);
  });

  it('flags each rule and passes the convention', () => {
    const samples = new Map([
      ['ok', '每天 UTC {{time}} 支付到此地址，共 {{count}} 笔（15 分钟）。正在加载{{list}}…'],
      ['cjk', '矿机 状态'],
      ['punctuation', '状态 ：稳定'],
      ['ascii', '净收益, BTC'],
      ['latin', '每天UTC'],
      ['placeholder', '矿机{{name}}'],
      ['joined', '正在加载 {{list}}'],
    ]);
    expect(spacingProblems(samples).map((problem) => problem.split('\n')[0])).toEqual([
      'cjk: a space between two Chinese characters',
      'punctuation: a space next to full-width punctuation',
      'ascii: ASCII punctuation next to a Chinese character',
      'latin: no space between a Chinese character and a Latin word or number',
      'placeholder: no space between a Chinese character and a {{placeholder}}',
      'joined: a space beside {{list}} (translated text)',
    ]);
  });
});
