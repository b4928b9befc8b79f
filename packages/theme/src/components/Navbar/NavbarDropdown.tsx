import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../../config/types';
import { ChevronDownIcon } from '../Icon/icons';
import { NavbarItem } from './NavbarItem';

export interface NavbarDropdownProps {
  item: NavItem;
  active: boolean;
  /** Whether a child entry is active. */
  isActive: (item: NavItem) => boolean;
}

/**
 * A nav entry with children: a disclosure button (aria-expanded) and a list of links below it.
 * Closes on Escape (focus back on the button), on a click or focus outside, and when a link is followed.
 */
export function NavbarDropdown({ item, active, isActive }: NavbarDropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const renderChild = (child: NavItem) =>
    child.items?.length ? (
      <li key={child.text} className="rsd-navbar__dropdown-group">
        <span className="rsd-navbar__dropdown-heading">{child.text}</span>
        <ul>{child.items.map(renderChild)}</ul>
      </li>
    ) : (
      <li key={child.text}>
        <NavbarItem item={child} active={isActive(child)} className="rsd-navbar__dropdown-link" />
      </li>
    );

  return (
    <div
      ref={rootRef}
      className={clsx('rsd-navbar__dropdown', open && 'rsd-navbar__dropdown--open')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Only a focus move to a known element outside closes it: Safari leaves relatedTarget empty on clicks.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={clsx('rsd-navbar__link', active && 'rsd-navbar__link--active')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {item.text}
        {item.tag && <span className="rsd-navbar__tag">{item.tag}</span>}
        <ChevronDownIcon size={14} className="rsd-navbar__chevron" />
      </button>
      <ul
        id={id}
        className="rsd-navbar__dropdown-menu"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {item.items?.map(renderChild)}
      </ul>
    </div>
  );
}
