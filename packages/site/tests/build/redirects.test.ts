import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@rsdocs/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/helpers';

// The `redirects` option on a small site of its own, built with a base path: the files it writes, how the
// dead-link check treats old routes, and the messages for rules that cannot work.

let root: string;
const outDir = () => path.join(root, 'dist');
const read = (file: string) => fs.readFileSync(path.join(outDir(), file), 'utf8');
/** What a redirect page says: its language, refresh target, canonical link, visible link and text (no DOM here). */
function redirectPage(file: string) {
  const html = read(file);
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    lang: attr(/<html lang="([^"]*)"/),
    refresh: attr(/<meta http-equiv="refresh" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    link: attr(/<body>.*<a href="([^"]*)"/s),
    text: attr(/<p>(.*)<\/p>/s)?.replace(/<[^>]+>/g, ''),
  };
}

const RULES = {
  '/guide/solution/react': '/guide/framework/react',
  '/zh/guide/solution/react': '/zh/guide/framework/react',
  '/api/instance': '/api/core#instance',
};

const config = (redirects: Record<string, string> = RULES): SiteConfig => ({
  title: 'Redirects',
  root: 'docs',
  lang: 'en',
  base: '/docs/',
  siteUrl: 'https://example.com',
  lastUpdated: false,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  redirects,
});

function page(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', file), text);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-redirects-'));
  for (const lang of ['en', 'zh']) {
    const p = lang === 'zh' ? '/zh' : '';
    page(`${lang}/index.md`, `---\npageType: home\nhero:\n  name: Redirects\n---\n`);
    page(`${lang}/guide/framework/react.md`, `# React\n\n## Install {#install}\n\nRun \`npm i\`.\n`);
    page(`${lang}/api/core.md`, `# Core\n\n## The instance {#instance}\n\nIt builds.\n`);
    // Links to old routes, one with a heading of the target.
    page(`${lang}/guide/start.md`, `# Start\n\nSee [React](${p}/guide/solution/react#install) and [the instance](/api/instance).\n`);
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a site with redirects', () => {
  beforeAll(async () => {
    await buildSite(root, config(), outDir(), { cache: false });
  }, 120_000);

  it('writes a redirect page at each old route, with the base, a canonical link and a visible link', () => {
    expect(redirectPage('guide/solution/react.html')).toEqual({
      lang: 'en',
      refresh: '0; url=/docs/guide/framework/react',
      canonical: 'https://example.com/docs/guide/framework/react',
      link: '/docs/guide/framework/react',
      text: 'This page has moved to /docs/guide/framework/react.',
    });
    expect(redirectPage('zh/guide/solution/react.html')).toMatchObject({
      lang: 'zh-CN',
      canonical: 'https://example.com/docs/zh/guide/framework/react',
      text: '此页面已移至 /docs/zh/guide/framework/react。',
    });
    expect(redirectPage('api/instance.html').canonical).toBe('https://example.com/docs/api/core#instance');
  });

  it('writes _redirects with the base', () => {
    expect(read('_redirects')).toBe(
      '/docs/guide/solution/react /docs/guide/framework/react 301\n/docs/zh/guide/solution/react /docs/zh/guide/framework/react 301\n/docs/api/instance /docs/api/core#instance 301\n',
    );
  });

  it('keeps the redirect pages out of the sitemap and leaves the pages themselves as they are', () => {
    expect(read('sitemap.xml')).not.toContain('solution');
    expect(read('guide/framework/react.html')).toContain('Install');
  });
});

describe('rules that cannot work stop the build', () => {
  const failure = async (redirects: Record<string, string>) => {
    try {
      await buildSite(root, config(redirects), path.join(root, 'dist-bad'), { cache: false });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the build succeeded');
  };

  it('names the rule whose target is no page, with the route it was probably meant for', async () => {
    const message = await failure({ ...RULES, '/guide/solution/react': '/guide/framework/reakt' });
    expect(message).toContain('bad redirect rules');
    expect(message).toContain(
      "redirects['/guide/solution/react']: the target '/guide/framework/reakt' is no page of the site: did you mean '/guide/framework/react'? point it to an existing route",
    );
  }, 120_000);

  it('finds the links to an old route that has no rule', async () => {
    const { '/api/instance': _, ...rest } = RULES;
    const message = await failure(rest);
    expect(message).toContain('dead links found');
    expect(message).toMatch(/guide\/start\.md:3:\d+: the link "\/api\/instance" points to no page/);
  }, 120_000);

  it('names a rule that would hide a page', async () => {
    expect(await failure({ ...RULES, '/api/core': '/guide/framework/react' })).toContain(
      "redirects['/api/core']: a page exists at /api/core, and a redirect would hide it",
    );
  }, 120_000);
});
