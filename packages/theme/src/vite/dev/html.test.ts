import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHtml, fillDocument, moduleUrl, overlayScript, PAGE_CHANGED_EVENT, PAGE_CHECK_EVENT, PAGE_MARKUP_EVENT, pendingEditScript, pendingEditTransport, staticImports } from './html';
import { DEV_MARKUP_GLOBAL, takeServerMarkup } from '../../runtime/dev-markup';
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
  const page = { module: '/docs/a.md', routePath: '/a', version: 10, file: '/site/docs/a.md', stamp: '10:5' };

  it("listens through Vite's client with a custom HMR setup, asks about the page it was made for, and cannot end its script early", () => {
    const script = pendingEditScript({ viteClient: '/base/@vite/client' }, { ...page, module: '/docs/en/a</script>.md', version: 12.5 });
    expect(script).toMatch(/^<script type="module" async>import \{ createHotContext \} from "\/base\/@vite\/client";/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain(`on(${JSON.stringify(PAGE_CHANGED_EVENT)}`);
    expect(script).toContain(`send(${JSON.stringify(PAGE_CHECK_EVENT)}, { routePath: page.routePath, version: page.version })`);
    const data = JSON.parse(/const page = (.*);/.exec(script)![1]!) as { module: string; version: number };
    expect(data).toEqual({ ...page, module: '/docs/en/a</script>.md', version: 12.5 });
  });

  it("connects its own socket to Vite's (path and token) as the document is parsed, unless HMR is set up otherwise or off", () => {
    const config = (server: Record<string, unknown>) => ({ base: '/docs/', webSocketToken: 'tok', server });
    expect(pendingEditTransport(config({}))).toEqual({ socket: { path: '/docs/', token: 'tok' } });
    expect(pendingEditTransport(config({ hmr: { overlay: false } }))).toEqual({ socket: { path: '/docs/', token: 'tok' } });
    expect(pendingEditTransport(config({ hmr: { clientPort: 443 } }))).toEqual({ viteClient: '/docs/@vite/client' });
    expect(pendingEditTransport(config({ ws: { path: 'hmr' } }))).toEqual({ viteClient: '/docs/@vite/client' });
    expect(pendingEditTransport(config({ middlewareMode: true }))).toEqual({ viteClient: '/docs/@vite/client' });
    expect(pendingEditTransport(config({ hmr: false }))).toBeNull();
    const script = pendingEditScript({ socket: { path: '/docs/', token: 'tok' } }, page);
    expect(script).toMatch(/^<script>\(\(\) => \{/);
    expect(script).not.toContain('import ');
    expect(script).toContain('+ "/docs/" + "?token=" + "tok", "vite-hmr")');
  });

  /** The script's code run against a stub socket; returns what it sent, the events it takes, and the document's parts. */
  function runScript(win: Record<string, unknown> = {}) {
    const script = pendingEditScript({ socket: { path: '/', token: 't' } }, page);
    const code = /^<script>([\s\S]*)<\/script>$/.exec(script)![1]!;
    const sent: { event: string; data: { id?: number; routePath?: string } }[] = [];
    const listeners = new Map<string, (e: { data: string }) => void>();
    class Socket {
      readyState = 1;
      addEventListener(type: string, listener: (e: { data: string }) => void) {
        listeners.set(type, listener);
      }
      send(message: string) {
        sent.push(JSON.parse(message));
      }
      close() {}
    }
    const root = { innerHTML: 'old' };
    const data = { textContent: '{"title":"old"}' };
    const doc = { title: 'old', getElementById: (id: string) => (id === 'rsd-root' ? root : data) };
    new Function('WebSocket', 'document', 'window', 'location', code)(Socket, doc, win, { protocol: 'http:', host: 'dev' });
    const receive = (event: string, payload: unknown) => listeners.get('message')!({ data: JSON.stringify({ type: 'custom', event, data: payload }) });
    return { sent, receive, root, data, doc, markup: win[DEV_MARKUP_GLOBAL] as { taken?: boolean; stamp?: string } };
  }

  it('asks for the markup once per newer version of its source, and puts in only the answer to its last question', () => {
    const { sent, receive, root, data, doc, markup } = runScript();
    expect(sent.map((m) => m.event)).toEqual([PAGE_CHECK_EVENT]);
    expect(markup.stamp).toBe('10:5');
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 10 }); // what the document shows
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 12 });
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 12 }); // the same save, told again
    receive(PAGE_CHANGED_EVENT, { module: '/docs/b.md', version: 13 }); // another page
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 13 });
    const asked = sent.filter((m) => m.event === PAGE_MARKUP_EVENT);
    expect(asked.map((m) => m.data)).toEqual([
      { id: 1, routePath: '/a' },
      { id: 2, routePath: '/a' },
    ]);
    receive(PAGE_MARKUP_EVENT, { id: 1, routePath: '/a', html: 'stale', data: '{}', title: 'stale', stamp: '12:5' }); // overtaken
    expect(root.innerHTML).toBe('old');
    receive(PAGE_MARKUP_EVENT, { id: 2, routePath: '/a', html: '<h1>new</h1>', data: '{"title":"new"}', title: 'new | Site', stamp: '13:6' });
    expect([root.innerHTML, data.textContent, doc.title, markup.stamp]).toEqual(['<h1>new</h1>', '{"title":"new"}', 'new | Site', '13:6']);
  });

  it('leaves the markup alone once the app has taken it', () => {
    const win: Record<string, unknown> = {};
    const { sent, receive, root } = runScript(win);
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 12 });
    expect(takeServerMarkup(win as unknown as Window)).toBe(true);
    receive(PAGE_MARKUP_EVENT, { id: 1, routePath: '/a', html: 'new', data: '{}', title: 'new', stamp: '12:5' });
    receive(PAGE_CHANGED_EVENT, { module: '/docs/a.md', version: 13 });
    expect(root.innerHTML).toBe('old');
    expect(sent.filter((m) => m.event === PAGE_MARKUP_EVENT)).toHaveLength(1);
  });
});

describe('takeServerMarkup (the app hydrates the markup only when its page module is of the same save)', () => {
  it('hydrates when the module ran from the stamp the markup shows, or without a dev document; renders afresh otherwise', () => {
    expect(takeServerMarkup({} as Window)).toBe(true);
    const same = { [DEV_MARKUP_GLOBAL]: { file: '/a.md', stamp: '1:1', modules: { '/a.md': '1:1' } } };
    expect(takeServerMarkup(same as unknown as Window)).toBe(true);
    const newer = { [DEV_MARKUP_GLOBAL]: { file: '/a.md', stamp: '1:1', modules: { '/a.md': '2:3' } } };
    expect(takeServerMarkup(newer as unknown as Window)).toBe(false);
    expect(newer[DEV_MARKUP_GLOBAL]).toMatchObject({ taken: true });
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
