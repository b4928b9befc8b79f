import { brandCss, logoSvg } from './brand';
import type { StarterDeps } from './deps';
import { TEXT } from './languages';
import type { Answers, Lang } from './options';

/** Files of a new site, relative path (forward slashes) → content. Pure: scaffold.ts writes them. */
export type StarterFiles = Record<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** A TypeScript string literal in the starter's quote style. */
const str = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type PageName = keyof (typeof TEXT)['en']['pages'];
const GUIDE_PAGES: PageName[] = ['introduction', 'getting-started', 'writing-pages'];

function packageJson(name: string, deps: StarterDeps): string {
  return json({
    name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: {
      // The theme's CLI: it adds the rsdocs() plugin itself, so the starter needs no vite.config.
      dev: 'rsdocs dev',
      build: 'rsdocs build',
      preview: 'rsdocs preview',
      typecheck: 'tsc',
    },
    dependencies: deps.dependencies,
    devDependencies: deps.devDependencies,
  });
}

function siteConfig(a: Answers): string {
  const [defaultLang] = a.langs;
  const locale = (lang: Lang) => {
    const t = TEXT[lang];
    const prefix = lang === defaultLang ? '' : `/${lang}`;
    const items = GUIDE_PAGES.map((p) => `{ text: ${str(t.pages[p])}, link: '${prefix}/guide/${p}' }`);
    return `    {
      lang: '${lang}',
      label: ${str(t.label)},
      nav: [
        { text: ${str(t.guide)}, link: '${prefix}/guide/introduction', activeMatch: '/guide/' },${a.template === 'blog' ? `\n        { text: ${str(t.blog)}, link: '${prefix}/blog/', activeMatch: '/blog/' },` : ''}
      ],
      sidebar: {
        '/guide/': [
          {
            text: ${str(t.group)},
            items: [
              ${items.join(',\n              ')},
            ],
          },
        ],
      },
    },`;
  };
  const blog = a.template === 'blog';
  return `import { defineConfig${blog ? ', feedPlugin, readingTimePlugin' : ''} } from '@rsdocs/theme/vite';

// Every field is typed and checked when the site builds; see "Config reference" in the @rsdocs/theme README.
export default defineConfig({
  title: ${str(a.title)},
  description: ${str(TEXT[defaultLang!].tagline)},
  lang: '${defaultLang}',
  logo: '/logo.svg',
  icon: '/logo.svg',
  themeEntry: './theme/index.${blog ? 'tsx' : 'ts'}',${
    blog
      ? `
  // The site's address: feeds, canonical and hreflang links are absolute. Change it to yours.
  siteUrl: 'https://docs.example.com',
  // Reading time on every page (shown by <ReadingTime /> in theme/index.tsx); RSS and Atom feeds of the blog.
  plugins: [readingTimePlugin(), feedPlugin()],`
      : ''
  }
  locales: [
${a.langs.map(locale).join('\n')}
  ],
});
`;
}

// tsc only checks (noEmit): the rsdocs CLI compiles. allowImportingTsExtensions keeps a `./x.ts` import valid, the
// form Vite's config loader wants if the site adds a vite.config.ts that imports site.config.ts.
const TSCONFIG = json({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    isolatedModules: true,
    types: ['node'],
  },
  include: ['site.config.ts', 'theme'],
});

const THEME_ENTRY = `// The site's theme entry (\`themeEntry\` in site.config.ts). See "Extending" in the @rsdocs/theme README.
import './brand.css';
import type { ThemeEntry } from '@rsdocs/theme';

// Content around the built-in parts; a slot may also be a function of the page's language.
export const slots: ThemeEntry['slots'] = {};

// Components usable in every .mdx page by name.
export const mdxComponents: ThemeEntry['mdxComponents'] = {};
`;

const BLOG_THEME_ENTRY = `// The site's theme entry (\`themeEntry\` in site.config.ts). See "Extending" in the @rsdocs/theme README.
import './brand.css';
import { ReadingTime, type ThemeEntry } from '@rsdocs/theme';

// Content around the built-in parts; a slot may also be a function of the page's language.
export const slots: ThemeEntry['slots'] = {
  // The reading time readingTimePlugin() adds to each page's data.
  beforeContent: <ReadingTime />,
};

// Components usable in every .mdx page by name.
export const mdxComponents: ThemeEntry['mdxComponents'] = {};
`;

