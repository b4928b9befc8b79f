import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import type { NavItem } from '../../config/types';
import { useT } from '../../provider/useT';
import { CloseIcon } from '../Icon/icons';
import { SiteTitle } from '../Navbar/SiteTitle';
import { NavScreen } from './NavScreen';

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id: string;
  /** The Menu button, focused again when the screen closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  items: NavItem[];
}

/** The Radix half of `MobileMenu`, loaded on intent: a full-screen modal dialog holding the navigation screen. */
export function MobileMenuDialog({ open, onOpenChange, id, returnFocusRef, items }: MobileMenuDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="rsd-mobile-menu__overlay" />
        <Dialog.Content
          id={id}
          className="rsd-mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          onClick={(event) => {
            const anchor = (event.target as Element).closest('a');
            if (anchor && !anchor.target) onOpenChange(false);
          }}
        >
          {/* The navbar's own row: logo and title where they were, the close button where the Menu button was. */}
          <div className="rsd-mobile-menu__header">
            <Dialog.Title className="rsd-visually-hidden">{t('nav.menu')}</Dialog.Title>
            <SiteTitle className="rsd-mobile-menu__title" />
            <Dialog.Close className="rsd-icon-button rsd-mobile-menu__close" aria-label={t('nav.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <NavScreen items={items} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
