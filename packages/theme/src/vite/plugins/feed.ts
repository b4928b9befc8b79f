import type { AfterBuildContext, RsdocsPlugin } from '../../config/schema';
import { withBase } from '../../lib/url';
import type { PageData } from '../../runtime/types';

export interface FeedOptions {
  /** Route prefix of the blog, without the language prefix. @default '/blog/' */
  prefix?: string;
  /** Absolute origin of the site. @default the config's `siteUrl` (one of the two is needed) */
  siteUrl?: string;
  /** Posts per feed, newest first. @default 20 */
  limit?: number;
  /** Feed title per language code. @default the language's site title + ' Blog' */
  title?: Record<string, string>;
  /** Copyright line of the feeds. */
  copyright?: string;
}

export interface FeedPost {
  title: string;
  link: string;
  date: Date;
  description?: string;
}

/** The feed files of one language: `rss.xml` and `atom.xml` under the language's blog folder. */
export function feedPaths(blogRoute: string): { rss: string; atom: string } {
  const folder = blogRoute.replace(/^\//, '');
  return { rss: `${folder}rss.xml`, atom: `${folder}atom.xml` };
}

/** A post date from frontmatter (`date: 2024-05-01`), or undefined when missing or not a real date. */
export function postDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : date;
}

/** A post of the blog at `blogRoute` (`/blog/`): a page below it, not its index. */
const isPost = (routePath: string, blogRoute: string) => routePath.startsWith(blogRoute) && routePath !== blogRoute;

/** The language prefix of a page's language (`''` for the default one). */
const langPrefix = (ctx: Pick<AfterBuildContext, 'config'>, lang: string) => (lang === (ctx.config.lang ?? 'en') ? '' : `/${lang}`);

/**
 * RSS 2.0 and Atom feeds of a blog, one pair per language: the pages under `prefix` (`/blog/`, `/zh/blog/`) other
 * than the index, with `title`, `date: YYYY-MM-DD` and `description` in their frontmatter. Blog pages get a
 * `<link rel="alternate">` to their language's feeds. A post without a valid date is left out with a warning.
 */
export function feedPlugin(options: FeedOptions = {}): RsdocsPlugin {
  const prefix = options.prefix ?? '/blog/';
  // Languages with at least one dated post (seen as pages compile): only their blog pages link to a feed.
  const withPosts = new Set<string>();
  return {
    name: 'feed',
    extendPageData(pageData, ctx) {
      const blog = `${langPrefix(ctx, pageData.lang)}${prefix}`;
      if (isPost(pageData.routePath, blog) && postDate(pageData.frontmatter.date)) withPosts.add(pageData.lang);
      // The blog index (BlogIndex) links its language's feed. Not without a siteUrl (then no feed is written); the
      // build drops the link again from an index that lists no post (then neither is a feed written).
      if (pageData.routePath === blog && (options.siteUrl ?? ctx.config.siteUrl)) {
        pageData.blogFeed = { href: withBase(`/${feedPaths(blog).rss}`, ctx.config.base ?? '/'), title: feedTitle(options, ctx, pageData.lang) };
      }
    },
    head(pageData, ctx) {
      const blog = `${langPrefix(ctx, pageData.lang)}${prefix}`;
      if (!withPosts.has(pageData.lang) || (!pageData.routePath.startsWith(blog) && pageData.routePath !== blog.slice(0, -1))) return [];
      const base = ctx.config.base ?? '/';
      const paths = feedPaths(blog);
      const title = feedTitle(options, ctx, pageData.lang);
      return [
        { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', title, href: withBase(`/${paths.rss}`, base) } },
        { tag: 'link', attrs: { rel: 'alternate', type: 'application/atom+xml', title, href: withBase(`/${paths.atom}`, base) } },
      ];
    },
    async afterBuild(ctx) {
      const siteUrl = (options.siteUrl ?? ctx.config.siteUrl ?? '').replace(/\/$/, '');
      if (!siteUrl) {
        ctx.warn('rsdocs feed: no feed written: set siteUrl in the config (or the plugin) so feed links can be absolute');
        return;
      }
      const { Feed } = await import('feed');
      const base = ctx.config.base ?? '/';
      const langs = [...new Set(ctx.pages.map((p) => p.lang))];
      for (const lang of langs) {
        const blog = `${langPrefix(ctx, lang)}${prefix}`;
        const posts = blogPosts(ctx.pages, lang, blog, (page) =>
          ctx.warn(`rsdocs feed: ${page.pagePath} is left out of the feed: add "date: YYYY-MM-DD" to its frontmatter`),
        ).slice(0, options.limit ?? 20);
        if (!posts.length) continue;
        const url = (route: string) => `${siteUrl}${withBase(route, base)}`;
        const paths = feedPaths(blog);
        const feed = new Feed({
          id: url(blog),
          title: feedTitle(options, ctx, lang),
          link: url(blog),
          language: lang,
          description: ctx.config.locales?.find((l) => l.lang === lang)?.description ?? ctx.config.description ?? '',
          updated: posts[0]!.date,
          copyright: options.copyright ?? '',
          generator: '@rsdocs/theme',
          feedLinks: { rss: url(`/${paths.rss}`), atom: url(`/${paths.atom}`) },
        });
        for (const post of posts) feed.addItem({ title: post.title, id: url(post.link), link: url(post.link), date: post.date, description: post.description });
        ctx.writeFile(paths.rss, feed.rss2());
        ctx.writeFile(paths.atom, feed.atom1());
      }
    },
  };
}

function feedTitle(options: FeedOptions, ctx: Pick<AfterBuildContext, 'config'>, lang: string): string {
  const locale = ctx.config.locales?.find((l) => l.lang === lang);
  return options.title?.[lang] ?? `${locale?.title ?? ctx.config.title} ${lang === 'zh' ? '博客' : 'Blog'}`;
}

/** The posts of one language's blog, newest first; `undated` is told about posts without a valid date. */
export function blogPosts(pages: PageData[], lang: string, blogRoute: string, undated: (page: PageData) => void = () => {}): FeedPost[] {
  const posts: FeedPost[] = [];
  for (const page of pages) {
    if (page.lang !== lang || !isPost(page.routePath, blogRoute)) continue;
    const date = postDate(page.frontmatter.date);
    if (!date) {
      undated(page);
      continue;
    }
    posts.push({ title: page.title, link: page.routePath, date, description: page.frontmatter.description });
  }
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.link.localeCompare(b.link));
}
