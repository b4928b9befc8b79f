import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { takeEarlySearch } from '../../boot/bridge';
import type { EarlySearchInput } from '../../boot/early';
import { useT } from '../../provider/useT';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called as the dialog opens; the default focuses its first focusable element. `early` is what the visitor typed
   * into the head script's early search field, when search was opened before this dialog's code arrived.
   */
  onOpenAutoFocus?: (event: Event, early: EarlySearchInput | null) => void;
  /** Header and body of the panel. */
  children?: ReactNode;
}

/**
 * The modal shell (Radix Dialog): overlay, panel, a visually hidden title and the keyboard hints.
 * It has no Radix trigger (a button, a shortcut or `openSearch()` opens it), so it gives focus back itself on
 * close: to whatever had focus when it opened.
 */
export function SearchDialog({ open, onOpenChange, onOpenAutoFocus, children }: SearchDialogProps) {
  const t = useT();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="rsd-search__overlay" />
        <Dialog.Content
          className="rsd-search"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The early field (if search was opened before this code arrived) closes first: the browser gives
            // focus back to what had it before that field opened.
            const early = takeEarlySearch();
            // Focus has not moved into the dialog yet: this is the opener.
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
            onOpenAutoFocus?.(event, early);
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title className="rsd-visually-hidden">{t('search.label')}</Dialog.Title>
          {children}
          <div className="rsd-search__footer">
            <span className="rsd-search__hint">
              <kbd className="rsd-search__kbd">↑</kbd>
              <kbd className="rsd-search__kbd">↓</kbd>
              {t('search.hint.navigate')}
            </span>
            <span className="rsd-search__hint">
              <kbd className="rsd-search__kbd">↵</kbd>
              {t('search.hint.select')}
            </span>
            <span className="rsd-search__hint">
              <kbd className="rsd-search__kbd">esc</kbd>
              {t('search.hint.close')}
            </span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
