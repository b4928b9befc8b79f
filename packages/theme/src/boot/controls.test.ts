import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { earlyBootProgram } from '../vite/head/boot-program';
import type { EarlyBoot, EarlyBootConfig } from './early';
import { addDialogMethods } from '../test/jsdom-dialog';

// The head script's controls and its app loader, run from the program's text in a fresh jsdom window (as a page
// runs it), on the markup React prerenders for them.
const program = earlyBootProgram();

const BODY = `<div id="rsd-root">
  <aside class="rsd-banner"><a href="/">News</a><button type="button" class="rsd-banner__close" id="banner-close">x</button></aside>
  <header><button type="button" class="rsd-icon-button rsd-appearance-toggle" id="appearance">A</button>
    <button type="button" class="rsd-icon-button rsd-mobile-menu__button" id="menu-button" aria-haspopup="dialog" aria-expanded="false" aria-controls="m">M</button>
    <dialog id="m" class="rsd-mobile-menu" aria-label="Menu"><div class="rsd-mobile-menu__header"><a href="/">Home</a><button type="button" class="rsd-icon-button rsd-mobile-menu__close" id="menu-close">x</button></div>
      <nav><a href="/config/" id="menu-link">Config</a><a href="/guide/#top" id="menu-fragment">Top</a></nav></dialog></header>
  <button type="button" class="rsd-doc-layout__drawer-toggle" id="drawer-toggle" aria-expanded="false" aria-controls="d">Menu</button>
  <aside id="d" class="rsd-doc-layout__sidebar"><nav class="rsd-sidebar">
    <div data-state="open" class="rsd-sidebar__group" id="open-group"><button type="button" aria-expanded="true" data-state="open" class="rsd-sidebar__group-header rsd-sidebar__group-button">Start</button><div data-state="open" class="rsd-sidebar__group-items"><ul><li><a href="/a">A</a></li></ul></div></div>
    <div data-state="closed" class="rsd-sidebar__group" id="closed-group"><button type="button" aria-expanded="false" data-state="closed" class="rsd-sidebar__group-header rsd-sidebar__group-button">More</button><div data-state="closed" hidden class="rsd-sidebar__group-items"></div></div>
  </nav></aside>
  <main><div class="rsd-page-actions"><button type="button" class="rsd-page-actions__copy" id="copy-page" data-md="/guide/index.md" data-state="idle">Copy page</button>
    <details class="rsd-page-actions__more"><summary>More</summary><a href="/guide/index.md" id="view-md">View as Markdown</a>
    <a id="open-in" href="https://chat.test/?q=Read%20%2Fguide%2Findex.md" data-rsd-href="https://chat.test/?q=Read%20{url}" data-md="/guide/index.md" target="_blank" rel="noopener noreferrer">Open in Chat</a></details></div>
    <details class="rsd-outline-menu" id="outline-menu"><summary>On this page</summary><div class="rsd-outline-menu__panel"></div></details><p id="text">Text</p>
    <div class="rsd-code"><div class="rsd-code__body"><div class="rsd-code__content"><pre><code>npm add -D @rslib/core\n\n</code></pre></div>
    <div class="rsd-code__actions"><button type="button" class="rsd-code__button rsd-code__wrap" id="wrap" aria-pressed="false">w</button><button type="button" class="rsd-code__button rsd-code__copy" id="copy" data-state="idle">c</button></div></div></div>
  </main>
</div>`;

interface PageOptions {
  storage?: 'throws';
  /** Attributes of the page's data script (`data-entry`, `data-preload`). */
  data?: string;
}

