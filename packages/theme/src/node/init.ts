import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Versions written into the new site's package.json. */
export interface InitVersions {
  theme: string;
  search: string;
  react: string;
  reactDom: string;
  vite: string;
}

export interface InitOptions {
  /** Package name of the new site. @default the folder name */
  name?: string;
  /** Override the versions (tests); by default they come from the installed theme's package.json. */
  versions?: Partial<InitVersions>;
  /** Where the next steps go. @default console.log */
  log?: (message: string) => void;
}

export interface InitResult {
  dir: string;
  /** Written files, relative to `dir`, with forward slashes. */
  files: string[];
}

interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The theme's own package.json: found by walking up from this module (src/node or dist/node once built). */
function themeManifest(): { manifest: Manifest; dir: string } | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      if (manifest.name === '@rsdocs/theme') return { manifest, dir };
    }
    dir = path.dirname(dir);
  }
  return null;
}

/** Turn a workspace range (`workspace:^`) or a missing one into something npm understands. */
function publishable(range: string | undefined, version: string | undefined, fallback: string): string {
  if (!range) return fallback;
  if (!range.startsWith('workspace:')) return range;
  const rest = range.slice('workspace:'.length);
  if (!version) return fallback;
  if (rest === '^' || rest === '~') return `${rest}${version}`;
  if (rest === '*') return `^${version}`;
  return rest;
}

/** Versions matching the theme that runs this code, so a new site gets what the theme was built and tested with. */
export function defaultVersions(): InitVersions {
  const found = themeManifest();
  const m = found?.manifest ?? {};
  const themeVersion = m.version ?? '0.1.0';
  let searchVersion: string | undefined;
  try {
    const require = createRequire(path.join(found?.dir ?? process.cwd(), 'package.json'));
    searchVersion = (require('@rsdocs/search/package.json') as Manifest).version;
  } catch {
    searchVersion = undefined;
  }
  const pick = (name: string, fallback: string) => m.devDependencies?.[name] ?? m.peerDependencies?.[name] ?? fallback;
  return {
    theme: `^${themeVersion}`,
    search: publishable(m.dependencies?.['@rsdocs/search'], searchVersion ?? themeVersion, `^${searchVersion ?? themeVersion}`),
    react: pick('react', '^19.0.0'),
    reactDom: pick('react-dom', '^19.0.0'),
    vite: pick('vite', '^8.0.0'),
  };
}

function packageJson(name: string, v: InitVersions): string {
  const manifest = {
    name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'rsdocs serve dist' },
    dependencies: {
      '@rsdocs/search': v.search,
      '@rsdocs/theme': v.theme,
      react: v.react,
      'react-dom': v.reactDom,
      vite: v.vite,
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const VITE_CONFIG = `import { rsdocs } from '@rsdocs/theme/vite';
import { defineConfig } from 'vite';
import site from './site.config';

export default defineConfig({
  plugins: [rsdocs(site, { configFile: 'site.config.ts' })],
});
`;

function siteConfig(title: string): string {
  return `import { defineConfig } from '@rsdocs/theme/vite';

// Every field is documented in the @rsdocs/theme README ("Config reference").
export default defineConfig({
  title: ${JSON.stringify(title)},
  description: 'Documentation built with @rsdocs/theme',
  root: 'docs',
  lang: 'en',
  themeEntry: './theme/index.ts',
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [{ text: 'Guide', link: '/guide/start', activeMatch: '/guide/' }],
      sidebar: {
        '/guide/': [{ text: 'Getting Started', items: [{ text: 'Quick Start', link: '/guide/start' }] }],
      },
    },
    {
      lang: 'zh',
      label: '简体中文',
      description: '使用 @rsdocs/theme 构建的文档',
      nav: [{ text: '指南', link: '/zh/guide/start', activeMatch: '/guide/' }],
      sidebar: {
        '/guide/': [{ text: '开始', items: [{ text: '快速上手', link: '/zh/guide/start' }] }],
      },
    },
  ],
});
`;
}

function homePage(title: string, lang: 'en' | 'zh'): string {
  const zh = lang === 'zh';
  const prefix = zh ? '/zh' : '';
  return `---
pageType: home
hero:
  name: ${JSON.stringify(title)}
  text: ${zh ? '一个双语文档站点' : 'A bilingual documentation site'}
  tagline: ${zh ? '由 @rsdocs/theme 与 @rsdocs/search 驱动' : 'Powered by @rsdocs/theme and @rsdocs/search'}
  actions:
    - text: ${zh ? '快速上手' : 'Quick Start'}
      link: ${prefix}/guide/start
      theme: brand
features:
  - title: ${zh ? 'Markdown 与 MDX' : 'Markdown and MDX'}
    details: ${zh ? '在 docs/zh/ 下编写页面，文件路径即路由。' : 'Write pages under docs/en/; the file path is the route.'}
  - title: ${zh ? '内置搜索' : 'Built-in search'}
    details: ${zh ? '构建时为每种语言生成搜索索引。' : 'A search index per language is built with the site.'}
  - title: ${zh ? '品牌样式' : 'Your brand'}
    details: ${zh ? '在 theme/brand.css 中覆盖设计令牌。' : 'Override the design tokens in theme/brand.css.'}
---
`;
}

function guidePage(lang: 'en' | 'zh'): string {
  if (lang === 'zh') {
    return `---
description: 如何编写和构建这个文档站点。
---

# 快速上手

欢迎使用这个文档站点。页面放在 \`docs/zh/\` 下，文件路径就是路由：\`docs/zh/guide/start.md\` 对应 \`/zh/guide/start\`。

## 本地开发

运行 \`npm run dev\` 启动开发服务器，修改 Markdown 后页面会自动刷新。

:::tip
运行 \`npm run build\` 生成静态站点，再用 \`npm run preview\` 预览 \`dist\` 目录。
:::
`;
  }
  return `---
description: How to write and build this documentation site.
---

# Quick Start

Welcome to your new documentation site. Pages live under \`docs/en/\` and the file path is the route:
\`docs/en/guide/start.md\` is served at \`/guide/start\`.

## Develop locally

Run \`npm run dev\` to start the dev server; pages reload when you edit the Markdown.

\`\`\`bash title="Terminal"
npm run build
npm run preview
\`\`\`

:::tip
\`npm run build\` writes the static site to \`dist/\`; \`npm run preview\` serves it.
:::
`;
}

const THEME_ENTRY = `// The site's theme entry (\`themeEntry\` in site.config.ts). Brand colours live in brand.css as token overrides.
// You may also export \`slots\` (content around built-in parts), \`mdxComponents\` (components usable in every page)
// or a whole \`Layout\`; see "Extending the theme" in the @rsdocs/theme README.
import './brand.css';
`;

const BRAND_CSS = `/* Brand colours through the theme's tokens. These rules are unlayered, so they win over the theme's defaults. */
:root {
  --rsd-c-brand: #6d28d9;
  --rsd-c-brand-dark: #5b21b6;
  --rsd-c-brand-light: #8b5cf6;
  --rsd-c-brand-soft: rgba(109, 40, 217, 0.12);
  --rsd-c-code-highlight: rgba(109, 40, 217, 0.12);
}
:root.dark {
  --rsd-c-brand: #a78bfa;
  --rsd-c-brand-dark: #8b5cf6;
  --rsd-c-brand-light: #c4b5fd;
  --rsd-c-brand-soft: rgba(167, 139, 250, 0.16);
  --rsd-c-brand-text: #0b0c0e;
}
`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['site.config.ts', 'vite.config.ts', 'theme'],
  },
  null,
  2,
)}\n`;

function readme(title: string): string {
  return `# ${title}

