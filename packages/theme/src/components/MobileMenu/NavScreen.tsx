import { clsx } from 'clsx';
import type { NavItem } from '../../config/types';
import { isExternalUrl } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { AppearanceToggle } from '../AppearanceToggle/AppearanceToggle';
import { ExternalIcon } from '../Icon/icons';
import { VersionMenu } from '../VersionMenu/VersionMenu';
import { LanguageList } from '../LanguageSwitch/LanguageLinks';
import { Link } from '../Link/Link';
import { isNavItemActive, routeOptions } from '../Navbar/navMatch';
import { SocialLinks } from '../SocialLinks/SocialLinks';

export interface NavScreenProps {
  items: NavItem[];
}

function ScreenLink({ item, active }: { item: NavItem; active: boolean }) {
  if (!item.link) return null;
  return (
    <Link
      href={item.link}
      className={clsx('rsd-nav-screen__link', active && 'rsd-nav-screen__link--active')}
      aria-current={active ? 'true' : undefined}
    >
      {item.text}
      {item.tag && <span className="rsd-navbar__tag">{item.tag}</span>}
      {isExternalUrl(item.link) && <ExternalIcon size={14} className="rsd-nav-screen__external" />}
    </Link>
  );
}

/** The contents of the mobile navigation screen: nav entries (groups expanded), language, appearance, social links. */
export function NavScreen({ items }: NavScreenProps) {
  const t = useT();
  const { site, pathname } = useThemeContext();
  const opts = routeOptions(site);
  return (
    <div className="rsd-nav-screen">
      <nav aria-label={t('nav.main')}>
        <ul className="rsd-nav-screen__list">
          {items.map((item) => (
            <li key={item.text} className="rsd-nav-screen__entry">
              {item.items?.length ? (
                <>
                  <p className="rsd-nav-screen__group">{item.text}</p>
                  <ul className="rsd-nav-screen__list rsd-nav-screen__list--nested">
                    {item.items.map((child) => (
                      <li key={child.text}>
                        <ScreenLink item={child} active={isNavItemActive(child, pathname, opts)} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <ScreenLink item={item} active={isNavItemActive(item, pathname, opts)} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {site.versions.length > 1 && (
        <div className="rsd-nav-screen__row">
          <span className="rsd-nav-screen__label">{t('version.label')}</span>
          <VersionMenu variant="list" />
        </div>
      )}
      <div className="rsd-nav-screen__row">
        <span className="rsd-nav-screen__label">{t('language.label')}</span>
        <LanguageList />
      </div>
      <div className="rsd-nav-screen__row">
        <span className="rsd-nav-screen__label">{t('appearance.label')}</span>
        <AppearanceToggle />
      </div>
      <div className="rsd-nav-screen__row rsd-nav-screen__row--social">
        <SocialLinks max={Infinity} />
      </div>
    </div>
  );
}