function page(config: EarlyBootConfig, { storage, data = 'data-entry="/assets/main.js" data-preload="/assets/react.js /assets/page.js"' }: PageOptions = {}) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${BODY}<script id="__RSDOCS_PAGE__" type="application/json" ${data}>{}</script></body></html>`, {
    url: 'https://docs.test/guide/',
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  const win = dom.window;
  if (storage === 'throws') {
    Object.defineProperty(win, 'localStorage', {
      get: () => {
        throw new win.DOMException('denied', 'SecurityError');
      },
    });
  }
  const idle: Array<() => void> = [];
  const widthListeners: Array<(event: { matches: boolean }) => void> = [];
  const matchMedia = (query: string) => ({
    matches: false,
    addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => {
      if (query === '(min-width: 768px)') widthListeners.push(fn);
    },
  });
  Object.assign(win, { requestIdleCallback: (fn: () => void) => idle.push(fn), matchMedia });
  addDialogMethods(win);
  const widen = () => widthListeners.forEach((fn) => fn({ matches: true }));
  win.eval(program.replace('__RSDOCS_BOOT_CONFIG__', JSON.stringify(config)));
  const boot = (win as unknown as { __RSDOCS_BOOT__: EarlyBoot }).__RSDOCS_BOOT__;
  const doc = win.document;
  const click = (el: Element) => {
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event;
  };
  const $ = (id: string) => doc.getElementById(id)!;
  /** What the app's code added to the head: module preloads and scripts. */
  const appTags = () => [...doc.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src'));
  const hydrated = () => Object.assign(win, { __RSDOCS_HYDRATED__: true });
  return { win, doc, boot, click, $, appTags, idle, hydrated, widen };
}

const CONFIG: EarlyBootConfig = { search: null, banner: 'news-closed' };

describe('head script controls before React', () => {
  it('the appearance toggle flips dark and light and stores the choice as React does', () => {
    const { doc, click, $, win } = page(CONFIG);
    const storageEvents: Array<string | null> = [];
    win.addEventListener('storage', (e) => storageEvents.push(e.key));
    const event = click($('appearance'));
    expect(event.defaultPrevented).toBe(true); // handled here, never held for React
    expect(doc.documentElement.classList.contains('dark')).toBe(true);
    expect(win.localStorage.getItem('rsdocs-appearance')).toBe('dark');
    click($('appearance'));
    expect(doc.documentElement.classList.contains('dark')).toBe(false);
    // Light is what the system asks for: the page follows it again.
    expect(win.localStorage.getItem('rsdocs-appearance')).toBe('auto');
    expect(storageEvents).toEqual(['rsdocs-appearance', 'rsdocs-appearance']); // a mounted component hears of it
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(false);
  });

  it('keeps the choice in memory for the app when storage throws', () => {
    const { doc, click, $, boot } = page(CONFIG, { storage: 'throws' });
    click($('appearance'));
    expect(doc.documentElement.classList.contains('dark')).toBe(true);
    expect(boot.memory).toEqual({ 'rsdocs-appearance': 'dark' });
    click($('appearance'));
    expect(doc.documentElement.classList.contains('dark')).toBe(false);
    click($('banner-close'));
    expect(boot.memory['news-closed']).toBe('true');
    // The banner's own storage listener reads the memory too: it stays closed.
    expect(doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(true);
  });

  it('closes the banner and remembers it', () => {
    const { doc, click, $, win } = page(CONFIG);
    click($('banner-close'));
    expect(doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(true);
    expect(win.localStorage.getItem('news-closed')).toBe('true');
  });

  it('closes and reopens a sidebar group as Radix renders it; a group prerendered closed waits for React', () => {
    const { click, $, appTags, doc } = page(CONFIG);
    const group = $('open-group');
    const [button, items] = [group.querySelector('button')!, group.querySelector<HTMLElement>('.rsd-sidebar__group-items')!];
    click(button);
    expect([group.dataset.state, button.dataset.state, items.dataset.state]).toEqual(['closed', 'closed', 'closed']);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(items.hidden).toBe(true);
    click(button);
    expect([group.dataset.state, button.getAttribute('aria-expanded'), items.hidden]).toEqual(['open', 'true', false]);
    expect(appTags()).toEqual([]);
    // Its items are not in the HTML: the click is held, and asks for the app at once.
    const event = click($('closed-group').querySelector('button')!);
    expect(event.defaultPrevented).toBe(true);
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(true);
    expect(appTags()).toEqual(['/assets/react.js', '/assets/page.js', '/assets/main.js']);
  });

  it('opens the drawer with a scrim, closes it on a click outside; React takes an open one over', () => {
    const { click, $, doc, boot } = page(CONFIG);
    click($('drawer-toggle'));
    expect($('d').hasAttribute('data-open')).toBe(true);
    expect($('drawer-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(doc.querySelectorAll('.rsd-doc-layout__scrim')).toHaveLength(1);
    click(doc.querySelector('.rsd-doc-layout__scrim')!);
    expect($('d').hasAttribute('data-open')).toBe(false);
    expect(doc.querySelectorAll('.rsd-doc-layout__scrim')).toHaveLength(0);
    click($('drawer-toggle'));
    click($('text'));
    expect($('d').hasAttribute('data-open')).toBe(false);
    click($('drawer-toggle'));
    expect(boot.drawer!.take()).toBe(true);
    expect(doc.querySelectorAll('.rsd-doc-layout__scrim')).toHaveLength(0); // React draws its own
    expect(boot.drawer!.take()).toBe(false);
  });

  it('copies the code of its block, trailing newlines dropped, and shows it for a while', async () => {
    const { click, $, win } = page(CONFIG);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(win.navigator, 'clipboard', { value: { writeText } });
    click($('copy'));
    expect(writeText).toHaveBeenCalledWith('npm add -D @rslib/core');
    await vi.waitFor(() => expect($('copy').dataset.state).toBe('copied'));
    expect($('copy').classList.contains('rsd-code__copy--copied')).toBe(true);
  });

  describe('the page menu', () => {
    /** A Blob of text parts (jsdom's cannot be read back). */
    class TextBlob {
      readonly type: string;
      constructor(
        readonly parts: string[],
        options: { type: string },
      ) {
        this.type = options.type;
      }
    }
    /** A clipboard taking `ClipboardItem`s, as browsers have it; `refuse` plays a browser that says no. */
    function clipboard(win: object, { refuse = false } = {}) {
      const written: string[] = [];
      class Item {
        constructor(readonly items: Record<string, Promise<Blob>>) {}
      }
      const write = vi.fn(async (items: Item[]) => {
        if (refuse) throw new Error('NotAllowedError');
        const blob = (await items[0]!.items['text/plain']!) as unknown as TextBlob;
        expect(blob.type).toBe('text/plain');
        written.push(blob.parts.join(''));
      });
      Object.defineProperty((win as Window).navigator, 'clipboard', { value: { write } });
      Object.assign(win, { ClipboardItem: Item, Blob: TextBlob });
      return { written, write };
    }
    const markdown = (status = 200) => vi.fn(async (url: string) => ({ ok: status === 200, status, text: async () => `# Guide\n\nFrom ${url}\n` }));

    it('copies the page\'s Markdown copy, asking the clipboard within the click, and says so; the app does not start', async () => {
      const { click, $, win, appTags } = page(CONFIG);
      const { written, write } = clipboard(win);
      const fetch = markdown();
      Object.assign(win, { fetch });
      expect(click($('copy-page')).defaultPrevented).toBe(true);
      // Within the click: the clipboard is asked while the text is still on its way.
      expect(write).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith('/guide/index.md');
      expect($('copy-page').dataset.state).toBe('copying');
      await vi.waitFor(() => expect($('copy-page').dataset.state).toBe('copied'));
      expect(written).toEqual(['# Guide\n\nFrom /guide/index.md\n']);
      expect(appTags()).toEqual([]);
    });

    it('shows a failed copy when the clipboard is refused, when the Markdown cannot be fetched, and with no clipboard', async () => {
      for (const setUp of [
        (win: object) => (clipboard(win, { refuse: true }), Object.assign(win, { fetch: markdown() })),
        (win: object) => (clipboard(win), Object.assign(win, { fetch: markdown(404) })),
        (win: object) => Object.assign(win, { fetch: markdown() }), // an insecure origin: no clipboard at all
      ]) {
        const { click, $, win } = page(CONFIG);
        setUp(win);
        click($('copy-page'));
        await vi.waitFor(() => expect($('copy-page').dataset.state).toBe('failed'));
        // Nothing lost: the Markdown is still a link.
        expect($('view-md').getAttribute('href')).toBe('/guide/index.md');
      }
    });

    it("fills a chat service's prompt with the page's absolute Markdown URL on click, and lets the link open", () => {
      const { click, $ } = page(CONFIG);
      const event = click($('open-in'));
      expect(event.defaultPrevented).toBe(false);
      expect($('open-in').getAttribute('href')).toBe(`https://chat.test/?q=Read%20${encodeURIComponent('https://docs.test/guide/index.md')}`);
    });

    it('leaves the copy to React once hydrated', () => {
      const { click, $, win, hydrated } = page(CONFIG);
      const { write } = clipboard(win);
      hydrated();
      expect(click($('copy-page')).defaultPrevented).toBe(false);
      expect(write).not.toHaveBeenCalled();
    });
  });

  it('wraps and unwraps its code block, the state on the button as React renders it, without starting the app', () => {
    const { click, $, appTags } = page(CONFIG);
    const block = $('wrap').closest('.rsd-code')!;
    expect(click($('wrap')).defaultPrevented).toBe(true);
    expect(block.classList.contains('rsd-code--wrap')).toBe(true);
    expect($('wrap').getAttribute('aria-pressed')).toBe('true');
    click($('wrap'));
    expect(block.classList.contains('rsd-code--wrap')).toBe(false);
    expect($('wrap').getAttribute('aria-pressed')).toBe('false');
    expect(appTags()).toEqual([]);
  });

  it('starts the app when the small-screen outline menu opens (its list comes with React), not when it closes', () => {
    const { win, $, appTags } = page(CONFIG);
    const menu = $('outline-menu') as HTMLDetailsElement;
    menu.open = false;
    menu.dispatchEvent(new win.Event('toggle'));
    expect(appTags()).toEqual([]);
    menu.open = true;
    menu.dispatchEvent(new win.Event('toggle'));
    expect(appTags()).toHaveLength(3);
  });

  it("opens the navbar's menu dialog and closes it by its button, focus back on Menu, without starting the app", () => {
    const { click, $, doc, appTags } = page(CONFIG);
    const menu = $('m') as HTMLDialogElement;
    expect(click($('menu-button')).defaultPrevented).toBe(true); // handled here, not held for React
    expect(menu.open).toBe(true);
    expect($('menu-button').getAttribute('aria-expanded')).toBe('true');
    click($('menu-close'));
    expect(menu.open).toBe(false);
    expect($('menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(doc.activeElement).toBe($('menu-button'));
    expect(appTags()).toEqual([]);
  });

  it("after hydration, still opens and closes the navbar's menu while its part waits for its code; a hydrated one is React's", () => {
    const { click, $, hydrated } = page(CONFIG);
    hydrated();
    const menu = $('m') as HTMLDialogElement;
    expect(click($('menu-button')).defaultPrevented).toBe(true);
    expect(menu.open).toBe(true);
    expect($('menu-button').getAttribute('aria-expanded')).toBe('true');
    click($('menu-close'));
    expect(menu.open).toBe(false);
    // Other controls are React's once the app has hydrated.
    expect(click($('appearance')).defaultPrevented).toBe(false);
    // The part has hydrated (React's props on the button): the click is left to React.
    Object.assign($('menu-button'), { __reactProps$test: { onClick() {} } });
    expect(click($('menu-button')).defaultPrevented).toBe(false);
    expect(menu.open).toBe(false);
  });

  it('closes the menu however the dialog closes (Escape), when the window widens, and on a link within the page', () => {
    const { click, $, widen } = page(CONFIG);
    const menu = $('m') as HTMLDialogElement;
    click($('menu-button'));
    menu.close(); // what the browser does on Escape
    expect($('menu-button').getAttribute('aria-expanded')).toBe('false');
    click($('menu-button'));
    widen();
    expect(menu.open).toBe(false);
    click($('menu-button'));
    click($('menu-link')); // another page: it loads, the menu stays until then
    expect(menu.open).toBe(true);
    click($('menu-fragment'));
    expect(menu.open).toBe(false);
  });

  it("a pointer going down starts the app on a control React must handle, not on the head script's own", () => {
    const { win, $, appTags } = page(CONFIG);
    const down = (el: Element) => el.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true }));
    down($('appearance'));
    down($('open-group').querySelector('button')!);
    down($('copy'));
    down($('copy-page'));
    down($('wrap'));
    down($('menu-button'));
    expect(appTags()).toEqual([]);
    down($('closed-group').querySelector('button')!); // its items come with React
    expect(appTags()).toHaveLength(3);
  });

  it('leaves every control to React once the app has hydrated', () => {
    const { click, $, doc, hydrated } = page(CONFIG);
    hydrated();
    expect(click($('appearance')).defaultPrevented).toBe(false);
    expect(doc.documentElement.classList.contains('dark')).toBe(false);
    click($('drawer-toggle'));
    expect($('d').hasAttribute('data-open')).toBe(false);
    click($('wrap'));
    expect($('wrap').getAttribute('aria-pressed')).toBe('false');
    // The menu's part hydrated too (see the test above for one still waiting for its code).
    Object.assign($('menu-button'), { __reactProps$test: { onClick() {} } });
    click($('menu-button'));
    expect(($('m') as HTMLDialogElement).open).toBe(false);
  });
});

