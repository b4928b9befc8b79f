import type { RsdocsPlugin } from '../../config/schema';

export interface ReadingTime {
  /** Whole minutes, at least 1. */
  minutes: number;
  /** Latin-script words plus CJK characters (each read like a word). */
  words: number;
}

export interface ReadingTimeOptions {
  /** Latin-script words read per minute. @default 220 */
  wordsPerMinute?: number;
  /** Chinese, Japanese and Korean characters read per minute. @default 400 */
  charactersPerMinute?: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;

/** Reading time of a page's plain text: CJK text is counted in characters, other scripts in words. */
export function readingTimeOf(text: string, options: ReadingTimeOptions = {}): ReadingTime {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  const minutes = latin / (options.wordsPerMinute ?? 220) + cjk / (options.charactersPerMinute ?? 400);
  return { minutes: Math.max(1, Math.round(minutes)), words: latin + cjk };
}

/**
 * Adds `readingTime: { minutes, words }` to the data of every page (doc pages of any language); the theme's
 * `<ReadingTime />` shows it, e.g. from a slot: `slots: { beforeContent: <ReadingTime /> }`.
 */
export function readingTimePlugin(options: ReadingTimeOptions = {}): RsdocsPlugin {
  return {
    name: 'reading-time',
    extendPageData(pageData, { text }) {
      pageData.readingTime = readingTimeOf(text, options);
    },
  };
}
