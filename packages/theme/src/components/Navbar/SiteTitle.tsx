import { clsx } from 'clsx';
import { joinRoutePath, parseRoutePath } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useLocale } from '../../provider/useLocale';
import { Link } from '../Link/Link';
import { routeOptions } from './navMatch';

function SiteLogo() {
  const { site } = useThemeContext();
  const logo = site.logo;
  if (!logo) return null;
  if (typeof logo === 'string') return <img className="rsd-navbar__logo" src={logo} alt="" width={28} height={28} />;
  return (
    <>
      <img className="rsd-navbar__logo rsd-navbar__logo--light" src={logo.light} alt="" width={28} height={28} />
      <img className="rsd-navbar__logo rsd-navbar__logo--dark" src={logo.dark} alt="" width={28} height={28} />
    </>
  );
}

/** Logo and site title linking to the home of the current language and version (navbar, mobile menu header). */
export function SiteTitle({ className }: { className?: string }) {
  const { site, pathname } = useThemeContext();
  const locale = useLocale();
  const opts = routeOptions(site);
  const { version } = parseRoutePath(pathname, opts);
  const home = joinRoutePath({ lang: locale.lang, version, rest: '/' }, opts);
  const title = site.logoText ?? locale.title ?? site.title;
  return (
    <Link href={home} className={clsx('rsd-navbar__title', className)}>
      <SiteLogo />
      <span className={clsx('rsd-navbar__title-text', !title && 'rsd-visually-hidden')}>{title || site.title}</span>
    </Link>
  );
}