/** The blog of the `blog` template: an index and two posts with the frontmatter the feed reads. */
function blogPages(lang: Lang): StarterFiles {
  const zh = lang === 'zh';
  const post = (title: string, date: string, description: string, body: string) =>
    `---\ntitle: ${JSON.stringify(title)}\ndate: ${date}\ndescription: ${JSON.stringify(description)}\n---\n\n# ${title}\n\n${body}\n`;
  return {
    [`docs/${lang}/blog/index.md`]: zh
      ? `---\ntitle: 博客\ndescription: 版本发布与新闻。\n---\n\n# 博客\n\n- [站点上线](./site-launch.md)（2024-06-01）\n- [欢迎](./welcome.md)（2024-05-01）\n\n订阅 [RSS](/zh/blog/rss.xml) 或 [Atom](/zh/blog/atom.xml)。\n`
      : `---\ntitle: Blog\ndescription: Releases and news.\n---\n\n# Blog\n\n- [The site is live](./site-launch.md) (2024-06-01)\n- [Welcome](./welcome.md) (2024-05-01)\n\nFollow it by [RSS](/blog/rss.xml) or [Atom](/blog/atom.xml).\n`,
    [`docs/${lang}/blog/welcome.md`]: zh
      ? post('欢迎', '2024-05-01', '第一篇文章。', '每篇文章都需要 `title`、`date: YYYY-MM-DD` 和 `description`，订阅源会读取它们。')
      : post('Welcome', '2024-05-01', 'The first post.', 'Each post needs `title`, `date: YYYY-MM-DD` and `description` in its frontmatter: the feeds read them.'),
    [`docs/${lang}/blog/site-launch.md`]: zh
      ? post('站点上线', '2024-06-01', '文档站点已经上线。', '新文章会出现在博客首页和订阅源中，最新的排在最前。')
      : post('The site is live', '2024-06-01', 'The documentation site is online.', 'New posts appear on the blog page and in the feeds, newest first.'),
  };
}

function homePage(a: Answers, lang: Lang): string {
  const t = TEXT[lang];
  const prefix = lang === a.langs[0] ? '' : `/${lang}`;
  // JSON strings are YAML strings too: quoted, so a ':' or '#' in the text stays text.
  const y = JSON.stringify;
  const features = t.features.map(([title, details]) => `  - title: ${y(title)}\n    details: ${y(details)}`).join('\n');
  return `---
pageType: home
hero:
  name: ${y(a.title)}
  text: ${y(t.tagline)}
  tagline: ${y(t.text)}
  logo: /logo.svg
  actions:
    - text: ${y(t.start)}
      link: ${prefix}/guide/getting-started
      theme: brand
features:
${features}
---
`;
}

/**
 * A guide page in a language the starter has no prose for: the English page, titled in the language, with a note
 * asking for its translation; its links point into the language's own folder.
 */
