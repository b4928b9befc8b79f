import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHtml, fillDocument, moduleUrl, overlayScript, PAGE_CHANGED_EVENT, PAGE_CHECK_EVENT, pendingEditScript, staticImports } from './html';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { problemsError } from '../errors';

describe('moduleUrl (the URL the dev page names for its page module)', () => {
  // The same URL Vite writes for `import(file)` in a route table: the browser must not load the module twice.
  it("is root-relative inside the root, under the base, without the ?import Vite's client adds", () => {
    expect(moduleUrl('/site/docs/en/guide/a.md', '/site', '/')).toBe('/docs/en/guide/a.md');
    expect(moduleUrl('/site/docs/en/guide/a.md', '/site', '/docs/')).toBe('/docs/docs/en/guide/a.md');
  });

  it('goes through /@fs/ outside the root', () => {
    expect(moduleUrl('/content/en/a.mdx', '/site', '/')).toBe('/@fs/content/en/a.mdx');
  });
});

describe('overlayScript (a broken page shows its error without waiting for Vite\'s socket)', () => {
  it('imports Vite\'s overlay and gives it the message, place and frame, with no way to end the script early', () => {
    const error = problemsError([{ file: 'docs/en/x.mdx', line: 2, column: 3, message: 'a </script><b> problem' }], '/site');
    const script = overlayScript(error, '/base/@vite/client');
    expect(script).toMatch(/^<script type="module">import \{ ErrorOverlay \} from "\/base\/@vite\/client";/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('new ErrorOverlay(') + 'new ErrorOverlay('.length, script.lastIndexOf('));'));
    const err = JSON.parse(json) as { message: string; loc: { file: string; line: number; column: number }; id: string };
    expect(err.message).toContain('a </script><b> problem');
    expect(err.loc).toEqual({ file: '/site/docs/en/x.mdx', line: 2, column: 3 });
  });
});

describe('pendingEditScript (an edit before the app started)', () => {
  it('listens through Vite\'s client, asks about the page it was made for, and cannot end its script early', () => {
    const script = pendingEditScript('/base/@vite/client', { module: '/docs/en/a</script>.md', routePath: '/a', version: 12.5 });
    expect(script).toMatch(/^<script type="module" async>import \{ createHotContext \} from "\/base\/@vite\/client";/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain(`on(${JSON.stringify(PAGE_CHANGED_EVENT)}`);
    expect(script).toContain(`send(${JSON.stringify(PAGE_CHECK_EVENT)}, { routePath: page.routePath, version: page.version })`);
    const page = JSON.parse(/const page = (.*);/.exec(script)![1]!) as { module: string; version: number };
    expect(page).toEqual({ module: '/docs/en/a</script>.md', routePath: '/a', version: 12.5 });
  });

  it('fetches the page again once per newer version of its source, not for the same save told twice', async () => {
    const script = pendingEditScript('/@vite/client', { module: '/docs/a.md', routePath: '/a', version: 10 });
    const code = /^<script type="module" async>([\s\S]*)<\/script>$/.exec(script)![1]!.replace(/^import .*;\n/, '');
    const handlers = new Map<string, (data: { module: string; version?: number }) => Promise<void>>();
    const hot = { on: (event: string, handler: (data: { module: string; version?: number }) => Promise<void>) => handlers.set(event, handler), send: () => {} };
    let fetches = 0;
    const fetchStub = async () => {
      fetches++;
      return { ok: false, text: async () => '' };
    };
    class Parser {
      parseFromString() {
        return { getElementById: () => null };
      }
    }
    const run = new Function('createHotContext', 'document', 'window', 'fetch', 'location', 'DOMParser', code);
    run(() => hot, { getElementById: () => ({}) }, {}, fetchStub, { href: 'http://dev/a' }, Parser);
    const changed = handlers.get(PAGE_CHANGED_EVENT)!;
    await changed({ module: '/docs/a.md', version: 10 }); // what the document shows
    await changed({ module: '/docs/a.md', version: 12 });
    await changed({ module: '/docs/a.md', version: 12 }); // the same save, told again
    await changed({ module: '/docs/b.md', version: 13 }); // another page
    await changed({ module: '/docs/a.md', version: 13 });
    expect(fetches).toBe(2);
  });
});

describe('staticImports (how the first page finds the stylesheets a theme entry imports)', () => {
  const write = (name: string, code: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-imports-')), name);
    fs.writeFileSync(file, code);
    return file;
  };

  it("lists a TypeScript module's imports and re-exports in order, leaving out types, dynamic imports and comments", () => {
    const file = write(
      'index.ts',
      `import type { ThemeEntry } from '@rsdocs/theme';
import './brand.css';
// import './commented.css';
import { Layout } from './Layout';
export * from './parts';
export { Navbar } from './Navbar.tsx';
export type { Props } from './types';
const late = () => import('./late.css');
const entry: ThemeEntry = { Layout };
export default entry;
`,
    );
    expect(staticImports(file)).toEqual(['./brand.css', './Layout', './parts', './Navbar.tsx']);
  });

  it('reads JSX, and gives nothing for a file that does not parse', () => {
    expect(staticImports(write('Layout.jsx', `import './layout.css';\nexport const Layout = () => <div className="x" />;\n`))).toEqual(['./layout.css']);
    expect(staticImports(write('broken.ts', 'import { from;'))).toEqual([]);
  });
});

describe('documentHtml and fillDocument (the page as Vite is given it, then filled in)', () => {
  const site = { title: 'Docs', description: '', base: '/', lang: 'en', icon: '', locales: [{ lang: 'en', label: 'English', title: 'Docs', description: '', nav: [], messages: {}, prefix: '' }], socialLinks: [], lastUpdated: false, search: { mode: 'local' }, versions: [], defaultVersion: '', hideNavbarOnScroll: false, localeRedirect: 'auto' } as ClientSiteData;
  const pageData = { pagePath: 'en/a.md', pageType: 'doc', title: 'A', frontmatter: {}, toc: [], routePath: '/a', lang: 'en', version: '', relativePath: 'en/a.md' } as PageData;
  const headScript = 'document.documentElement.dataset.headScript = "ran";';

  it("leaves the page's markup and head script out of what Vite parses, and puts them in after", () => {
    const parts = documentHtml(site, { html: '<main>the page</main>', pageData, title: 'A' }, '/@id/virtual:rsdocs/client-entry', { headScript });
    // Vite scans every classic script's code for import() URLs with a tokenizer: ~100 ms for a 22 KB head script.
    expect(parts.html).not.toContain(headScript);
    expect(parts.html).not.toContain('the page');
    const filled = fillDocument(parts.html, parts, '<style>x</style>');
    expect(filled.split(headScript)).toHaveLength(2);
    expect(filled).toContain(`<script>${headScript}</script>`);
    expect(filled).toContain('<main>the page</main>');
    expect(filled).toContain('<style>x</style></head>');
  });
});