A bilingual documentation site built with [@rsdocs/theme](https://www.npmjs.com/package/@rsdocs/theme).

| Command | What it does |
| --- | --- |
| \`npm run dev\` | Dev server with hot reload |
| \`npm run build\` | Static site in \`dist/\` (prerendered HTML, search index, sitemap) |
| \`npm run preview\` | Serve \`dist/\` with clean URLs |

- \`site.config.ts\`: title, languages, navigation and sidebars.
- \`docs/en/\`, \`docs/zh/\`: one folder per language with the same relative paths; the path is the route.
- \`theme/brand.css\`: token overrides (colours, fonts, sizes); \`theme/index.ts\`: slots and component overrides.
`;
}

/** Files of the starter site, relative path → content. */
export function starterFiles(name: string, versions: InitVersions): Record<string, string> {
  const title = 'My Docs';
  return {
    'package.json': packageJson(name, versions),
    'vite.config.ts': VITE_CONFIG,
    'site.config.ts': siteConfig(title),
    'tsconfig.json': TSCONFIG,
    'docs/en/index.md': homePage(title, 'en'),
    'docs/en/guide/start.md': guidePage('en'),
    'docs/zh/index.md': homePage(title, 'zh'),
    'docs/zh/guide/start.md': guidePage('zh'),
    'theme/index.ts': THEME_ENTRY,
    'theme/brand.css': BRAND_CSS,
    '.gitignore': 'node_modules\ndist\n',
    'README.md': readme(title),
  };
}

function packageName(dir: string): string {
  const base = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return base || 'my-docs';
}

/**
 * Write a minimal bilingual site (config, English and Chinese home and guide pages, brand tokens) into `dir`,
 * which must not exist yet or be empty. Throws with a clear message otherwise.
 */
export function initSite(dir: string, options: InitOptions = {}): InitResult {
  const target = path.resolve(dir);
  if (fs.existsSync(target)) {
    if (!fs.statSync(target).isDirectory()) throw new Error(`rsdocs init: ${target} exists and is not a folder`);
    const entries = fs.readdirSync(target);
    if (entries.length) {
      const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
      throw new Error(`rsdocs init: ${target} is not empty (${shown}). Choose a new or empty folder; nothing was written.`);
    }
  }
  const versions = { ...defaultVersions(), ...options.versions };
  const files = starterFiles(options.name ?? packageName(target), versions);
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(target, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const log = options.log ?? console.log;
  const shown = path.relative(process.env.INIT_CWD ?? process.cwd(), target) || '.';
  const cd = shown === '.' ? '' : `  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}\n`;
  log(`Created a bilingual docs site in ${target}

Next steps:
${cd}  npm install
  npm run dev        # dev server
  npm run build      # static site in dist/
  npm run preview    # serve dist/

Edit site.config.ts (title, languages, nav, sidebars), write pages in docs/en and docs/zh,
and restyle with the token overrides in theme/brand.css.`);
  return { dir: target, files: Object.keys(files) };
}
