/**
 * Parts of a page that a page type, the frontmatter (`sidebar: false`) or the query (`?sidebar=0`) switch on or
 * off. The query is read twice: by the head script before the first paint (which hides switched-off parts through
 * `data-rsd-hide` on `<html>`, see `boot/early.ts`), then by React after hydration.
 */
import type { PartSwitches } from '../layouts/types';
import type { Frontmatter, PageType } from '../runtime/types';

export const PART_KEYS = ['navbar', 'sidebar', 'outline', 'footer', 'prevNext', 'lastUpdated', 'editLink', 'globalUIComponents'] as const satisfies ReadonlyArray<keyof PartSwitches>;

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

/**
 * The switches a query string sets: `0`/`false` turn a part off, `1`/`true` on; other parts are left out.
 * Inlined into the head script through `Function.prototype.toString`: it refers to nothing outside its body.
 */
export function querySwitches(search: string): Partial<PartSwitches> {
  const query = new URLSearchParams(search);
  const out: Partial<PartSwitches> = {};
  for (const key of ['navbar', 'sidebar', 'outline', 'footer', 'prevNext', 'lastUpdated', 'editLink', 'globalUIComponents'] as const) {
    const value = query.get(key);
    if (value === '0' || value === 'false') out[key] = false;
    else if (value === '1' || value === 'true') out[key] = true;
  }
  return out;
}

/** The parts the page type and frontmatter show (what the prerendered HTML holds). */
export function pagePartSwitches(pageType: PageType, frontmatter: Frontmatter): PartSwitches {
  const parts = { ...DEFAULTS[pageType] };
  for (const key of PART_KEYS) if (typeof frontmatter[key] === 'boolean') parts[key] = frontmatter[key] as boolean;
  return parts;
}

/** Combine page type defaults, frontmatter (`navbar: false`) and the query (`?navbar=0`); the query wins. */
export function resolvePartSwitches(pageType: PageType, frontmatter: Frontmatter, search = ''): PartSwitches {
  return { ...pagePartSwitches(pageType, frontmatter), ...querySwitches(search) };
}
