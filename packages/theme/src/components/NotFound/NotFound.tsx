import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import type { NavItem } from '../../config/types';
import { isExternalUrl, joinRoutePath, parseRoutePath } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useNav } from '../../provider/useLocale';
import { useT } from '../../provider/useT';
import { ArrowRightIcon, SearchIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface NotFoundProps extends ComponentPropsWithoutRef<'div'> {
  /** Where 'Take me home' leads. @default the home of the current language and version */
  homeHref?: string;
  /** Opens the search dialog; the search box is shown only when this is set. */
  onSearch?: () => void;
  /** Sections to offer. @default the current language's nav entries (links only; a group's own links) */
  sections?: NavItem[];
}

/** The nav entries worth offering on a 404: every internal link, a group's links in its place. */
function sectionLinks(items: NavItem[]): Array<{ text: string; link: string }> {
  return items.flatMap((item) => {
    if (item.items?.length) return sectionLinks(item.items);
    return item.link && !isExternalUrl(item.link) ? [{ text: item.text, link: item.link }] : [];
  });
}

/**
 * The 404 page body: code and title, a search box, the site's top sections and a link home, all in the
 * language and version of the requested path.
 */
export function NotFound({ homeHref, onSearch, sections, className, ...rest }: NotFoundProps) {
  const t = useT();
  const { site, lang, pathname } = useThemeContext();
  const nav = useNav();
  let home = homeHref;
  if (!home) {
    const langs = site.locales.map((l) => l.lang);
    const opts = { langs, defaultLang: site.lang, versions: site.versions, defaultVersion: site.defaultVersion };
    const parts = parseRoutePath(pathname, opts);
    // A path like '/404' carries no language; then trust the language the runtime chose.
    if (parts.lang === site.lang && langs.includes(lang)) parts.lang = lang;
    home = joinRoutePath({ ...parts, rest: '/' }, opts);
  }
  const links = sectionLinks(sections ?? nav);
  return (
    <div className={clsx('rsd-not-found', className)} {...rest}>
      <p className="rsd-not-found__code">{t('notFound.code')}</p>
      <h1 className="rsd-not-found__title">{t('notFound.title')}</h1>
      <p className="rsd-not-found__hint">{t('notFound.hint')}</p>
      {onSearch && (
        <button type="button" className="rsd-not-found__search" onClick={onSearch}>
          <SearchIcon size={18} />
          <span>{t('search.placeholder')}</span>
        </button>
      )}
      {links.length > 0 && (
        <nav className="rsd-not-found__sections" aria-label={t('notFound.sections')}>
          <ul className="rsd-not-found__list">
            {links.map((item) => (
              <li key={item.link}>
                <Link href={item.link} className="rsd-not-found__section">
                  <span>{item.text}</span>
                  <ArrowRightIcon size={16} className="rsd-not-found__arrow" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link href={home} className="rsd-not-found__home">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
