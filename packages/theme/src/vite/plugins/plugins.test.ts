import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '../../runtime/types';
import { RsdocsError } from '../errors';
import { compilePage } from '../markdown/compile';
import { blogPosts, feedPlugin, postDate } from './feed';
import { PluginHost, writeAddedPages } from './host';
import { readingTimeOf, readingTimePlugin } from './reading-time';

const routeOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const page = (over: Partial<PageData>): PageData => ({
  pagePath: 'en/x.md',
  pageType: 'doc',
  title: 'X',
  frontmatter: {},
  toc: [],
  routePath: '/x',
  lang: 'en',
  version: '',
  relativePath: '/en/x.md',
  ...over,
});

let tmp: string | undefined;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});

describe('PluginHost', () => {
  it('collects every plugin’s remark and rehype plugins in order, or none', () => {
    const a = () => () => {};
    const b = () => () => {};
    const host = new PluginHost({ title: 'x', plugins: [{ name: 'one', markdown: { remarkPlugins: [a] } }, { name: 'two', markdown: { rehypePlugins: [[b, {}]] } }] }, '/p');
    expect(host.markdown).toEqual({ remark: [a], rehype: [[b, {}]] });
    expect(new PluginHost({ title: 'x', plugins: [{ name: 'n', extendPageData() {} }] }, '/p').markdown).toBeUndefined();
  });

  it('calls extendPageData of each plugin in order, and names the plugin when one fails', async () => {
    const host = new PluginHost(
      {
        title: 'x',
        plugins: [
          { name: 'first', extendPageData: (d) => void (d.order = ['first']) },
          { name: 'second', extendPageData: (d) => void (d.order as string[]).push('second') },
        ],
      },
      '/p',
    );
    const data = page({});
    await host.extendPageData(data, { source: '# X', text: 'X' });
    expect((data as PageData & { order: string[] }).order).toEqual(['first', 'second']);
    const failing = new PluginHost({ title: 'x', plugins: [{ name: 'broken', extendPageData: () => { throw new Error('boom'); } }] }, '/p');
    await expect(failing.extendPageData(page({}), { source: '', text: '', file: 'docs/en/x.md' })).rejects.toThrow(RsdocsError);
  });

  it('reports a failing hook with the page it ran for and where the plugin threw', async () => {
    const thrower = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'minutes')");
    };
    const failing = new PluginHost({ title: 'x', plugins: [{ name: 'broken', extendPageData: thrower, head: thrower, afterBuild: thrower }] }, '/p');
    // The plugin's own file and line (here this test file), so its author can find the bug without a stack trace.
    const at = String.raw`\(thrown at [^)]*plugins\.test\.ts:\d+:\d+\)`;
    await expect(failing.extendPageData(page({}), { source: '', text: '', file: 'docs/en/x.md' })).rejects.toThrow(
      new RegExp(String.raw`^plugin "broken": extendPageData failed for docs/en/x\.md: Cannot read properties of undefined \(reading 'minutes'\) ${at}$`),
    );
    expect(() => failing.headTags(page({ routePath: '/guide/x' }))).toThrow(new RegExp(String.raw`^plugin "broken": head failed for /guide/x: Cannot read .* ${at}$`));
    await expect(failing.afterBuild({ pages: [], outDir: '/out', writeFile: () => {}, warn: () => {} })).rejects.toThrow(
      new RegExp(String.raw`^plugin "broken": afterBuild failed: Cannot read .* ${at}$`),
    );
  });

  it('writes head tags escaped, and only link and meta tags', () => {
    const host = new PluginHost({ title: 'x', plugins: [{ name: 'h', head: () => [{ tag: 'meta', attrs: { name: 'x', content: 'a "b" <c>' } }] }] }, '/p');
    expect(host.headTags(page({}))).toEqual(['<meta name="x" content="a &quot;b&quot; &lt;c&gt;">']);
    const bad = new PluginHost({ title: 'x', plugins: [{ name: 'h', head: () => [{ tag: 'script' as 'meta', attrs: {} }] }] }, '/p');
    expect(() => bad.headTags(page({}))).toThrow('plugin "h": head may add <link> and <meta> tags, got <script>');
    // A tag object instead of a list, and a tag without attributes, are named as such (not a TypeError).
    const single = new PluginHost({ title: 'x', plugins: [{ name: 'h', head: () => ({ tag: 'meta', attrs: {} }) as never }] }, '/p');
    expect(() => single.headTags(page({}))).toThrow('plugin "h": head must return a list of { tag, attrs } for /x, got {"tag":"meta","attrs":{}}');
    const bare = new PluginHost({ title: 'x', plugins: [{ name: 'h', head: () => [{ tag: 'meta' } as never] }] }, '/p');
    expect(() => bare.headTags(page({}))).toThrow('plugin "h": head must return a list of { tag, attrs } for /x, got [{"tag":"meta"}]');
  });

  it('resolves global modules against the project and keeps package names', () => {
    const host = new PluginHost({ title: 'x', plugins: [{ name: 'g', globalStyles: ['./a.css', 'pkg/b.css'], globalComponents: ['./theme/C.tsx'] }] }, '/proj');
    expect(host.globalModules()).toEqual({ styles: [path.resolve('/proj/a.css'), 'pkg/b.css'], components: [path.resolve('/proj/theme/C.tsx')] });
  });
});

