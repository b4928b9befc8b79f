import { clsx } from 'clsx';
import { htmlLang } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { GlobeIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { LanguageMenu } from '../Deferred/chrome';
import { LanguageList, localizedPath } from './LanguageLinks';

export { LanguageLink, localizedPath } from './LanguageLinks';

export interface LanguageSwitchProps {
  /**
   * 'compact': with two languages one link to the other, with more a popover (loaded on intent);
   * 'list': every language as a link, for the mobile menu. @default 'compact'
   */
  variant?: 'compact' | 'list';
  /** Show the target language's name next to the icon in the compact two-language link. @default false */
  showLabel?: boolean;
  className?: string;
}

/** Links to the current page in the site's other languages. Renders nothing for a one-language site. */
export function LanguageSwitch({ variant = 'compact', showLabel = false, className }: LanguageSwitchProps) {
  const t = useT();
  const { site, lang, pathname } = useThemeContext();
  const locales = site.locales;
  if (locales.length < 2) return null;

  if (variant === 'list') return <LanguageList className={className} />;

  if (locales.length === 2) {
    const other = locales.find((l) => l.lang !== lang) ?? locales[1]!;
    return (
      <Link
        href={localizedPath(site, pathname, other.lang)}
        hrefLang={htmlLang(other.lang)}
        title={other.label}
        className={clsx('rsd-icon-button', 'rsd-language-switch', showLabel && 'rsd-language-switch--labelled', className)}
      >
        <GlobeIcon />
        <span className="rsd-visually-hidden">{t('language.switch')}: </span>
        <span lang={htmlLang(other.lang)} className={clsx('rsd-language-switch__label', !showLabel && 'rsd-visually-hidden')}>
          {other.label}
        </span>
      </Link>
    );
  }

  // Three or more languages: a popover menu, whose code follows the first load (see LanguageMenu).
  return <LanguageMenu className={className} />;
}
