/**
 * The early boot: what must hold from the first paint on, before and while React hydrates. It runs as an inline
 * `<script>` in `<head>` (composed by `vite/boot-script.ts`, after the appearance script), synchronously, so its
 * decisions are made before anything is painted:
 *
 * 1. the locale redirect of a first visit (no other language is ever painted first);
 * 2. part switches of the query (`?sidebar=0`): `data-rsd-hide` on `<html>` hides them by CSS until React,
 *    which renders them away after hydration, releases the attribute (`releaseEarlySwitches`); likewise a banner
 *    the visitor closed before (`data-rsd-banner-closed`);
 * 3. search: Ctrl/Cmd+K, '/' and the navbar's search button open a plain search field at once; what is typed
 *    there is handed to the real dialog when its code arrives (`takeEarlySearch`);
 * 4. clicks on controls React has not hydrated yet are held and replayed once it has (React 19 drops them:
 *    it stops a click on a boundary still waiting for its code, and nothing happens);
 * 5. the controls that work before React (`controls.ts`: appearance, code copy, sidebar groups, drawer, banner,
 *    outline), set up before 4 so that their clicks are theirs, not held;
 * 6. the app itself comes after the first paint: a built page names its entry and module preloads on its data
 *    script (`data-entry`, `data-preload`, see `vite/html.ts`), and `startApp` adds them when the browser is idle
 *    after `load`, or at once when the visitor does something only React does (a held click, search).
 *
 * It talks to the app through `window.__RSDOCS_BOOT__` (see `bridge.ts`). The whole program is one function,
 * inlined with `Function.prototype.toString`: it refers to nothing outside its body; the pure decisions it needs
 * come in as `lib` (the same functions the app uses), and the page's facts as `config`.
 */
import type { decideLocaleRedirect, preferredLocale } from '../lib/locale-redirect';
import type { querySwitches } from '../lib/part-switches';
import type { earlyControls, EarlyControlsLib } from './controls';
import type { isSearchHotkey } from './hotkey';

/** What the build tells the head script about the page (JSON, per page). */
export interface EarlyBootConfig {
  /** Search UI strings in the page's language; null when the site has no search. */
  search: {
    /** Whether the page shows search (its `globalUIComponents`), before the query's say. */
    on: boolean;
    label: string;
    placeholder: string;
    loading: string;
    cancel: string;
  } | null;
  /** Storage key of the banner's dismissal, when the page shows a banner. */
  banner?: string;
  /** The first-visit locale redirect; absent when it is off ('never', one language, the 404 page). */
  redirect?: {
    /** Storage key of the visited flag. */
    key: string;
    pageLang: string;
    defaultLang: string;
    /** Where a visitor preferring each other language goes (URLs with base), see `localeRedirectTargets`. */
    targets: Record<string, string>;
  };
}

/** Decisions and markup the program takes from the theme (the same for every page). */
export interface EarlyBootLib {
  prefer: typeof preferredLocale;
  decide: typeof decideLocaleRedirect;
  switches: typeof querySwitches;
  hotkey: typeof isSearchHotkey;
  controls: typeof earlyControls;
  controlsLib: EarlyControlsLib;
}

/**
 * Who opens search on the hotkey: the head script's early field ('early': the dialog's code is not there yet),
 * React's launcher ('react'), or nobody (the page shows no search).
 */
export type EarlySearchState = 'early' | 'react' | 'off';

