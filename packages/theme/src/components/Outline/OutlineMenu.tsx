import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import type { TocItem } from '../../runtime/types';
import { ChevronRightIcon } from '../Icon/icons';
import { Outline } from './Outline';

export interface OutlineMenuProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  /** The page's h2/h3 headings. */
  toc: TocItem[];
  /** Label of the control. @default t('outline.menu'), 'On this page' */
  label?: string;
}

/**
 * The outline for small screens: a compact "On this page" control naming the section being read, which opens the
 * outline in a panel under it. A native `<details>`, so it opens even before the page has hydrated (its list is
 * rendered from then on: a page has one outline in its markup, the desktop column's, until the menu is used). The
 * panel closes when a heading is picked, on Escape (focus goes back to the control), on a click outside and on a
 * page change.
 */
export function OutlineMenu({ toc, label, className, ...rest }: OutlineMenuProps) {
  const t = useT();
  const { pathname } = useThemeContext();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const active = useActiveHeading(toc.map((item) => item.id));
  const current = toc.find((item) => item.id === active);

  const close = (focusControl = false) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusControl) details.querySelector('summary')?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Close on a page change (not on mount: a menu opened before hydration stays open).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  }, [pathname]);
  // Opened before hydration (a native details needs no script): the toggle event went unheard, read the state.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  if (!toc.length) return null;
  return (
    <details
      {...rest}
      ref={ref}
      className={clsx('rsd-outline-menu', className)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="rsd-outline-menu__toggle">
        <span className="rsd-outline-menu__label">{label ?? t('outline.menu')}</span>
        <ChevronRightIcon size={14} className="rsd-outline-menu__chevron" />
        {current && <span className="rsd-outline-menu__current">{current.text}</span>}
      </summary>
      <div
        className="rsd-outline-menu__panel"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close();
        }}
      >
        {open && <Outline toc={toc} title={label ?? t('outline.menu')} />}
      </div>
    </details>
  );
}
