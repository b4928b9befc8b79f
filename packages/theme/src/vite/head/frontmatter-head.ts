import type { Frontmatter } from '../../runtime/types';
import { escapeHtml } from './html';

/** Tags a page's frontmatter may add to its `<head>` (Rspress's `head`), as plugins may. */
export const FRONTMATTER_HEAD_TAGS = new Set(['meta', 'link']);

type HeadEntry = [string, Record<string, unknown>, ...unknown[]];

/** Whether `value` is Rspress's `head` shape: a list of `[tag, { attribute: value }]`. */
export function isHeadList(value: unknown): value is HeadEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]))
  );
}

/**
 * The `<meta>` and `<link>` tags of a page's frontmatter `head` as HTML (`head: [[meta, { name: x, content: y }]]`).
 * Other tags were warned about when the frontmatter was read; they are left out here.
 */
export function frontmatterHeadTags(frontmatter: Frontmatter): string[] {
  const head = frontmatter.head;
  if (!isHeadList(head)) return [];
  const tags: string[] = [];
  for (const [tag, attrs] of head) {
    if (!FRONTMATTER_HEAD_TAGS.has(tag)) continue;
    const written = Object.entries(attrs)
      .filter(([, v]) => v !== null && v !== undefined && v !== false && typeof v !== 'object')
      .map(([k, v]) => (v === true ? ` ${escapeHtml(k)}` : ` ${escapeHtml(k)}="${escapeHtml(String(v))}"`))
      .join('');
    tags.push(`<${tag}${written}>`);
  }
  return tags;
}