describe('head script: the app after the first paint', () => {
  it('adds the module preloads and the entry once, when the browser is idle after load and the first paint', () => {
    const { win, appTags, idle } = page(CONFIG);
    // The paint timing the program observes: entries are handed over when the test says the page painted.
    let report: ((names: string[]) => void) | undefined;
    class PaintObserver {
      constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {}
      observe() {
        report = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      }
      disconnect() {
        report = undefined;
      }
    }
    Object.assign(win, { PerformanceObserver: PaintObserver });
    // `global`: the program's timers are the jsdom window's (vitest passes it on to its fake-timer library; its types omit it).
    vi.useFakeTimers({ toFake: ['setTimeout'], global: win } as unknown as Parameters<typeof vi.useFakeTimers>[0]);
    try {
      expect(appTags()).toEqual([]);
      win.dispatchEvent(new win.Event('load'));
      vi.advanceTimersByTime(100);
      expect(idle).toHaveLength(0); // not before the first paint
      report!(['first-paint']);
      vi.advanceTimersByTime(100);
      expect(idle).toHaveLength(0); // a paint with no content is not it
      report!(['first-contentful-paint']);
      expect(report).toBeUndefined(); // one paint is enough
      vi.advanceTimersByTime(0);
      expect(idle).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    idle[0]!();
    expect(appTags()).toEqual(['/assets/react.js', '/assets/page.js', '/assets/main.js']);
    (win as unknown as { __RSDOCS_BOOT__: EarlyBoot }).__RSDOCS_BOOT__.startApp();
    expect(appTags()).toHaveLength(3);
  });

  it('adds a disabled link for each inlined stylesheet before the app, so that no lazy chunk fetches it again', () => {
    const { boot, doc } = page(CONFIG);
    doc.head.insertAdjacentHTML('beforeend', '<style data-href="/assets/main.css">p{}</style>');
    boot.startApp();
    const links = [...doc.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.hasAttribute('disabled')])).toEqual([['/assets/main.css', true]]);
    // Before the entry script: the app's first lazy chunk already finds it.
    expect(links[0]!.compareDocumentPosition(doc.head.querySelector('script[type="module"]')!) & 4).toBe(4);
  });

  it('adds nothing to a page that loads the app itself (no data-entry)', () => {
    const { boot, appTags } = page(CONFIG, { data: '' });
    boot.startApp();
    expect(appTags()).toEqual([]);
  });

  it('starts the app when search is opened early', () => {
    const { boot, appTags } = page({ ...CONFIG, search: { on: true, label: 'Search', placeholder: 'Search', loading: '…', cancel: 'Cancel' } });
    expect(appTags()).toEqual([]);
    expect(boot.search.open()).toBe(true);
    expect(appTags()).toEqual(['/assets/react.js', '/assets/page.js', '/assets/main.js']);
  });
});
