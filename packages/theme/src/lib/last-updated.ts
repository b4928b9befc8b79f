/** Pure date and number formatting in a page's language (the last-updated line, blog dates, counts in UI strings). */
import { htmlLang } from './url';

// Building a DateTimeFormat costs far more than formatting with one (prerendering formats one date per page).
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(htmlLang(lang), options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    formats.set(lang, format);
  }
  return format;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * English and Chinese medium dates written out, exactly as `Intl` writes them (tested against it): the first
 * DateTimeFormat of a process loads the ICU date data, which cost prerendering ~30 ms before its first page.
 */
function knownFormat(date: Date, lang: string): string | undefined {
  if (lang === 'en') return `${EN_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  if (lang === 'zh' || lang === 'zh-CN') return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  return undefined;
}

/**
 * A page date in the reader's language, e.g. 'Nov 3, 2024' (en) or '2024年11月3日' (zh).
 * Always formatted in UTC so the prerendered HTML and the hydrating client agree.
 * Unknown language tags fall back to English.
 */
export function formatPageDate(timestamp: number, lang: string): string {
  const date = new Date(timestamp);
  const year = date.getUTCFullYear();
  // Years outside 1000–9999 are left to Intl (it pads or marks eras).
  return (year >= 1000 && year <= 9999 ? knownFormat(date, lang) : undefined) ?? dateFormat(lang).format(timestamp);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count in the reader's language: `1,234` (en), `1.234` (de), `١٬٢٣٤` (ar). Unknown tags fall back to English. */
export function formatNumber(value: number, lang: string): string {
  let format = numberFormats.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(htmlLang(lang));
    } catch {
      format = new Intl.NumberFormat('en');
    }
    numberFormats.set(lang, format);
  }
  return format.format(value);
}
