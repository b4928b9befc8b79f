/** Pure date formatting for the last-updated line. */

// Building a DateTimeFormat costs far more than formatting with one (prerendering formats one date per page).
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : lang, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    formats.set(lang, format);
  }
  return format;
}

/**
 * A page date in the reader's language, e.g. 'Nov 3, 2024' (en) or '2024年11月3日' (zh).
 * Always formatted in UTC so the prerendered HTML and the hydrating client agree.
 * Unknown language tags fall back to English.
 */
export function formatPageDate(timestamp: number, lang: string): string {
  return dateFormat(lang).format(timestamp);
}
