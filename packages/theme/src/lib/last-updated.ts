/** Pure date formatting for the last-updated line. */

/**
 * A page date in the reader's language, e.g. 'Nov 3, 2024' (en) or '2024年11月3日' (zh).
 * Always formatted in UTC so the prerendered HTML and the hydrating client agree.
 * Unknown language tags fall back to English.
 */
export function formatPageDate(timestamp: number, lang: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : lang, options).format(timestamp);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(timestamp);
  }
}
