import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config/types';
import type { RenderedPage } from '../../runtime/server';
import { resolveSite } from '../config/resolve';
import { SitePages } from '../content/site-pages';
import type { DevContext } from './context';
import { linkedPages } from './dead-links';
import { createDevRenderer, sectionOf } from './render';
import type { DevThread } from './thread';
import type { DevRenderJob } from './worker';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site of `sections` sections of three pages each, in en and zh, and its pages counting what is asked of them. */
function site(sections: number, extra: Partial<SiteConfig> = {}) {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-dev-render-'));
  dirs.push(root);
  for (const lang of ['en', 'zh'])
    for (let s = 0; s < sections; s++)
      for (let p = 0; p < 3; p++) {
        const file = path.join(root, 'docs', lang, `s${s}`, `p${p}.md`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, `# Page ${p}\n`);
      }
  const locales: SiteConfig['locales'] = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];
  const resolved = resolveSite({ title: 'T', locales, lastUpdated: false, ...extra }, root);
  const pages = new SitePages(() => resolved);
  pages.navigationReporter = { build: true, warn: () => {}, error: () => {} };
  const asked: string[] = [];
  const ctx = {
    site: () => resolved,
    sectionKeys: () => pages.sectionKeys(),
    sectionData: (key: string) => {
      asked.push(key);
      return pages.sectionData(key);
    },
    routesVersion: () => pages.routesVersion(),
    pageByRoute: (route: string) => pages.byRoutePath(route),
    themeEntryFile: () => null,
    paths: { client: '', server: '/theme/dist/server.js', styles: '', search: null },
  } as unknown as DevContext;
  return { ctx, pages, asked };
}

/** A stand-in worker thread that keeps the render jobs it is given. */
function thread(jobs: Array<Omit<DevRenderJob, 'kind'>>): DevThread {
  return {
    render: async (job) => {
      jobs.push(job);
      return { html: '', pageData: {}, title: '' } as unknown as RenderedPage;
    },
    compile: async () => {
      throw new Error('not used');
    },
    bootProgram: async () => '',
    close: async () => {},
  };
}

describe("the dev server's render of a page", () => {
  it("sends the worker the page's own section, not the site's", async () => {
    const { ctx, asked } = site(8);
    const jobs: Array<Omit<DevRenderJob, 'kind'>> = [];
    const renderer = createDevRenderer({} as ViteDevServer, ctx, thread(jobs));
    asked.length = 0;
    await renderer.render('/zh/s3/p1', { file: '/x.md', pageData: {} as never, content: '[]' });
    const job = jobs.at(-1)!;
    expect(Object.keys(job.sections)).toEqual(['zh||s3']);
    expect(job.sections['zh||s3']!.routes.map((r) => r.path)).toEqual(['/zh/s3/p0', '/zh/s3/p1', '/zh/s3/p2']);
    // One section made, of sixteen.
    expect(asked).toEqual(['zh||s3']);
  });

  it('sends no section for a path outside every section (the 404 page)', () => {
    const { ctx } = site(2);
    expect(sectionOf(ctx, '/nowhere-rsdocs-not-found')).toEqual({});
  });

  it("makes a section's data once per scan of the routes, and again after a rescan", () => {
    const { pages } = site(2);
    const first = pages.sectionData('en||s1');
    expect(pages.sectionData('en||s1')).toBe(first);
    pages.rescan();
    const again = pages.sectionData('en||s1');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe("the dev server's dead-link check", () => {
  it('finds the pages a page links to by their routes, through a base and a redirect', () => {
    const { ctx } = site(3, { base: '/docs/', redirects: { '/old': '/s2/p2#top' } });
    const links = ['/docs/s0/p1#intro', '/s1/p0', '/old#x', '/nowhere', 'https://example.com/s0/p2', '#own'].map((url) => ({ url, line: 1, column: 1 }));
    const found = linkedPages(ctx, { links }, new Map([['/old', '/s2/p2#top']]));
    expect(found.map((p) => p.routePath).sort()).toEqual(['/s0/p1', '/s1/p0', '/s2/p2']);
  });
});
