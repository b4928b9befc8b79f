import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { storySite } from '../../test/fixtures';
import type { PageData } from '../../runtime/types';
import { SpillFile } from '../cache/spill';
import { loadServerRenderer, spillSections, type PageSource, type ServerRenderInput } from './server-render';

// The theme's server entry as the build imports it (source here; dist/server.js in a build).
const runtime = fileURLToPath(new URL('../../server.ts', import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-server-render-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const pageData = (routePath: string, title: string, more: Partial<PageData> = {}): PageData => ({
  pagePath: `en${routePath}.md`,
  pageType: 'doc',
  title,
  frontmatter: {},
  toc: [],
  routePath,
  lang: 'en',
  version: '',
  relativePath: `/docs/en${routePath}.md`,
  ...more,
});

const route = (routePath: string, file: string) => ({ path: routePath, filePath: `en${routePath}.md`, lang: 'en', version: '', file });

function input(bundle: string | null = null): ServerRenderInput {
  return {
    runtime,
    bundle,
    site: { ...storySite, lastUpdated: false },
    sections: {
      'en||guide': {
        routes: [route('/guide/intro', '/docs/en/guide/intro.md'), route('/guide/live', '/docs/en/guide/live.mdx')],
        sidebars: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }, { text: 'Live', link: '/guide/live' }] },
      },
    },
  };
}

const intro: PageSource = {
  file: '/docs/en/guide/intro.md',
  pageData: pageData('/guide/intro', 'Intro'),
  content: JSON.stringify([['h1', 0, 'Intro'], ['p', 0, 'Rendered from its ', ['strong', 0, 'content tree'], '.']]),
};

describe('loadServerRenderer', () => {
  it("renders a page from its content tree inside the theme's layout, with its section's sidebar", async () => {
    const render = await loadServerRenderer(input());
    const page = await render('/guide/intro', intro);
    expect(page.html).toContain('<p>Rendered from its <strong>content tree</strong>.</p>');
    expect(page.html).toContain('rsd-sidebar');
    expect(page.html).toMatch(/href="\/guide\/live"/);
    expect(page.pageData.title).toBe('Intro');
    expect(page.title).toBe('Intro | Rslib');
  });

  it('keeps no content tree after rendering: a page rendered again without its source fails', async () => {
    const render = await loadServerRenderer(input());
    await render('/guide/intro', intro);
    await expect(render('/guide/intro')).rejects.toThrow('no server module for /docs/en/guide/intro.md');
  });

  it('takes pages with JavaScript and the theme entry from the server bundle', async () => {
    const bundle = path.join(tmp, 'server.mjs');
    fs.writeFileSync(
      bundle,
      `import { createElement } from 'react';
export const theme = { slots: { beforeContent: createElement('div', { className: 'from-theme-entry' }, 'Slot') } };
export const pages = {
  '/docs/en/guide/live.mdx': async () => ({
    default: () => createElement('p', { className: 'live' }, 'Rendered by its own module'),
    pageData: ${JSON.stringify(pageData('/guide/live', 'Live'))},
  }),
};
`,
    );
    const render = await loadServerRenderer(input(bundle));
    const page = await render('/guide/live');
    expect(page.html).toContain('<p class="live">Rendered by its own module</p>');
    expect(page.html).toContain('<div class="from-theme-entry">Slot</div>');
    expect(page.pageData.title).toBe('Live');
  });

  it('renders unknown paths as the 404 page of their language', async () => {
    const render = await loadServerRenderer(input());
    const page = await render('/zh/nowhere');
    expect(page.pageData.pageType).toBe('404');
    expect(page.pageData.lang).toBe('zh');
  });

  it('renders the same HTML from sections left in a spill file as from sections sent with it, reading only the one it needs', async () => {
    const sent = input();
    const spill = new SpillFile(tmp);
    try {
      const spilled = spillSections(spill, sent.sections);
      // Another section whose place holds no JSON: rendering a page of 'en||guide' must not read it.
      spilled.at['en||api'] = spill.write('not JSON');
      const render = await loadServerRenderer({ ...sent, sections: {}, spilledSections: spilled });
      const fromSpill = await render('/guide/intro', intro);
      const fromData = await (await loadServerRenderer(sent))('/guide/intro', intro);
      expect(fromSpill.html).toBe(fromData.html);
      expect(fromSpill.html).toMatch(/href="\/guide\/live"/);
      await expect(render('/api/x')).rejects.toThrow(/JSON/);
    } finally {
      spill.close();
    }
  });
});
