import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { NavItem } from '../../config/types';
import { useNav } from '../../provider/useLocale';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { CloseIcon, MenuIcon } from '../Icon/icons';
import { SiteTitle } from '../Navbar/SiteTitle';
import { NavScreen } from './NavScreen';

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
 * The Menu button and the full-screen navigation screen it opens: a native modal `<dialog>`, prerendered closed in
 * every page, so that the head script can open it before React arrives (`boot/controls.ts`); React takes an open
 * one over as it is. The screen closes on Escape, on a route change, on following one of its links, and when the
 * window becomes at least 768 px wide; focus goes back to the Menu button.
 */
export function MobileMenu({ items, open: openProp, defaultOpen = false, onOpenChange, className }: MobileMenuProps) {
  const t = useT();
  const nav = useNav();
  const { pathname } = useThemeContext();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  // The dialog follows `open`. On the first run a screen the head script opened is taken over, not closed.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!takenOver.current) {
      takenOver.current = true;
      if (dialog.open && !open) {
        setOpen(true);
        return;
      }
    }
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open, setOpen]);

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
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        id={contentId}
        className="rsd-mobile-menu"
        aria-label={t('nav.menu')}
        // Escape: the parent of a controlled menu decides; a dialog the browser closed anyway says so too.
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClose={() => {
          if (open) setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          const anchor = (event.target as Element).closest('a');
          if (anchor && !anchor.target) setOpen(false);
        }}
      >
        {/* The navbar's own row: logo and title where they were, the close button where the Menu button was. */}
        <div className="rsd-mobile-menu__header">
          <SiteTitle className="rsd-mobile-menu__title" />
          <button type="button" className="rsd-icon-button rsd-mobile-menu__close" aria-label={t('nav.closeMenu')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </button>
        </div>
        <NavScreen items={items ?? nav} />
      </dialog>
    </>
  );
}
