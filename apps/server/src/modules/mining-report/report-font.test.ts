import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { reportLabels } from './labels.js';
import { reportFontCharacters } from './report-font.js';

const fontFile = new URL('../../../assets/report-font.ttf', import.meta.url);

describe('the report font', () => {
  it('has a glyph for every character a report can hold; after new report text: npm run font:report', async () => {
    const font = fontkit.create(await readFile(fontFile));
    if (!('hasGlyphForCodePoint' in font)) throw new Error('report-font.ttf is a collection, not one font');
    const missing = [...reportFontCharacters()].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing.join('')).toBe('');
  });

  it('keeps the labels, the Cyrillic alphabet and common Chinese pool names', () => {
    const characters = new Set(reportFontCharacters());
    for (const text of [reportLabels.cn.title, reportLabels.ru.title, 'ЁЖЩЮЯёжщюя', '蚂蚁矿池鱼币', '№—«»']) {
      for (const character of text) expect(characters.has(character), character).toBe(true);
    }
  });
});
