import { clsx } from 'clsx';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { GlobeIcon } from '../Icon/icons';
import { NavPopover } from '../Navbar/NavPopover';
import { LanguageLink } from './LanguageLinks';

/** The language switch of a site with three or more languages: a popover listing them all. */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useT();
  const { site } = useThemeContext();
  return (
    <div className={clsx('rsd-language-switch', className)}>
      <NavPopover label={t('language.switch')} trigger={<GlobeIcon />} contentClassName="rsd-language-switch__popover">
        <ul className="rsd-language-switch__menu">
          {site.locales.map((locale) => (
            <li key={locale.lang}>
              <LanguageLink locale={locale} />
            </li>
          ))}
        </ul>
      </NavPopover>
    </div>
  );
}
