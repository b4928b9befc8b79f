import type { PartSwitches } from '../layouts/types';
import type { Frontmatter, PageType } from './types';

/** Parts each page type shows by default. */
const DOC_FOOTER = { prevNext: true, lastUpdated: true, editLink: true };
const NO_DOC_FOOTER = { prevNext: false, lastUpdated: false, editLink: false };
const DEFAULTS: Record<PageType, PartSwitches> = {
  doc: { navbar: true, sidebar: true, outline: true, footer: true, ...DOC_FOOTER, globalUIComponents: true },
  home: { navbar: true, sidebar: false, outline: false, footer: true, ...NO_DOC_FOOTER, globalUIComponents: true },
  '404': { navbar: true, sidebar: false, outline: false, footer: false, ...NO_DOC_FOOTER, globalUIComponents: true },
  custom: { navbar: true, sidebar: false, outline: false, footer: false, ...NO_DOC_FOOTER, globalUIComponents: true },
  blank: { navbar: false, sidebar: false, outline: false, footer: false, ...NO_DOC_FOOTER, globalUIComponents: true },
};

const KEYS = ['navbar', 'sidebar', 'outline', 'footer', 'prevNext', 'lastUpdated', 'editLink', 'globalUIComponents'] as const;

/** Combine page type defaults, frontmatter (`navbar: false`) and the query (`?navbar=0`); query wins. */
export function resolvePartSwitches(pageType: PageType, frontmatter: Frontmatter, search = ''): PartSwitches {
  const parts = { ...DEFAULTS[pageType] };
  const query = new URLSearchParams(search);
  for (const key of KEYS) {
    if (typeof frontmatter[key] === 'boolean') parts[key] = frontmatter[key] as boolean;
    const q = query.get(key);
    if (q === '0' || q === 'false') parts[key] = false;
    else if (q === '1' || q === 'true') parts[key] = true;
  }
  return parts;
}
