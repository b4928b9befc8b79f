import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { useRef, type PointerEvent, type ReactNode, type RefObject } from 'react';

export interface NavPopoverContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plain trigger button the panel is placed against and returns focus to. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  id: string;
  label: string;
  align: 'start' | 'center' | 'end';
  className?: string;
  /** Move focus into the panel when it opens (keyboard or click after loading); a function is asked then. */
  focusContent: boolean | (() => boolean);
  onPointerEnter?: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/** The Radix half of `NavPopover`, loaded on intent. It has no Radix trigger: the plain button is the anchor. */
export function NavPopoverContent({
  open,
  onOpenChange,
  anchorRef,
  id,
  label,
  align,
  className,
  focusContent,
  onPointerEnter,
  onPointerLeave,
  children,
}: NavPopoverContentProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={label}
          className={clsx('rsd-nav-popover', className)}
          side="bottom"
          align={align}
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            if (!(typeof focusContent === 'function' ? focusContent() : focusContent)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Return focus to the trigger unless the visitor moved on elsewhere (clicked or tabbed outside).
            const active = document.activeElement;
            if (!interactedOutside.current && (!active || active === document.body)) anchorRef.current?.focus();
            interactedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            // The trigger toggles the panel itself; a dismiss here would reopen it on the same click.
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) onOpenChange(false);
          }}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
