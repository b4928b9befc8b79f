import { clsx } from 'clsx';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';
import { isExternalUrl, withBase } from '../../lib/url';

/** `ref` reaches the `<a>` (React 19 passes it as a prop). */
export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** Internal path without base (`/guide/start/`), a hash (`#intro`) or an external URL. */
  href: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The theme's anchor. Internal links get the site base, navigate without a reload,
 * and preload their route on hover or touch; external links open in a new tab.
 */
export function Link({ href, className, onClick, onMouseEnter, onTouchStart, target, rel, ...rest }: LinkProps) {
  const { site, navigate, preload } = useThemeContext();
  const external = isExternalUrl(href);
  const internal = !external && href.startsWith('/');
  return (
    <a
      {...rest}
      href={internal ? withBase(href, site.base) : href}
      className={clsx('rsd-link', className)}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noreferrer' : undefined)}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (internal) preload(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (internal) preload(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !internal || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
