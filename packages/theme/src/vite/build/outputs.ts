import type { ClientSiteData, PageData } from '../../runtime/types';
import { withBase } from '../../lib/url';
// The Markdown copy of a route: one rule for the build, which writes it, and the page menu, which links it.
import { markdownFileFor } from '../../lib/page-actions';

export { markdownFileFor };

/**
 * What the sitemap and llms files say of a page: a few fields of its data, kept for every page until those files are
 * written (its whole data, toc and frontmatter, ~1.9 KB a page on the bench corpus, was kept before).
 */
export type ListedPage = Pick<PageData, 'routePath' | 'pageType' | 'lang' | 'title' | 'lastUpdatedTime' | 'untranslatedOf'> & {
  frontmatter: Pick<PageData['frontmatter'], 'description'>;
};

/** A page's `ListedPage`; `routePath`, the route's own string when it is the same (held once, not twice). */
export function listedPage(data: PageData, routePath?: string): ListedPage {
  const { pageType, lang, title, lastUpdatedTime, untranslatedOf, frontmatter } = data;
  const listed: ListedPage = { routePath: data.routePath === routePath ? routePath : data.routePath, pageType, lang, title, lastUpdatedTime, frontmatter: { description: frontmatter.description } };
  if (untranslatedOf !== undefined) listed.untranslatedOf = untranslatedOf;
  return listed;
}

/** `sitemap.xml` listing every page with its last update. */
export function sitemapXml(pages: ListedPage[], siteUrl: string, base: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const urls = pages
    .filter((p) => p.pageType !== '404')
    .map((p) => {
      const loc = `${origin}${withBase(p.routePath, base)}`;
      const lastmod = p.lastUpdatedTime ? `<lastmod>${new Date(p.lastUpdatedTime).toISOString()}</lastmod>` : '';
      return `  <url><loc>${loc.replace(/&/g, '&amp;')}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}


/** `llms.txt`: the site in one index an AI tool can read, pointing at each page's Markdown copy. */
export function llmsTxt(site: ClientSiteData, pages: ListedPage[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  for (const locale of site.locales) {
    const list = pages.filter((p) => p.lang === locale.lang && p.pageType !== '404' && p.pageType !== 'home');
    if (!list.length) continue;
    lines.push(`## ${locale.label}`, '');
    for (const p of list) {
      const desc = p.frontmatter.description ? `: ${p.frontmatter.description}` : '';
      lines.push(`- [${p.title}](${withBase(`/${markdownFileFor(p.routePath)}`, site.base)})${desc}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
