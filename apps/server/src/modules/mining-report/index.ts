/** What the rest of the server uses of the mining report module: it imports it from here only. */
export { miningReportPlugin } from './plugin.js';
export { reportFontCharacters } from './report-font.js';