function untranslatedGuidePage(lang: Lang, page: PageName, langs: Lang[]): string {
  const t = TEXT[lang];
  const prefix = lang === langs[0] ? '' : `/${lang}`;
  const english = guidePage('en', page, langs);
  return english
    .replace(/^# .*$/m, `# ${t.pages[page]}\n\n:::info\n${t.untranslated}\n:::`)
    .replace('under \`docs/en/\`', `under \`docs/${lang}/\``)
    .replace('\`docs/en/guide/introduction.md\` is\nserved at \`/guide/introduction\`', `\`docs/${lang}/guide/introduction.md\` is\nserved at \`${prefix}/guide/introduction\``);
}

function guidePage(lang: Lang, page: PageName, langs: Lang[]): string {
  if (lang !== 'en' && lang !== 'zh') return untranslatedGuidePage(lang, page, langs);
  const zh = lang === 'zh';
  const other = langs.find((l) => l !== lang);
  if (page === 'introduction')
    return zh
      ? `---
description: 这个文档站点是什么，以及页面放在哪里。
---

# 介绍

这是一个用 [@rsdocs/theme](https://www.npmjs.com/package/@rsdocs/theme) 搭建的文档站点。页面是 \`docs/zh/\` 下的 Markdown 文件，文件路径就是页面的地址：\`docs/zh/guide/introduction.md\` 对应 \`/zh/guide/introduction\`。

## 接下来

- 在[快速上手](./getting-started.md)中启动开发服务器。
- 在[编写页面](./writing-pages.mdx)中了解 Markdown 的扩展写法。
`
      : `---
description: What this documentation site is and where its pages live.
---

# Introduction

This is a documentation site built with [@rsdocs/theme](https://www.npmjs.com/package/@rsdocs/theme). Pages are
Markdown files under \`docs/en/\`, and a file's path is the page's address: \`docs/en/guide/introduction.md\` is
served at \`/guide/introduction\`.

## Next

- Start the dev server in [Getting Started](./getting-started.md).
- See what Markdown can do here in [Writing Pages](./writing-pages.mdx).
`;
  if (page === 'getting-started')
    return zh
      ? `---
description: 启动开发服务器、构建并预览站点。
---

# 快速上手

## 开发

\`\`\`bash
npm run dev
\`\`\`

修改 \`docs/\` 下的页面后，打开的页面会原地更新，不会整页刷新。

## 构建与预览

\`\`\`bash
npm run build     # 静态站点写入 dist/
npm run preview   # 在本地预览 dist/
npm run typecheck # 检查 site.config.ts 与 theme/ 的类型
\`\`\`

:::tip
配置写错时（例如拼错字段名），构建会停止并指出出错的字段和修改建议。
:::
`
      : `---
description: Start the dev server, build the site and preview it.
---

# Getting Started

## Develop

\`\`\`bash
npm run dev
\`\`\`

When you edit a page under \`docs/\`, the open page updates in place, without a reload.

## Build and preview

\`\`\`bash
npm run build     # static site in dist/
npm run preview   # serve dist/ locally
npm run typecheck # check site.config.ts and theme/
\`\`\`

:::tip
A mistake in the config (a misspelt field, a wrong type) stops the build with the field and the fix.
:::
`;
  const switchNote = other
    ? zh
      ? `\n每种语言的页面放在各自的文件夹中，相对路径保持一致，语言切换就能找到对应的翻译。\n`
      : `\nEach language has its own folder with the same relative paths, so the language switch finds the translation.\n`
    : '';
  return zh
    ? `---
description: 在页面中使用容器、代码块和组件。
---

# 编写页面

\`.md\` 文件是 Markdown；\`.mdx\` 文件还可以使用组件，比如下面的包管理器切换：

<PackageManagerTabs command="add @rsdocs/theme" />

## 容器

:::warning 注意
以 \`:::tip\`、\`:::warning\` 或 \`:::danger\` 开头，以 \`:::\` 结束。
:::

## 代码块

\`\`\`ts title="site.config.ts" {3}
import { defineConfig } from '@rsdocs/theme/vite';

export default defineConfig({ title: '我的文档' });
\`\`\`
${switchNote}`
    : `---
description: Containers, code blocks and components in a page.
---

# Writing Pages

\`.md\` files are Markdown; \`.mdx\` files may also use components, such as this package-manager switch:

<PackageManagerTabs command="add @rsdocs/theme" />

## Containers

:::warning Mind this
Start with \`:::tip\`, \`:::warning\` or \`:::danger\` and end with \`:::\`.
:::

## Code blocks

\`\`\`ts title="site.config.ts" {3}
import { defineConfig } from '@rsdocs/theme/vite';

export default defineConfig({ title: 'My Docs' });
\`\`\`
${switchNote}`;
}

function readme(a: Answers, tarballs: boolean): string {
  return `# ${a.title}

A documentation site built with [@rsdocs/theme](https://www.npmjs.com/package/@rsdocs/theme).

| Command | What it does |
| --- | --- |
| \`npm run dev\` | \`rsdocs dev\`: dev server on http://localhost:5173; pages update in place as you edit them |
| \`npm run build\` | \`rsdocs build\`: static site in \`dist/\` (prerendered HTML, search index, sitemap) |
| \`npm run preview\` | \`rsdocs preview\`: serve \`dist/\` with clean URLs and the real 404 |
| \`npm run typecheck\` | Type-check \`site.config.ts\` and \`theme/\` |

Flags go after \`--\`, e.g. \`npm run dev -- --port 3000\`; \`npx rsdocs <command> --help\` lists them. A
\`vite.config.ts\` is optional: add one for Vite options of your own, and the commands use it.

- \`site.config.ts\`: title, languages, navigation and sidebars.
- \`docs/${a.langs.join('/`, `docs/')}/\`: one folder per language with the same relative paths; the path is the route.
- \`theme/brand.css\`: colour tokens; \`theme/index.ts\`: slots, MDX components and overridden parts.
- \`public/\`: static files served from \`/\` (the logo).
${tarballs ? '\n`@rsdocs/theme` and `@rsdocs/search` are installed from packed tarballs (`file:` in package.json); switch them to\nversion ranges once they come from a registry.\n' : ''}`;
}

/** The starter site for the answers given. */
export function starterFiles(a: Answers, opts: { name: string; deps: StarterDeps; tarballs: boolean }): StarterFiles {
  const files: StarterFiles = {
    'package.json': packageJson(opts.name, opts.deps),
    'site.config.ts': siteConfig(a),
    'tsconfig.json': TSCONFIG,
    [a.template === 'blog' ? 'theme/index.tsx' : 'theme/index.ts']: a.template === 'blog' ? BLOG_THEME_ENTRY : THEME_ENTRY,
    'theme/brand.css': brandCss(a.brand),
    'public/logo.svg': logoSvg(a.brand),
    'README.md': readme(a, opts.tarballs),
    // A build stages its output beside dist/ (.dist.rsdocs-next-<pid>) and swaps it in when it succeeds.
    '.gitignore': 'node_modules\ndist\n.dist.rsdocs-*\n',
  };
  for (const lang of a.langs) {
    files[`docs/${lang}/index.md`] = homePage(a, lang);
    for (const page of GUIDE_PAGES) files[`docs/${lang}/guide/${page}.${page === 'writing-pages' ? 'mdx' : 'md'}`] = guidePage(lang, page, a.langs);
    if (a.template === 'blog') Object.assign(files, blogPages(lang));
  }
  return files;
}

/** An npm package name from a folder name. */
export function packageName(dir: string): string {
  const base = dir
    .split(/[\\/]/)
    .filter(Boolean)
    .pop()
    ?.toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return base || 'my-docs';
}
