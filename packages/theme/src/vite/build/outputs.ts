import type { ClientSiteData, PageData } from '../../runtime/types';
import { withBase } from '../../lib/url';
import type { SpillFile, Spilled } from '../cache/spill';
// The Markdown copy of a route: one rule for the build, which writes it, and the page menu, which links it.
import { markdownFileFor } from '../../lib/page-actions';

export { markdownFileFor };

/**
 * What the sitemap and llms files say of a page: a few fields of its data, kept for every page until those files are
 * written (its whole data, toc and frontmatter, ~1.9 KB a page on the bench corpus, was kept before).
 */
export type ListedPage = Pick<PageData, 'routePath' | 'pageType' | 'lang' | 'title' | 'lastUpdatedTime' | 'untranslatedOf'> & {
  frontmatter: Pick<PageData['frontmatter'], 'description'>;
  /** What identifies the page's `.md` copy (a build's source key of it), for `llms-full.txt`'s parts. */
  markdownId?: string;
};

/**
 * A page's `ListedPage`; `routePath`, the route's own string when it is the same (held once, not twice). With a
 * `spill` file (a large build's), its title and description wait there until the llms files read them.
 */
export function listedPage(data: PageData, routePath?: string, spill?: SpillFile, markdownId?: string): ListedPage {
  const { pageType, lang, title, lastUpdatedTime, untranslatedOf, frontmatter } = data;
  const route = data.routePath === routePath ? routePath : data.routePath;
  if (spill) return new SpilledListing(route, pageType, lang, lastUpdatedTime, untranslatedOf, markdownId, spill, spill.write(JSON.stringify([title, frontmatter.description])));
  const listed: ListedPage = { routePath: route, pageType, lang, title, lastUpdatedTime, frontmatter: { description: frontmatter.description } };
  if (untranslatedOf !== undefined) listed.untranslatedOf = untranslatedOf;
  if (markdownId !== undefined) listed.markdownId = markdownId;
  return listed;
}

/**
 * A `ListedPage` whose title and description are read from a spill file when asked (each time): ~0.4 KB a page
 * less on the bench corpus, held from a page's render to the sitemap's and llms files' writing.
 */
class SpilledListing implements ListedPage {
  readonly #spill: SpillFile;
  // Two numbers, not a `Spilled` object of them: one object a page less.
  readonly #offset: number;
  readonly #length: number;

  constructor(
    readonly routePath: string,
    readonly pageType: PageData['pageType'],
    readonly lang: string,
    readonly lastUpdatedTime: number | undefined,
    readonly untranslatedOf: string | undefined,
    readonly markdownId: string | undefined,
    spill: SpillFile,
    at: Spilled,
  ) {
    this.#spill = spill;
    this.#offset = at.offset;
    this.#length = at.length;
  }

  get title(): string {
    return this.#read()[0];
  }

  get frontmatter(): ListedPage['frontmatter'] {
    return { description: this.#read()[1] ?? undefined };
  }

  #read(): [string, string | null] {
    return JSON.parse(this.#spill.read({ offset: this.#offset, length: this.#length })) as [string, string | null];
  }
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