describe('writeAddedPages', () => {
  it('lays added pages out like the content folder, so they route like files', () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-added-'));
    const pages = writeAddedPages(
      [
        { plugin: 'tags', routePath: '/blog/tags', content: '# Tags\n' },
        { plugin: 'tags', routePath: '/zh/blog/tags/', content: '# 标签\n', format: 'mdx' },
        { plugin: 'tags', routePath: '/zh/', content: '# 首页\n' },
      ],
      tmp,
      { routeOptions, existing: [] },
    );
    expect(pages.map((p) => [p.routePath, p.relativePath])).toEqual([
      ['/blog/tags', 'en/blog/tags.md'],
      ['/zh/blog/tags/', 'zh/blog/tags/index.mdx'],
      ['/zh/', 'zh/index.md'],
    ]);
    expect(fs.readFileSync(path.join(tmp, 'zh/blog/tags/index.mdx'), 'utf8')).toBe('# 标签\n');
  });

  it('refuses a route that a file already has, naming both', () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-added-'));
    const existing = [{ routePath: '/blog/', relativePath: 'en/blog/index.md', lang: 'en', version: '', file: '/x' }];
    expect(() => writeAddedPages([{ plugin: 'p', routePath: '/blog/', content: '' }], tmp!, { routeOptions, existing })).toThrow(
      'plugin "p": addPages: /blog/ is already the route of en/blog/index.md',
    );
    expect(() => writeAddedPages([{ plugin: 'p', routePath: 'blog', content: '' }], tmp!, { routeOptions, existing })).toThrow(/routePath must start with '\/'/);
  });
});

