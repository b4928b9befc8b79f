import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { earlyBootProgram } from '../vite/head/boot-program';
import type { EarlyBoot, EarlyBootConfig } from './early';
import { addDialogMethods } from '../test/jsdom-dialog';

// The head script runs in a fresh jsdom window of its own, from its text (as the page runs it): a reference to
// anything outside the program fails here.
const program = earlyBootProgram();

const search: NonNullable<EarlyBootConfig['search']> = { on: true, label: 'Search the docs', placeholder: 'Search Docs', loading: 'Loading…', cancel: 'Cancel' };

interface PageOptions {
  url?: string;
  languages?: string[];
  storage?: Record<string, string> | 'throws';
}

function page(config: EarlyBootConfig, { url = 'https://docs.test/guide/', languages = ['en-US'], storage = {} }: PageOptions = {}) {
  // jsdom cannot navigate; it reports each attempt (location.replace, a followed link) as "not implemented".
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message));
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="rsd-root"><header id="part"><button id="toggle">Dark</button><a id="internal" href="/guide/cli">CLI</a><a id="external" href="https://example.com/">Ex</a><button id="search" data-rsd-open-search><svg width="16" height="16" viewBox="0 0 24 24"><circle cx="11" cy="11" r="6.5"></circle></svg>Search</button></header><div id="html"><a id="inner" href="/inner">Inner</a></div><div id="widget"></div></div><button id="outside">Outside</button><div class="rsd-nav-screen"><button class="rsd-mobile-menu__close"><svg width="20" height="20" viewBox="0 0 24 24"><path d="m6 6 12 12M18 6 6 18"></path></svg></button></div></body></html>', {
    url,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole,
  });
  const win = dom.window;
  Object.defineProperty(win.navigator, 'languages', { value: languages });
  if (storage === 'throws') {
    Object.defineProperty(win, 'localStorage', { get: () => { throw new win.DOMException('denied', 'SecurityError'); } });
  } else {
    for (const [k, v] of Object.entries(storage)) win.localStorage.setItem(k, v);
  }
  addDialogMethods(win);
  win.eval(program.replace('__RSDOCS_BOOT_CONFIG__', JSON.stringify(config)));
  const boot = (win as unknown as { __RSDOCS_BOOT__: EarlyBoot }).__RSDOCS_BOOT__;
  const doc = win.document;
  const key = (init: KeyboardEventInit, target: EventTarget = doc.body) => {
    const event = new win.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  const click = (el: Element, init: MouseEventInit = {}) => {
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    el.dispatchEvent(event);
    return event;
  };
  /** What React does to a node it hydrates. */
  const hydrate = (el: Element, props: object = {}) => Object.assign(el, { __reactProps$test: props });
  /** The app committed its first render (its root-level elements are hydrated, its parts may still wait). */
  const hydrated = () => {
    (win as unknown as { __RSDOCS_HYDRATED__: boolean }).__RSDOCS_HYDRATED__ = true;
    hydrate(doc.getElementById('part')!);
  };
  /** The prerendered page has been parsed. */
  const parsed = new Promise<void>((resolve) => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => resolve());
    else resolve();
  });
  return { dom, win, doc, boot, key, click, hydrate, hydrated, parsed, navigations };
}

describe('early boot: part switches', () => {
  it('names the parts the query switches off on <html>, and nothing else', () => {
    const { doc } = page({ search: null }, { url: 'https://docs.test/guide/?sidebar=0&outline=false&navbar=1' });
    expect(doc.documentElement.getAttribute('data-rsd-hide')).toBe('sidebar outline');
    expect(page({ search: null }).doc.documentElement.hasAttribute('data-rsd-hide')).toBe(false);
  });
});

