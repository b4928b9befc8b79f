import { routeLookupKey } from '../../lib/sections';
import type { BlogPost, Frontmatter } from '../../runtime/types';

interface PageInfo {
  routePath: string;
  lang: string;
  version: string;
  title: string;
  frontmatter: Frontmatter;
  untranslatedOf?: string;
}

/** The folder a blog index lists: `/blog/` for the index `/blog/` (or a page `/blog` of its own). */
export function blogFolderOf(routePath: string): string {
  const key = routeLookupKey(routePath);
  return key.endsWith('/') ? key : `${key}/`;
}

/**
 * The posts a blog index lists: pages of its language and version below its folder that have a `date`, newest
 * first (same day: by title); not untranslated pages (a language's blog lists what was written in it). Built from page data, so a new post file appears in the index with no list to edit.
 */
export function blogPosts(index: PageInfo, pages: readonly PageInfo[]): BlogPost[] {
  const folder = blogFolderOf(index.routePath);
  const self = routeLookupKey(index.routePath);
  return pages
    .filter((p) => p.lang === index.lang && p.version === index.version && typeof p.frontmatter.date === 'string' && !p.untranslatedOf)
    .filter((p) => {
      const key = routeLookupKey(p.routePath);
      return key !== self && key.startsWith(folder);
    })
    .map((p): BlogPost => ({
      title: p.title,
      link: p.routePath,
      date: p.frontmatter.date!,
      ...(p.frontmatter.description ? { description: p.frontmatter.description } : {}),
      ...(p.frontmatter.authors?.length ? { authors: p.frontmatter.authors } : {}),
    }))
    .sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
}
