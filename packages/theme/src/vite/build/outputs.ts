import type { ClientSiteData, PageData } from '../../runtime/types';
import { withBase } from '../../lib/url';

/** `sitemap.xml` listing every page with its last update. */
export function sitemapXml(pages: PageData[], siteUrl: string, base: string): string {
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

/** The Markdown copy of a route: `/guide/cli` → `guide/cli.md`, `/guide/` → `guide/index.md`. */
export function markdownFileFor(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath.slice(1)}index.md` : `${routePath.slice(1)}.md`;
}

/** `llms.txt`: the site in one index an AI tool can read, pointing at each page's Markdown copy. */
export function llmsTxt(site: ClientSiteData, pages: PageData[]): string {
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
