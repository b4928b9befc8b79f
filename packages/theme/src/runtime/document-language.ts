import { siteLangDirection } from '../lib/direction';
import { htmlLang } from '../lib/url';
import type { ClientSiteData } from './types';

/**
 * Mark `<html>` with a page's language and direction, as the prerendered HTML does: on a switch of language
 * (language link, locale redirect, a relocated 404) the document's `lang` and `dir` follow the page shown.
 */
export function applyDocumentLanguage(site: Pick<ClientSiteData, 'locales'>, lang: string): void {
  const root = document.documentElement;
  root.lang = htmlLang(lang);
  if (siteLangDirection(site, lang) === 'rtl') root.dir = 'rtl';
  else root.removeAttribute('dir');
}