describe('early boot: a banner closed before', () => {
  it('is hidden from the first paint, and follows another tab that closes or reopens it', () => {
    const { doc, win } = page({ search: null, banner: 'closed' }, { storage: { closed: 'true' } });
    expect(doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(true);
    win.localStorage.removeItem('closed');
    win.dispatchEvent(new win.StorageEvent('storage', { key: 'closed' }));
    expect(doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(false);
    win.localStorage.setItem('closed', 'true');
    win.dispatchEvent(new win.StorageEvent('storage', { key: 'closed' }));
    expect(doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(true);
  });

  it('shows when it was not closed, or storage cannot say', () => {
    expect(page({ search: null, banner: 'closed' }).doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(false);
    expect(page({ search: null, banner: 'closed' }, { storage: 'throws' }).doc.documentElement.hasAttribute('data-rsd-banner-closed')).toBe(false);
  });
});

describe('early boot: locale redirect', () => {
  const redirect = { key: 'visited', pageLang: 'en', defaultLang: 'en', targets: { zh: '/zh/guide/' } };

  it('replaces a default-language page for a browser preferring another language, once, hiding it meanwhile', () => {
    const { boot, win, doc, key, navigations } = page({ search, redirect }, { languages: ['zh-CN', 'en'] });
    expect(boot.redirecting).toBe(true);
    expect(navigations).toEqual([expect.stringMatching(/navigation/)]);
    expect(win.localStorage.getItem('visited')).toBe('1');
    expect(doc.documentElement.style.visibility).toBe('hidden');
    // Nothing else starts on a page that is going away.
    key({ key: 'k', ctrlKey: true });
    expect(boot.search.isOpen()).toBe(false);
  });

  it('never overrides a prefixed page; the visit is marked', () => {
    const { boot, win, navigations } = page({ search, redirect: { ...redirect, pageLang: 'zh', targets: {} } }, { url: 'https://docs.test/zh/guide/', languages: ['en-US'] });
    expect(boot.redirecting).toBe(false);
    expect(navigations).toEqual([]);
    expect(win.localStorage.getItem('visited')).toBe('1');
  });

  it('stays once the visit is marked, or when storage cannot keep the mark', () => {
    expect(page({ search, redirect }, { languages: ['zh-CN'], storage: { visited: '1' } }).boot.redirecting).toBe(false);
    const broken = page({ search, redirect }, { languages: ['zh-CN'], storage: 'throws' });
    expect(broken.boot.redirecting).toBe(false);
    expect(broken.doc.documentElement.style.visibility).toBe('');
  });
});

describe('early boot: search', () => {
  it('opens a field on Ctrl+K before the dialog code is there, which hands over what was typed', () => {
    const { boot, doc, win, key } = page({ search });
    const opened = vi.fn();
    win.addEventListener('rsdocs:open-search', opened);
    expect(boot.search.state).toBe('early');
    const event = key({ key: 'k', ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(boot.search.isOpen()).toBe(true);
    const input = doc.querySelector<HTMLInputElement>('dialog.rsd-search input')!;
    expect(doc.activeElement).toBe(input);
    expect(input.placeholder).toBe('Search Docs');
    expect(doc.querySelector('dialog.rsd-search')!.getAttribute('aria-label')).toBe('Search the docs');
    expect(doc.querySelector('dialog .rsd-search__message')!.textContent).toBe('Loading…');
    expect(doc.querySelector('dialog .rsd-search__cancel')!.getAttribute('aria-label')).toBe('Cancel');
    // Its icons are the page's own, copied (the head script carries no markup of them), at the dialog's size.
    const icons = [...doc.querySelectorAll('dialog.rsd-search svg')];
    expect(icons.map((svg) => [svg.getAttribute('class'), svg.getAttribute('width'), svg.firstElementChild!.outerHTML])).toEqual([
      ['rsd-search__field-icon', '18', '<circle cx="11" cy="11" r="6.5"></circle>'],
      ['rsd-search__cancel-icon', '18', '<path d="m6 6 12 12M18 6 6 18"></path>'],
    ]);
    expect(doc.querySelector('#search svg')!.getAttribute('width')).toBe('16'); // the page's icon stays as it was
    expect(opened).toHaveBeenCalledTimes(1);
    // Ctrl+K again keeps it open, and does not announce it twice.
    key({ key: 'k', ctrlKey: true }, input);
    expect(opened).toHaveBeenCalledTimes(1);
    // '/' typed into it stays text.
    expect(key({ key: '/' }, input).defaultPrevented).toBe(false);

    input.value = 'dts';
    input.setSelectionRange(1, 2);
    expect(doc.documentElement.hasAttribute('data-rsd-search-early')).toBe(true);
    expect(boot.search.take()).toEqual({ value: 'dts', selectionStart: 1, selectionEnd: 2 });
    expect(boot.search.isOpen()).toBe(false);
    expect(doc.querySelector('dialog')).toBeNull();
    // Taken over: the dialog replacing it shows without an entrance animation until it closes.
    expect(doc.documentElement.hasAttribute('data-rsd-search-early')).toBe(true);
    expect(boot.search.take()).toBeNull();
  });

  it('closes on its cancel button, and leaves the hotkey to React once the dialog code is there', () => {
    const { boot, doc, key, click } = page({ search });
    key({ key: '/' });
    click(doc.querySelector('dialog .rsd-search__cancel')!);
    expect(boot.search.isOpen()).toBe(false);
    expect(doc.documentElement.hasAttribute('data-rsd-search-early')).toBe(false);
    boot.search.state = 'react';
    expect(key({ key: 'k', metaKey: true }).defaultPrevented).toBe(false);
    expect(boot.search.isOpen()).toBe(false);
  });

  it('opens from the search button before the app is there', () => {
    const { boot, doc, click } = page({ search });
    const event = click(doc.getElementById('search')!);
    expect(event.defaultPrevented).toBe(true);
    expect(boot.search.isOpen()).toBe(true);
  });

  it('stays off without search, on a page without it, or with ?globalUIComponents=0', () => {
    for (const { boot, key } of [
      page({ search: null }),
      page({ search: { ...search, on: false } }),
      page({ search }, { url: 'https://docs.test/guide/?globalUIComponents=0' }),
    ]) {
      expect(key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
      expect(boot.search.isOpen()).toBe(false);
    }
    expect(page({ search: { ...search, on: false } }, { url: 'https://docs.test/?globalUIComponents=1' }).boot.search.state).toBe('early');
  });
});

describe('early boot: clicks before hydration', () => {
  it('holds a click on a control React has not hydrated, and replays it once it has', async () => {
    const { doc, boot, click, hydrate, hydrated, parsed } = page({ search: null });
    await parsed;
    const toggle = doc.getElementById('toggle')!;
    const reached = vi.fn();
    doc.getElementById('rsd-root')!.addEventListener('click', reached);
    const event = click(toggle);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(true);

    // Hydrated: the app calls replay (the boot also retries by itself).
    hydrated();
    boot.replay();
    expect(reached).not.toHaveBeenCalled(); // this control's part is still waiting for its code
    hydrate(toggle);
    await vi.waitFor(() => expect(reached).toHaveBeenCalledTimes(1));
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(false);
    // Live now: a click goes straight through.
    expect(click(toggle).defaultPrevented).toBe(false);
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('lets links load their page before the app starts, and holds same-origin links of a part still hydrating', async () => {
    const { doc, click, hydrated, parsed } = page({ search: null });
    await parsed;
    const internal = doc.getElementById('internal')!;
    expect(click(internal).defaultPrevented).toBe(false);
    hydrated();
    expect(click(internal).defaultPrevented).toBe(true);
    expect(click(doc.getElementById('external')!).defaultPrevented).toBe(false);
  });

  it('never holds what React will never hydrate: HTML it set as a string, or controls a script added later', async () => {
    const { doc, click, hydrate, hydrated, parsed } = page({ search: null });
    await parsed;
    hydrated();
    hydrate(doc.getElementById('html')!, { dangerouslySetInnerHTML: { __html: '…' } });
    expect(click(doc.getElementById('inner')!).defaultPrevented).toBe(false);
    const widget = doc.createElement('button');
    hydrate(doc.getElementById('widget')!);
    doc.getElementById('widget')!.append(widget);
    expect(click(widget).defaultPrevented).toBe(false);
  });

  it('clicks a control anyway when its part never comes, after 10 s', async () => {
    const { doc, win, boot, click, hydrated, parsed } = page({ search: null });
    await parsed;
    hydrated();
    const toggle = doc.getElementById('toggle')!;
    const reached = vi.fn();
    toggle.addEventListener('click', reached);
    click(toggle);
    boot.replay();
    expect(reached).not.toHaveBeenCalled();
    const now = win.Date.now();
    win.Date.now = () => now + 10_001;
    boot.replay();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(false);
  });

  it('never holds modified clicks, clicks outside the app, or clicks whose control went away', async () => {
    const { doc, boot, click, hydrated, parsed } = page({ search: null });
    await parsed;
    expect(click(doc.getElementById('toggle')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(doc.getElementById('outside')!).defaultPrevented).toBe(false);
    const toggle = doc.getElementById('toggle')!;
    click(toggle);
    toggle.remove();
    hydrated();
    boot.replay();
    expect(doc.documentElement.hasAttribute('data-rsd-waiting')).toBe(false);
  });
});
