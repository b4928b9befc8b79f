import { clsx } from 'clsx';
import { isValidElement, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { useStoredState } from '../../hooks/useStoredState';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { CloseIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface BannerProps extends Omit<ComponentPropsWithoutRef<'aside'>, 'children'> {
  /** Where the whole message links to. */
  href: string;
  /** The message, or one message per language code (the page's language is picked, then English). */
  message: ReactNode | Record<string, string>;
  /** Storage key that remembers the dismissal: the string 'true' once closed. */
  localStorageKey: string;
  /** Show the banner at all. @default true */
  display?: boolean;
}

function isMessageMap(message: BannerProps['message']): message is Record<string, string> {
  return typeof message === 'object' && message !== null && !Array.isArray(message) && !isValidElement(message);
}

/** Write the banner's height into `--rsd-banner-height` on <html> while it is shown, for fixed elements. */
function useBannerHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--rsd-banner-height', `${el.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--rsd-banner-height');
    };
  }, [ref, shown]);
}

/**
 * A dismissible announcement above the navbar.
 *
 * Hydration: the banner is rendered on the server and in the hydrating render (useStoredState reports no
 * stored value there), then hidden right after mount when the visitor dismissed it before. The other option,
 * rendering only after mount, would shift the whole page down for every first-time visitor; this way the
 * prerendered HTML stays complete, and on built pages the head script hides it from the first paint for a visitor
 * who closed it before (`data-rsd-banner-closed`, see `boot/early.ts`).
 */
export function Banner({ href, message, localStorageKey, display = true, className, ...rest }: BannerProps) {
  const t = useT();
  const { lang } = useThemeContext();
  const [dismissed, setDismissed] = useStoredState(localStorageKey);
  const ref = useRef<HTMLElement>(null);
  const shown = display && dismissed !== 'true';
  useBannerHeight(ref, shown);
  if (!shown) return null;
  const text = isMessageMap(message) ? (message[lang] ?? message.en ?? Object.values(message)[0]) : message;
  return (
    <aside ref={ref} aria-label={t('banner.label')} className={clsx('rsd-banner', className)} {...rest}>
      <Link href={href} className="rsd-banner__message">
        {text}
      </Link>
      <button type="button" className="rsd-banner__close" aria-label={t('banner.close')} onClick={() => setDismissed('true')}>
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