describe('remark and rehype plugins', () => {
  const route = { routePath: '/x', lang: 'en', version: '', relativePath: 'en/x.md' };
  // A remark plugin that appends a paragraph, a rehype plugin that marks every paragraph: both must reach every
  // kind of page (Markdown the fast front end takes, static MDX, MDX with JavaScript).
  const remarkStamp = () => (tree: MdastRoot) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'stamped by remark' }] });
  };
  const rehypeMark = () => (tree: HastRoot) => {
    const visit = (node: HastRoot | HastRoot['children'][number]) => {
      if (node.type === 'element' && node.tagName === 'p') node.properties.dataRehype = 'yes';
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
  const markdownPlugins = { remark: [remarkStamp], rehype: [rehypeMark] };

  it.each([
    ['a Markdown page', 'x.md', '# X\n\nPlain text.\n'],
    ['a static MDX page', 'x.mdx', '# X\n\n<Callout type="tip">Hi</Callout>\n'],
    ['an MDX page with JavaScript', 'x.mdx', "export const n = 1;\n\n# X\n\nValue {n}.\n"],
  ])('run on %s', async (_name, file, source) => {
    const compiled = await compilePage(source, { file: `docs/en/${file}`, route: { ...route, relativePath: `en/${file}` }, markdownPlugins });
    expect(compiled.problems).toEqual([]);
    const shipped = compiled.content ?? compiled.code;
    expect(shipped).toContain('stamped by remark');
    expect(shipped).toMatch(/data-rehype|dataRehype/);
    expect(compiled.text).toContain('stamped by remark');
  });

  it('may add syntax: the parser gets the plugin too', async () => {
    // A micromark extension that reads `%%text%%` as a (made-up) node, the way remark-math adds `$…$`.
    function remarkPercent(this: { data: (key: string) => unknown[] | undefined; data2?: never }) {
      const data = (this as unknown as { data: () => Record<string, unknown[]> }).data();
      (data.micromarkExtensions ??= []).push({
        text: {
          37: {
            name: 'percent',
            tokenize(effects: any, ok: any, nok: any) {
              let open = 0;
              const start = (code: number) => (code === 37 ? (effects.enter('percent'), effects.consume(code), open++, startMore) : nok(code));
              const startMore = (code: number): any => (code === 37 && open === 1 ? (effects.consume(code), open++, inside) : nok(code));
              const inside = (code: number): any => {
                if (code === null || code < 0) return nok(code);
                if (code === 37) return (effects.consume(code), close);
                effects.consume(code);
                return inside;
              };
              const close = (code: number): any => (code === 37 ? (effects.consume(code), effects.exit('percent'), ok) : inside(code));
              return start;
            },
          },
        },
      });
      (data.fromMarkdownExtensions ??= []).push({
        enter: { percent(this: any, token: any) { this.enter({ type: 'text', value: `[${this.sliceSerialize(token).slice(2, -2).toUpperCase()}]` }, token); } },
        exit: { percent(this: any, token: any) { this.exit(token); } },
      });
    }
    const compiled = await compilePage('# X\n\nSay %%hello%% there.\n', { file: 'docs/en/x.md', route, markdownPlugins: { remark: [remarkPercent as never], rehype: [] } });
    expect(compiled.text).toContain('[HELLO]');
  });
});

describe('readingTimePlugin', () => {
  it('counts Latin words and CJK characters at their own pace', () => {
    expect(readingTimeOf('word '.repeat(440))).toEqual({ minutes: 2, words: 440 });
    expect(readingTimeOf('汉'.repeat(800))).toEqual({ minutes: 2, words: 800 });
    expect(readingTimeOf('')).toEqual({ minutes: 1, words: 0 });
    expect(readingTimeOf('word '.repeat(100), { wordsPerMinute: 20 }).minutes).toBe(5);
  });

  it('adds readingTime to page data from the page text', async () => {
    const host = new PluginHost({ title: 'x', plugins: [readingTimePlugin()] }, '/p');
    const data = page({});
    await host.extendPageData(data, { source: '', text: 'word '.repeat(660) });
    expect((data as PageData & { readingTime: unknown }).readingTime).toEqual({ minutes: 3, words: 660 });
  });
});

