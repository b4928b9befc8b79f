import { clsx } from 'clsx';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import type { SidebarItem } from '../../config/types';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { activeTrail } from '../../lib/sidebar';
import { SidebarItems } from './SidebarGroup';

export interface SidebarProps extends ComponentPropsWithoutRef<'nav'> {
  /** The sidebar of the current section, usually from `getSidebar(...)`. */
  items: SidebarItem[];
  /** Path of the current page. @default the pathname from ThemeProvider */
  pathname?: string;
  /**
   * A list longer than this shows this many entries around the current page, and "Show more" buttons for the
   * rest: a page's HTML stays the same size however large its section grows. @default 50
   */
  windowSize?: number;
}

/** Nearest ancestor (or the element itself) that scrolls vertically; never the document. */
function findScroller(start: HTMLElement): HTMLElement | null {
  for (let el: HTMLElement | null = start; el && el !== document.body; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** Bring the active link into the middle of the scrolling column, only when it is out of view. */
function revealActive(nav: HTMLElement) {
  const active = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!active) return;
  const scroller = findScroller(nav);
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  scroller.scrollTop += item.top - box.top - (box.height - item.height) / 2;
}

/** Section navigation: collapsible groups, links, dividers and section headers. */
export function Sidebar({ items, pathname, windowSize, className, ...rest }: SidebarProps) {
  const t = useT();
  const context = useThemeContext();
  const current = pathname ?? context.pathname;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (ref.current) revealActive(ref.current);
  }, []);

  return (
    <nav ref={ref} aria-label={t('sidebar.label')} className={clsx('rsd-sidebar', className)} {...rest}>
      <SidebarItems items={items} pathname={current} depth={0} trail={activeTrail(items, current)} windowSize={windowSize} />
    </nav>
  );
}
