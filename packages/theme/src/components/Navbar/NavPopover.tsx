import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDeferredModule } from '../../hooks/useDeferredModule';

const loadPopover = () => import('./NavPopoverContent');

/** Delay before a hover opens or closes the popover (spec: 0.1 s). */
const HOVER_DELAY = 100;

export interface NavPopoverProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** Contents of the trigger button, usually an icon. */
  trigger: ReactNode;
  /** Popover body. Rendered only while open. */
  children: ReactNode;
  triggerClassName?: string;
  contentClassName?: string;
  /** Accessible name of the popover panel. @default label */
  contentLabel?: string;
  /** Alignment against the trigger. @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** Open after a short hover with a mouse, close when the pointer leaves. @default false */
  openOnHover?: boolean;
  /** Start open (and load Radix at once). @default false */
  defaultOpen?: boolean;
}

type OpenedBy = 'click' | 'hover' | 'early-click';

/**
 * A navbar popover whose Radix part loads on intent (pointer, focus, click).
 * The trigger is one plain `<button>` from the first render on, never replaced: Radix anchors the panel to it
 * through a virtual ref. So it is the same element before and after loading, keeps focus, and a click made
 * before Radix arrived opens the panel once it does. Focus then moves into the panel only if it is still on the
 * trigger (the visitor is waiting for it: a keyboard user could not Tab into it otherwise); a visitor who moved on
 * keeps their focus where it is.
 */
export function NavPopover({
  label,
  trigger,
  children,
  triggerClassName,
  contentClassName,
  contentLabel = label,
  align = 'end',
  openOnHover = false,
  defaultOpen = false,
}: NavPopoverProps) {
  const { module, request } = useDeferredModule(loadPopover);
  const [open, setOpen] = useState(defaultOpen);
  const openedBy = useRef<OpenedBy>('click');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  const load = useCallback(() => {
    request().catch(() => {}); // already logged by useDeferredModule; a later intent retries
  }, [request]);

  useEffect(() => {
    if (defaultOpen) load();
  }, [defaultOpen, load]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const show = (by: OpenedBy) => {
    openedBy.current = by;
    setOpen(true);
  };
  const hoverIn = (pointerType: string) => {
    load();
    if (!openOnHover || pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    if (!open) hoverTimer.current = setTimeout(() => show('hover'), HOVER_DELAY);
  };
  const hoverOut = (pointerType: string) => {
    if (!openOnHover || pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    if (openedBy.current === 'hover') hoverTimer.current = setTimeout(() => setOpen(false), HOVER_DELAY);
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={clsx('rsd-icon-button', triggerClassName)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && module ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onFocus={load}
        onPointerEnter={(event) => hoverIn(event.pointerType)}
        onPointerLeave={(event) => hoverOut(event.pointerType)}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          // A hover opened it: the click pins it open instead of closing it under the pointer.
          if (open && openedBy.current === 'hover') openedBy.current = 'click';
          else if (open) setOpen(false);
          else {
            load();
            show(module ? 'click' : 'early-click');
          }
        }}
      >
        {trigger}
      </button>
      {module && (
        <module.NavPopoverContent
          open={open}
          onOpenChange={setOpen}
          anchorRef={triggerRef}
          id={contentId}
          label={contentLabel}
          align={align}
          className={contentClassName}
          focusContent={openedBy.current === 'early-click' ? () => document.activeElement === triggerRef.current : openedBy.current === 'click'}
          onPointerEnter={() => clearTimeout(hoverTimer.current)}
          onPointerLeave={(event) => hoverOut(event.pointerType)}
        >
          {children}
        </module.NavPopoverContent>
      )}
    </>
  );
}