/** What the visitor typed into the early search field. */
export interface EarlySearchInput {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** `window.__RSDOCS_BOOT__`: the early boot's face towards the app. */
export interface EarlyBoot {
  /** The page is being replaced by its translation: the app should not start. */
  redirecting: boolean;
  search: {
    state: EarlySearchState;
    /** Set once a launcher took charge of `state`; a hydrated page without one turns early search off. */
    claimed: boolean;
    /** Show the early search field (and focus it). False when it cannot (no body yet). */
    open(): boolean;
    isOpen(): boolean;
    /** Close the early field and hand over what was typed; null when it is not open. */
    take(): EarlySearchInput | null;
  };
  /** Replay held clicks whose control React has hydrated by now. */
  replay(): void;
  /** Load the app now (its entry and preloads), if it has not started; the page's data script must be parsed. */
  startApp(): void;
  /** Values the head script's controls could not store (storage refused): the app's storage adopts them. */
  memory: Record<string, string>;
  /** The drawer opened before React: React takes it over (true when open) and the early scrim goes. */
  drawer?: { take(): boolean };
  /** The outline's early mark: React's scroll-spy ends it when it starts. */
  outline?: { end(): void };
  /** Whether the head script's controls handle this control themselves before React (`controls.ts`). */
  ownControl?(el: Element): boolean;
}

/** Attribute on `<html>` naming the parts the query switched off, until React renders without them. */
export const HIDE_ATTRIBUTE = 'data-rsd-hide';
/** Attribute on `<html>` while clicks wait for their control to hydrate (the pointer shows progress). */
export const WAITING_ATTRIBUTE = 'data-rsd-waiting';
/** A control that opens search (the navbar's button): it opens the early field before React is there. */
export const OPEN_SEARCH_ATTRIBUTE = 'data-rsd-open-search';

export function earlyBoot(config: EarlyBootConfig, lib: EarlyBootLib): void {
  const win = window as Window & { __RSDOCS_BOOT__?: EarlyBoot; __RSDOCS_HYDRATED__?: boolean };
  const doc = document;
  const html = doc.documentElement;
  const search = config.search;
  let dialog: HTMLDialogElement | null = null;
  let input: HTMLInputElement | null = null;
  const held: Array<{ el: Element; at: number }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while a held click is dispatched again, so it goes through. */
  let replaying = false;

  const boot: EarlyBoot = {
    redirecting: false,
    search: { state: 'off', claimed: false, open: openSearch, isOpen: () => !!dialog && dialog.open, take: takeSearch },
    replay,
    startApp,
    memory: {},
  };
  win.__RSDOCS_BOOT__ = boot;

  // 1. First-visit locale redirect. Only when the visited flag really reached storage: a browser that cannot keep
  // it would otherwise be sent away on every page load.
  const redirect = config.redirect;
  if (redirect) {
    let visited: string | null = null;
    try {
      visited = localStorage.getItem(redirect.key);
    } catch {
      // unreadable storage: decide as on a first visit; the write below then fails too, so nobody is redirected
    }
    const nav = navigator;
    const languages = nav.languages && nav.languages.length ? nav.languages : [nav.language || ''];
    const decision = lib.decide({
      visited: visited !== null,
      pageLang: redirect.pageLang,
      defaultLang: redirect.defaultLang,
      preferred: lib.prefer(languages, [redirect.pageLang, ...Object.keys(redirect.targets)]),
      targets: redirect.targets,
    });
    if (decision.action !== 'none') {
      let kept = false;
      try {
        localStorage.setItem(redirect.key, '1');
        kept = localStorage.getItem(redirect.key) === '1';
      } catch {
        // storage refused: stay
      }
      if (decision.action === 'redirect' && kept) {
        boot.redirecting = true;
        // Nothing of this page may show while the other one loads.
        html.style.visibility = 'hidden';
        location.replace(decision.to + location.search + location.hash);
        return;
      }
    }
  }

  // 2. Part switches of the query, hidden by CSS from the first paint.
  const switches = lib.switches(location.search);
  const hidden = Object.keys(switches).filter((key) => switches[key as keyof typeof switches] === false);
  if (hidden.length) html.setAttribute('data-rsd-hide', hidden.join(' '));

  // A banner the visitor closed on an earlier visit stays hidden from the first paint (React, which cannot read
  // storage while it hydrates, renders it away right after). Another tab may close or bring it back meanwhile.
  const bannerKey = config.banner;
  if (bannerKey) {
    const showBanner = () => {
      let closed = false;
      try {
        closed = (bannerKey in boot.memory ? boot.memory[bannerKey] : localStorage.getItem(bannerKey)) === 'true';
      } catch {
        // unreadable storage: the banner shows, as React will show it
      }
      html.toggleAttribute('data-rsd-banner-closed', closed);
    };
    showBanner();
    win.addEventListener('storage', (event) => {
      if (event.key === bannerKey || event.key === null) showBanner();
    });
  }

  // 5. The controls that work before React; their listeners come before the held clicks' (4).
  lib.controls(boot, bannerKey, lib.controlsLib);

  // 3. Search from the first paint.
  if (search && (switches.globalUIComponents ?? search.on)) boot.search.state = 'early';

  /**
   * The early field's icons, as React's dialog shows them (`rsd-search__field-icon`, 18 px): copies of the same icons
   * in the page's markup (the navbar's search button; the menu's or banner's close button), not a second copy in
   * this script. A page without them shows the field without its icon until React's dialog takes over.
   */
  function icon(selector: string, name: string): string {
    const svg = doc.querySelector(selector)?.cloneNode(true) as Element | undefined;
    if (!svg) return '';
    svg.setAttribute('class', `rsd-search__${name}-icon`);
    svg.setAttribute('width', '18');
    svg.setAttribute('height', '18');
    return svg.outerHTML;
  }

  function openSearch(): boolean {
    if (!search || !doc.body) return false;
    if (!dialog) {
      dialog = doc.createElement('dialog');
      dialog.className = 'rsd-search rsd-search--early';
      dialog.setAttribute('aria-label', search.label);
      dialog.innerHTML =
        `<div class="rsd-search__header"><div class="rsd-search__field">${icon('[data-rsd-open-search] svg', 'field')}` +
        '<input class="rsd-search__input" type="search" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false" enterkeyhint="go"></div>' +
        `<button type="button" class="rsd-search__cancel">${icon('.rsd-mobile-menu__close svg,.rsd-banner__close svg', 'cancel')}<span class="rsd-search__cancel-text" aria-hidden="true"></span></button></div>` +
        '<div class="rsd-search__body"><p class="rsd-search__message" role="status"></p></div>';
      input = dialog.querySelector('input')!;
      input.placeholder = search.placeholder;
      input.setAttribute('aria-label', search.placeholder);
      const cancel = dialog.querySelector('button')!;
      cancel.setAttribute('aria-label', search.cancel);
      cancel.lastChild!.textContent = search.cancel;
      cancel.onclick = () => dialog!.close();
      dialog.querySelector('p')!.textContent = search.loading;
      // A click on the backdrop lands on the dialog itself (its contents fill the panel).
      dialog.onclick = (event) => {
        if (event.target === dialog) dialog!.close();
      };
      // Closed by the visitor (Escape, cancel, backdrop): the next dialog may animate in again.
      dialog.onclose = () => html.removeAttribute('data-rsd-search-early');
      doc.body.appendChild(dialog);
    }
    const opening = !dialog.open;
    if (opening) {
      dialog.showModal();
      html.setAttribute('data-rsd-search-early', '');
    }
    input!.focus();
    if (opening) {
      input!.select();
      startApp();
      // A launcher that is mounted but still fetching the dialog's code hears of it and fetches it now.
      win.dispatchEvent(new Event('rsdocs:open-search'));
    }
    return true;
  }

  function takeSearch(): EarlySearchInput | null {
    if (!dialog || !dialog.open || !input) return null;
    const taken = { value: input.value, selectionStart: input.selectionStart ?? input.value.length, selectionEnd: input.selectionEnd ?? input.value.length };
    // Handed over, not dismissed: the dialog taking its place shows without an entrance animation.
    dialog.onclose = null;
    dialog.close();
    dialog.remove();
    dialog = input = null;
    return taken;
  }

  // Capture phase on window: before anything of the page, so the first key already counts.
  win.addEventListener(
    'keydown',
    (event) => {
      if (boot.search.state !== 'early' || event.defaultPrevented || !lib.hotkey(event)) return;
      if (openSearch()) event.preventDefault();
    },
    true,
  );

  // 4. Clicks on controls React has not hydrated yet.
  const CONTROLS = 'button, [role="button"], [role="tab"], a[href]';
  /** Controls of the prerendered page: only those can be waiting for React (a widget's later button never is). */
  const prerendered = new WeakSet<Element>();
  doc.addEventListener('DOMContentLoaded', () => {
    const root = doc.getElementById('rsd-root');
    if (root) for (const el of root.querySelectorAll(CONTROLS)) prerendered.add(el);
  });

  /** React's props on a node it rendered or hydrated (they hold its handlers). */
  function reactProps(node: Element): Record<string, unknown> | undefined {
    for (const key of Object.keys(node)) if (key.startsWith('__reactProps$')) return (node as unknown as Record<string, Record<string, unknown>>)[key];
    return undefined;
  }

  /**
   * Whether a click on `el` must wait for React: before the app has hydrated, any control; after, a prerendered
   * control in a part still waiting for its code. Such a control has no React props while its nearest ancestor
   * has (the part's boundary sits in between); HTML React set through `dangerouslySetInnerHTML` never gets props
   * and never waits.
   */
  function mustWait(el: Element): boolean {
    if (!win.__RSDOCS_HYDRATED__) return true;
    if (doc.readyState !== 'loading' && !prerendered.has(el)) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const props = reactProps(node);
      if (props) return node !== el && !props.dangerouslySetInnerHTML;
    }
    return false;
  }

