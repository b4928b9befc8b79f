/**
 * The appearance before the first paint (the `dark` class), and the controls that work before React arrives, from
 * the first paint: the appearance toggle, code copy and wrap
 * buttons, sidebar group toggles, the small-screen sidebar drawer, the navbar's full-screen menu, the banner's close
 * button and the outline's current heading. Run by the head script (`early.ts`) and inlined the same way (`Function.prototype.toString`: nothing
 * outside its body; the pure decisions come in as `lib`, the same functions the app uses).
 *
 * Each control acts only until the app has hydrated (`__RSDOCS_HYDRATED__`); from then on React's handlers do.
 * What a control changed is left where React finds it when it takes over, so nothing jumps:
 * - the appearance and the banner's dismissal are stored as React stores them (`lib/storage.ts` semantics: a
 *   value storage refuses lives in `boot.memory`, which the app adopts, `adoptEarlyMemory`), and a `storage`
 *   event tells a component already mounted;
 * - a sidebar group's, the drawer's and a code block's wrap state stay in the DOM (`data-state`, `data-open`,
 *   `aria-pressed`), which the components read when they mount (`SidebarGroup`, `takeEarlyDrawer`, `CodeBlock`);
 * - the outline's mark (`data-rsd-early-active`) is dropped when React's scroll-spy starts (`endEarlyOutline`);
 * - the navbar's menu is a prerendered `<dialog>` (`MobileMenu`): opened here with `showModal`, it is taken over open.
 */
import type { ACTIVE_HEADING_TOLERANCE, resolveActiveHeading } from '../lib/outline';
import type { joinCodeLines, normalizeCodeText } from '../lib/code-text';
import type { copyUrlText } from '../lib/page-actions';
import type { resolveAppearance, togglePreference } from '../lib/appearance';
import type { EarlyBoot } from './early';

/** The pure functions and constants the controls take from the theme. */
export interface EarlyControlsLib {
  appearanceKey: string;
  darkQuery: string;
  toggle: typeof togglePreference;
  resolve: typeof resolveAppearance;
  activeHeading: typeof resolveActiveHeading;
  tolerance: typeof ACTIVE_HEADING_TOLERANCE;
  codeLines: typeof joinCodeLines;
  codeText: typeof normalizeCodeText;
  /** How long a copy button shows its result (`COPY_SUCCESS_MS`). */
  copiedMs: number;
  /** The page menu's "Copy page": a page's `.md` copy to the clipboard. */
  copyUrl: typeof copyUrlText;
}

/** Attribute the head script puts on the outline link of the current heading until React's scroll-spy starts. */
export const EARLY_ACTIVE_ATTRIBUTE = 'data-rsd-early-active';

