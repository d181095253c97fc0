import { readFile } from 'node:fs/promises';
import { reportLabels } from './labels.js';

/**
 * The PDF's font: Noto Sans SC (Latin, Cyrillic and Chinese in one font, so every language
 * of the report renders with it), cut down by `npm run font:report` to the characters below
 * and committed, instead of a 92 MB npm package installed for one file. pdfkit embeds only
 * the glyphs a file uses. Read once.
 */
const fontFile = new URL('../../../assets/report-font.ttf', import.meta.url);
let font: Promise<Buffer> | undefined;
export const reportFontBytes = () => (font ??= readFile(fontFile));

/** Ranges kept whole: numbers, names, addresses and the Latin and Russian alphabets. */
const ranges: [number, number][] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement (the no-break space of grouped numbers)
  [0x0410, 0x044f], // the Russian alphabet, Ё and ё below
  [0x3000, 0x303f], // CJK Symbols and Punctuation
  [0xff01, 0xff5e], // Fullwidth Forms
];

/** Single characters: Ё, ё, dashes, quotes, the ellipsis, per mille, the euro, №, minus. */
const singles = 'Ёё–—‘’‚“”„…‰‹›€№−';

/**
 * Every Chinese character of GB2312 (6,763: the set simplified Chinese names and texts are
 * written in), so a pool or account named in Chinese prints too, not only the labels.
 */
function gb2312Hanzi(): string {
  const decoder = new TextDecoder('gb18030');
  let text = '';
  for (let high = 0xb0; high <= 0xf7; high++) {
    for (let low = 0xa1; low <= 0xfe; low++) text += decoder.decode(new Uint8Array([high, low]));
  }
  return text.replace(/[^\p{Script=Han}]/gu, '');
}

/** The characters the committed font has: the ranges, the singles, GB2312's characters and every label. */
export function reportFontCharacters(): string {
  const characters = new Set<string>();
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code++) characters.add(String.fromCodePoint(code));
  }
  for (const character of singles) characters.add(character);
  for (const character of gb2312Hanzi()) characters.add(character);
  for (const words of Object.values(reportLabels)) {
    for (const text of Object.values(words)) for (const character of text) characters.add(character);
  }
  return [...characters].join('');
}
