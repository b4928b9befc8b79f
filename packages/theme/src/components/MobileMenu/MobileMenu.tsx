import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../../config/types';
import { useDeferredModule } from '../../hooks/useDeferredModule';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useLocale } from '../../provider/useLocale';
import { useT } from '../../provider/useT';
import { MenuIcon } from '../Icon/icons';

const loadDialog = () => import('./MobileMenuDialog');

/** The navigation screen closes when the window gets at least this wide (spec). */
const CLOSE_QUERY = '(min-width: 768px)';

export interface MobileMenuProps {
  /** Nav entries. @default the current locale's nav */
  items?: NavItem[];
  /** Controlled open state (Radix naming). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Class of the Menu button. */
  className?: string;
}

/**
 * The Menu button and the full-screen navigation screen it opens (a Radix Dialog loaded on intent).
 * The button stays the same element before and after loading; the dialog returns focus to it on close.
 * The screen closes on Escape, on a route change, on following one of its links, and when the window
 * becomes at least 768 px wide.
 */
export function MobileMenu({ items, open: openProp, defaultOpen = false, onOpenChange, className }: MobileMenuProps) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useThemeContext();
  const { module, request } = useDeferredModule(loadDialog);
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const load = useCallback(() => {
    request().catch(() => {});
  }, [request]);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  // Close when the route changes.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (open) setOpen(false);
  }, [pathname, open, setOpen]);

  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(CLOSE_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, setOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('rsd-icon-button', 'rsd-mobile-menu__button', className)}
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && module ? contentId : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </button>
      {module && (
        <module.MobileMenuDialog
          open={open}
          onOpenChange={setOpen}
          id={contentId}
          returnFocusRef={buttonRef}
          items={items ?? locale.nav}
        />
      )}
    </>
  );
}