export function earlyControls(boot: EarlyBoot, bannerKey: string | undefined, lib: EarlyControlsLib): void {
  const win = window as Window & { __RSDOCS_HYDRATED__?: boolean };
  const doc = document;
  const html = doc.documentElement;
  let scrim: HTMLElement | null = null;

  function read(key: string): string | null {
    if (key in boot.memory) return boot.memory[key]!;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** Store as `lib/storage.ts` does: localStorage, else memory (adopted by the app), then tell its subscribers. */
  function store(key: string, value: string): void {
    let kept = false;
    try {
      localStorage.setItem(key, value);
      kept = localStorage.getItem(key) === value;
    } catch {
      // disabled or full storage: kept in memory below
    }
    if (kept) delete boot.memory[key];
    else boot.memory[key] = value;
    win.dispatchEvent(new StorageEvent('storage', { key }));
  }

  function systemDark(): boolean {
    try {
      return matchMedia(lib.darkQuery).matches;
    } catch {
      return false;
    }
  }

  // The appearance, before the first paint (this runs in `<head>`): what the visitor chose, or the system's.
  html.classList.toggle('dark', lib.resolve(read(lib.appearanceKey), systemDark()) === 'dark');

  // The stored choice of a page opened while storage refuses writes is in memory only: nothing to restore.
  function toggleAppearance(): void {
    const dark = systemDark();
    const next = lib.toggle(html.classList.contains('dark') ? 'dark' : 'light', dark);
    store(lib.appearanceKey, next);
    html.classList.toggle('dark', lib.resolve(read(lib.appearanceKey), dark) === 'dark');
  }

  function copyCode(button: HTMLElement): void {
    const content = button.closest('.rsd-code')?.querySelector('.rsd-code__content');
    if (!content) return;
    const code = content.querySelector('code') || content.querySelector('pre') || content;
    const lines = code.querySelectorAll('.line');
    const text = lines.length ? lib.codeLines(Array.from(lines, (line) => line.textContent || '')) : lib.codeText(code.textContent || '');
    // Attributes only (React's icon stays): a copy button React hydrates meanwhile matches its markup again after.
    const show = (ok: boolean) => {
      button.setAttribute('data-state', ok ? 'copied' : 'failed');
      button.classList.toggle('rsd-code__copy--copied', ok);
      setTimeout(() => {
        button.setAttribute('data-state', 'idle');
        button.classList.remove('rsd-code__copy--copied');
      }, lib.copiedMs);
    };
    const fallback = () => {
      const area = doc.createElement('textarea');
      area.value = text;
      area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
      doc.body.appendChild(area);
      area.select();
      let ok = false;
      try {
        ok = doc.execCommand('copy');
      } catch {
        // nothing to copy with
      }
      area.remove();
      button.focus();
      return ok;
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(() => show(true), () => show(fallback()));
    else show(fallback());
  }

  /** The page menu's "Copy page" (`PageActions`): its state in `data-state` only, as React renders it. */
  function copyPage(button: HTMLElement): void {
    const set = (state: string) => (button.dataset.state = state);
    set('copying');
    lib.copyUrl(button.dataset.md!).then((ok) => {
      set(ok ? 'copied' : 'failed');
      setTimeout(set, lib.copiedMs, 'idle');
    });
  }

  /**
   * Open or close a sidebar group as `SidebarGroup` renders it. A group prerendered closed has no items in
   * the HTML: false, and its click waits for React like any other.
   */
  function toggleGroup(trigger: Element): boolean {
    const group = trigger.closest('.rsd-sidebar__group');
    const items = group && group.querySelector(':scope > .rsd-sidebar__group-items');
    if (!group || !items || !items.firstElementChild) return false;
    const open = group.getAttribute('data-state') !== 'open';
    const state = open ? 'open' : 'closed';
    for (const el of [group, items, ...group.querySelectorAll(':scope > .rsd-sidebar__group-header, :scope > .rsd-sidebar__group-header > .rsd-sidebar__toggle')]) {
      el.setAttribute('data-state', state);
      if (el.hasAttribute('aria-expanded')) el.setAttribute('aria-expanded', String(open));
    }
    (items as HTMLElement).hidden = !open;
    return true;
  }

  /** Wrap or unwrap a code block's long lines as `CodeBlock` renders it (its button's `aria-pressed` is the state). */
  function toggleWrap(button: Element): void {
    const wrap = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(wrap));
    button.closest('.rsd-code')?.classList.toggle('rsd-code--wrap', wrap);
  }

  function setDrawer(toggle: Element | null, open: boolean): void {
    const drawer = doc.querySelector('.rsd-doc-layout__sidebar');
    if (!drawer) return;
    drawer.toggleAttribute('data-open', open);
    (toggle || doc.querySelector('.rsd-doc-layout__drawer-toggle'))?.setAttribute('aria-expanded', String(open));
    if (open && !scrim) {
      scrim = doc.createElement('div');
      scrim.className = 'rsd-doc-layout__scrim rsd-early-scrim';
      scrim.setAttribute('aria-hidden', 'true');
      doc.body.appendChild(scrim);
    } else if (!open && scrim) {
      scrim.remove();
      scrim = null;
    }
  }
  boot.drawer = {
    take: () => {
      const open = !!scrim;
      if (scrim) scrim.remove();
      scrim = null;
      return open;
    },
  };

  /**
   * Open the navbar's menu, the `<dialog>` its button controls. The browser does the rest: Escape, focus kept inside,
   * the page inert. Its button says when it closes (the Escape key included), and takes focus back.
   */
  function openMenu(button: Element): void {
    const menu = doc.getElementById(button.getAttribute('aria-controls') || '');
    if (!(menu instanceof HTMLDialogElement) || menu.open) return;
    menu.showModal();
    button.setAttribute('aria-expanded', 'true');
    menu.addEventListener(
      'close',
      () => {
        button.setAttribute('aria-expanded', 'false');
        (button as HTMLElement).focus();
      },
      { once: true },
    );
  }
  // The menu is for narrow windows: it closes when the window widens, as React's does (`MobileMenu`).
  try {
    matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
      const menu = doc.querySelector<HTMLDialogElement>('dialog.rsd-mobile-menu[open]');
      if (event.matches && menu && !win.__RSDOCS_HYDRATED__) menu.close();
    });
  } catch {
    // no matchMedia: the menu stays open until closed
  }

  /** Controls the head script handles itself (before React): a pointer on one needs no app yet. */
  const OWN = '.rsd-appearance-toggle, .rsd-code__copy, .rsd-page-actions__copy, .rsd-code__wrap, .rsd-banner__close, .rsd-doc-layout__drawer-toggle, .rsd-mobile-menu__button, .rsd-mobile-menu__close';
  boot.ownControl = (el) => {
    if (el.matches(OWN)) return true;
    const items = el.matches('.rsd-sidebar__group-button, .rsd-sidebar__toggle') && el.closest('.rsd-sidebar__group')?.querySelector(':scope > .rsd-sidebar__group-items');
    return !!items && !!items.firstElementChild;
  };

  /** Whether React has hydrated `el` (its props hold the handlers). */
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (event.defaultPrevented || event.button || !(target instanceof Element)) return;
      if (win.__RSDOCS_HYDRATED__) {
        // The navbar's menu comes with the chrome extras, fetched on intent after the app: until its part hydrates,
        // its button still opens it here (React takes an open menu over), rather than waiting for that code.
        const menuControl = target.closest('.rsd-mobile-menu__button, .rsd-mobile-menu__close');
        if (!menuControl || !menuControl.closest('#rsd-root') || hydrated(menuControl)) return;
        if (menuControl.matches('.rsd-mobile-menu__button')) openMenu(menuControl);
        else (menuControl.closest('dialog') as HTMLDialogElement | null)?.close();
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      const control = target.closest('button');
      const handled = () => {
        // React is not there yet: the head script's action is the only one (and the click is not held).
        event.preventDefault();
        event.stopPropagation();
      };
      if (scrim && (target === scrim || (!target.closest('.rsd-doc-layout__sidebar') && !target.closest('.rsd-doc-layout__drawer-toggle')))) {
        setDrawer(null, false);
        if (target === scrim) return handled();
      }
      // A link of the open menu to another page: that page loads, the menu stays until it paints. One within this page
      // (its fragment) closes the menu, to show where it leads.
      const menu = target.closest('dialog.rsd-mobile-menu');
      const link = target.closest('a[href]');
      if (menu instanceof HTMLDialogElement && link instanceof HTMLAnchorElement && link.pathname === location.pathname && link.hash) menu.close();
      // A chat service of the page menu: its prompt gets the page's Markdown URL (React fills it once hydrated).
      const service = target.closest<HTMLAnchorElement>('a[data-rsd-href]');
      if (service) service.href = service.dataset.rsdHref!.replace('{url}', encodeURIComponent(location.origin + service.dataset.md));
      if (!control || !control.closest('#rsd-root')) return;
      const is = (selector: string) => control.matches(selector);
      if (is('.rsd-appearance-toggle')) toggleAppearance();
      else if (is('.rsd-code__copy')) copyCode(control);
      else if (is('.rsd-code__wrap')) toggleWrap(control);
      else if (is('.rsd-page-actions__copy')) copyPage(control);
      else if (is('.rsd-banner__close') && bannerKey) {
        store(bannerKey, 'true');
        html.setAttribute('data-rsd-banner-closed', '');
      } else if (is('.rsd-doc-layout__drawer-toggle')) setDrawer(control, control.getAttribute('aria-expanded') !== 'true');
      else if (is('.rsd-mobile-menu__button')) openMenu(control);
      else if (is('.rsd-mobile-menu__close')) (control.closest('dialog') as HTMLDialogElement | null)?.close();
      else if (!(is('.rsd-sidebar__group-button, .rsd-sidebar__toggle') && toggleGroup(control))) return;
      handled();
    },
    true,
  );
  win.addEventListener('keydown', (event) => {
    if (scrim && event.key === 'Escape' && !win.__RSDOCS_HYDRATED__) setDrawer(null, false);
  });

  // The outline's current heading, until React's scroll-spy (`useActiveHeading`) starts and calls `outline.end`.
  let outlineOn = true;
  let frame = 0;
  function markHeading(): void {
    frame = 0;
    if (!outlineOn) return;
    const links = doc.querySelectorAll<HTMLAnchorElement>('.rsd-outline__link[href^="#"]');
    if (!links.length) return;
    const scrollY = win.scrollY;
    const tops = Array.from(links, (link) => {
      const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
      return heading ? heading.getBoundingClientRect().top + scrollY : NaN;
    });
    const offset = parseFloat(getComputedStyle(html).getPropertyValue('--rsd-scroll-offset'));
    let index = lib.activeHeading(tops, scrollY, Number.isFinite(offset) ? offset : 72, lib.tolerance);
    const page = html.scrollHeight;
    // At the very bottom the last heading wins (it may never reach the top), as in React's scroll-spy.
    if (scrollY > 0 && page > win.innerHeight && win.innerHeight + scrollY >= page - 2) {
      for (let i = tops.length - 1; i >= 0; i--) if (!Number.isNaN(tops[i]!)) {
        index = i;
        break;
      }
    }
    links.forEach((link, i) => link.toggleAttribute('data-rsd-early-active', i === index));
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(markHeading);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  // On scroll only (a page opened at a fragment or a restored position scrolls too): at the top no heading is reached
  // yet, and measuring them at load would force the whole page's layout into one long task.
  boot.outline = {
    end: () => {
      outlineOn = false;
      win.removeEventListener('scroll', onScroll);
      for (const link of doc.querySelectorAll('[data-rsd-early-active]')) link.removeAttribute('data-rsd-early-active');
    },
  };
}