describe('feedPlugin', () => {
  const posts = [
    page({ routePath: '/blog/', title: 'Blog', lang: 'en' }),
    page({ routePath: '/blog/v1', title: 'Version 1', lang: 'en', frontmatter: { date: '2024-06-01', description: 'The first release.' } }),
    page({ routePath: '/blog/v2', title: 'Version 2 & more', lang: 'en', frontmatter: { date: '2024-09-15', description: 'Second.' } }),
    page({ routePath: '/blog/draft', title: 'Draft', lang: 'en', pagePath: 'en/blog/draft.md', frontmatter: {} }),
    page({ routePath: '/zh/blog/v1', title: '版本 1', lang: 'zh', frontmatter: { date: '2024-06-01' } }),
    page({ routePath: '/guide/start', title: 'Start', lang: 'en', frontmatter: { date: '2024-01-01' } }),
  ];

  it('reads YYYY-MM-DD dates only', () => {
    expect(postDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2024-6-1', 'June 1', 20240601, undefined]) expect(postDate(bad)).toBeUndefined();
  });

  it('lists a language’s dated posts newest first, without the index, and tells about undated ones', () => {
    const undated: string[] = [];
    const list = blogPosts(posts, 'en', '/blog/', (p) => undated.push(p.routePath));
    expect(list.map((p) => p.title)).toEqual(['Version 2 & more', 'Version 1']);
    expect(undated).toEqual(['/blog/draft']);
  });

  it('writes RSS and Atom per language after the build, and links them from blog pages', async () => {
    const files: Record<string, string> = {};
    const warnings: string[] = [];
    const config = { title: 'Acme', siteUrl: 'https://acme.dev', base: '/docs/', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] };
    const host = new PluginHost({ ...config, plugins: [feedPlugin()] }, '/p');
    for (const p of posts) await host.extendPageData(p, { source: '', text: '' });
    await host.afterBuild({ pages: posts, outDir: '/out', writeFile: (f, c) => void (files[f] = c), warn: (m) => warnings.push(m) });
    expect(Object.keys(files).sort()).toEqual(['blog/atom.xml', 'blog/rss.xml', 'zh/blog/atom.xml', 'zh/blog/rss.xml']);
    const rss = files['blog/rss.xml']!;
    expect(rss).toContain('<title>Acme Blog</title>');
    expect(rss).toContain('<title><![CDATA[Version 2 & more]]></title>');
    expect(rss).toContain('<pubDate>Sun, 15 Sep 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('https://acme.dev/docs/blog/v1');
    expect(rss.indexOf('Version 2')).toBeLessThan(rss.indexOf('Version 1'));
    expect(rss).not.toContain('Draft');
    expect(files['blog/atom.xml']).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(files['zh/blog/rss.xml']).toContain('Acme 博客');
    expect(warnings).toEqual(['rsdocs feed: en/blog/draft.md is left out of the feed: add "date: YYYY-MM-DD" to its frontmatter']);
    expect(host.headTags(posts[0]!)).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Acme Blog" href="/docs/blog/rss.xml">',
      '<link rel="alternate" type="application/atom+xml" title="Acme Blog" href="/docs/blog/atom.xml">',
    ]);
    expect(host.headTags(posts[5]!)).toEqual([]);
  });

  it("gives the blog index its language's feed link, with the base, and none without a siteUrl", async () => {
    const config = { title: 'Acme', siteUrl: 'https://acme.dev', base: '/docs/', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] };
    const host = new PluginHost({ ...config, plugins: [feedPlugin()] }, '/p');
    const en = page({ routePath: '/blog/', title: 'Blog', lang: 'en' });
    const zh = page({ routePath: '/zh/blog/', title: '博客', lang: 'zh' });
    const post = page({ routePath: '/blog/v1', title: 'V1', lang: 'en', frontmatter: { date: '2024-06-01' } });
    for (const p of [en, zh, post]) await host.extendPageData(p, { source: '', text: '' });
    expect(en.blogFeed).toEqual({ href: '/docs/blog/rss.xml', title: 'Acme Blog' });
    expect(zh.blogFeed).toEqual({ href: '/docs/zh/blog/rss.xml', title: 'Acme 博客' });
    expect(post.blogFeed).toBeUndefined();
    const noUrl = new PluginHost({ title: 'Acme', plugins: [feedPlugin()] }, '/p');
    const index = page({ routePath: '/blog/', title: 'Blog' });
    await noUrl.extendPageData(index, { source: '', text: '' });
    expect(index.blogFeed).toBeUndefined();
  });

  it('links no feed from a blog without dated posts', async () => {
    const host = new PluginHost({ title: 'Acme', siteUrl: 'https://acme.dev', plugins: [feedPlugin()] }, '/p');
    const index = page({ routePath: '/blog/', title: 'Blog' });
    await host.extendPageData(index, { source: '', text: '' });
    expect(host.headTags(index)).toEqual([]);
  });

  it('writes nothing without a siteUrl, and says why', async () => {
    const files: string[] = [];
    const warnings: string[] = [];
    await new PluginHost({ title: 'Acme', plugins: [feedPlugin()] }, '/p').afterBuild({ pages: posts, outDir: '/out', writeFile: (f) => void files.push(f), warn: (m) => warnings.push(m) });
    expect(files).toEqual([]);
    expect(warnings[0]).toMatch(/set siteUrl/);
  });
});
