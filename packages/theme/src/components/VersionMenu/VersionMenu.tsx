import { clsx } from 'clsx';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { usePageData } from '../../layouts/parts';
import { versionTargets } from '../../lib/versions';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { ChevronDownIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { routeOptions } from '../Navbar/navMatch';

export interface VersionMenuProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  /**
   * 'menu': a control naming the version read, opening the list under it (the navbar);
   * 'list': every version as a link (the mobile menu). @default 'menu'
   */
  variant?: 'menu' | 'list';
  /** The versions that have the current page. @default the page's `inVersions`, from the build */
  inVersions?: string[];
}

/**
 * The versions of a versioned site (`multiVersion`), each leading to the current page in that version when it has
 * it, else to that version's home. Renders nothing with fewer than two versions. The menu is a native `<details>`:
 * it opens and its links work before the page has hydrated or its code has come, and one opened meanwhile stays open
 * when it does; from then on it also closes on Escape (focus back on the control), on a click outside, on a link
 * followed and on a page change.
 */
export function VersionMenu({ variant = 'menu', inVersions, className, ...rest }: VersionMenuProps) {
  const t = useT();
  const { site, pathname } = useThemeContext();
  const page = usePageData();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusControl: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusControl) details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
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
  }, []);
  // A page change (a link of the menu followed) closes it. Not the first run: a menu the visitor opened while its
  // code was on its way (the navbar's extras come on intent) is hydrated as it is, open, focus where it was.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  if (site.versions.length < 2) return null;
  const targets = versionTargets(pathname, inVersions ?? page?.inVersions, routeOptions(site));
  const current = targets.find((v) => v.current);
  const links = (
    <ul className="rsd-version-menu__list" aria-label={t('version.label')}>
      {targets.map((v) => (
        <li key={v.version}>
          <Link
            href={v.href}
            className={clsx('rsd-version-menu__item', !v.samePage && 'rsd-version-menu__item--home')}
            aria-current={v.current ? 'true' : undefined}
            title={v.samePage ? undefined : t('version.notHere')}
          >
            {v.version}
            {!v.samePage && <span className="rsd-visually-hidden"> ({t('version.notHere')})</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') return <div className={clsx('rsd-version-menu', 'rsd-version-menu--list', className)}>{links}</div>;
  return (
    // `open` is the visitor's, not React's: they may have opened it before it hydrated (see above).
    <details {...rest} ref={ref} className={clsx('rsd-version-menu', className)} suppressHydrationWarning>
      <summary className="rsd-version-menu__toggle">
        <span className="rsd-visually-hidden">{t('version.label')}: </span>
        {current?.version ?? site.defaultVersion}
        <ChevronDownIcon size={14} className="rsd-version-menu__chevron" />
      </summary>
      <div className="rsd-version-menu__panel">{links}</div>
    </details>
  );
}