  /** A control still waiting this long is clicked anyway (its part never came): it does what it does without React. */
  const GIVE_UP_MS = 10000;

  function replay(): void {
    clearTimeout(timer);
    const now = Date.now();
    for (const entry of held.splice(0)) {
      if (!entry.el.isConnected) continue; // its part is gone (replaced, or failed to load)
      if (mustWait(entry.el) && now - entry.at <= GIVE_UP_MS) {
        held.push(entry);
        continue;
      }
      replaying = true;
      try {
        (entry.el as HTMLElement).click();
      } finally {
        replaying = false;
      }
    }
    if (held.length) timer = setTimeout(replay, 50);
    else html.removeAttribute('data-rsd-waiting');
  }

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (replaying || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!(target instanceof Element)) return;
      if (boot.search.state === 'early' && target.closest('[data-rsd-open-search]')) {
        event.preventDefault();
        event.stopPropagation();
        openSearch();
        return;
      }
      const el = target.closest(CONTROLS);
      if (!el || !el.closest('#rsd-root') || !mustWait(el)) return;
      if (el instanceof HTMLAnchorElement) {
        // Before the app starts a link simply loads its page; other origins and new tabs are never held.
        if (!win.__RSDOCS_HYDRATED__ || el.origin !== location.origin || (el.target && el.target !== '_self')) return;
      }
      event.preventDefault();
      event.stopPropagation();
      startApp();
      held.push({ el, at: Date.now() });
      html.setAttribute('data-rsd-waiting', '');
      clearTimeout(timer);
      timer = setTimeout(replay, 50);
    },
    true,
  );

  // 6. The app after the first paint.
  let appStarted = false;
  function startApp(): void {
    if (appStarted || boot.redirecting) return;
    const data = doc.getElementById('__RSDOCS_PAGE__');
    if (!data) {
      // Asked for while the page is still parsing: its data script comes at the end of the body.
      doc.addEventListener('DOMContentLoaded', startApp, { once: true });
      return;
    }
    appStarted = true;
    const entry = data.getAttribute('data-entry');
    if (!entry) return; // the page loads the app itself (a 404 page, the dev server)
    const add = (tag: string, attrs: Record<string, string>) => {
      const el = doc.createElement(tag);
      for (const name in attrs) el.setAttribute(name, attrs[name]!);
      doc.head.appendChild(el);
    };
    // Inlined stylesheets (`vite/html.ts`): a disabled link is what Vite's chunk loader looks for before it would
    // fetch one again; added now, not parsed with the page, since the preload scanner fetches even a disabled link.
    for (const style of doc.querySelectorAll('style[data-href]')) add('link', { rel: 'stylesheet', disabled: '', href: style.getAttribute('data-href')! });
    for (const href of (data.getAttribute('data-preload') || '').split(' ')) if (href) add('link', { rel: 'modulepreload', href });
    for (const src of entry.split(' ')) add('script', { type: 'module', src });
  }
  // A pointer going down on a control React must handle: start fetching before the click itself comes.
  win.addEventListener(
    'pointerdown',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (control && !control.matches('a[href]') && !(boot.ownControl && boot.ownControl(control))) startApp();
    },
    true,
  );
  // The small-screen "On this page" menu is a native <details>: it opens without React, and its list comes with the
  // app (`OutlineMenu` renders it when open). Opening it is a need of the app's, then.
  doc.addEventListener(
    'toggle',
    (event) => {
      const el = event.target;
      if (el instanceof HTMLDetailsElement && el.open && el.matches('.rsd-outline-menu')) startApp();
    },
    true,
  );
  /** Longest wait for an idle moment after `load` (a busy page may never be idle). */
  const IDLE_TIMEOUT_MS = 2000;
  const startWhenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(startApp, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(startApp, 200);
  };
  /** Longest wait after `load` for the first contentful paint to be reported (a tab opened in the background). */
  const PAINT_TIMEOUT_MS = 3000;
  // A small page fires `load` before its first paint is presented, and its first idle moment may come before that
  // too: the app's requests would then go out ahead of the first paint (a lab tool then counts them in the paint's
  // critical path). The paint first, as the browser reports it, then idle.
  const afterFirstPaint = (then: () => void) => {
    let started = false;
    const go = () => {
      if (!started) (started = true), then();
    };
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(go, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      go(); // no paint timing: idle after load, as before
      return;
    }
    setTimeout(go, PAINT_TIMEOUT_MS);
  };
  win.addEventListener('load', () => afterFirstPaint(startWhenIdle), { once: true });
}
