import { clsx } from 'clsx';
import type { NavItem } from '../../config/types';
import { isExternalUrl, isSamePage } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { ExternalIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface NavbarItemProps {
  item: NavItem;
  active: boolean;
  className?: string;
}

/** One link of the top navigation, with its optional tag badge. */
export function NavbarItem({ item, active, className }: NavbarItemProps) {
  const { pathname } = useThemeContext();
  if (!item.link) return null;
  const external = isExternalUrl(item.link);
  const current = active ? (isSamePage(pathname, item.link) ? 'page' : 'true') : undefined;
  return (
    <Link
      href={item.link}
      className={clsx('rsd-navbar__link', active && 'rsd-navbar__link--active', className)}
      aria-current={current}
    >
      {item.text}
      {item.tag && <span className="rsd-navbar__tag">{item.tag}</span>}
      {external && <ExternalIcon size={12} className="rsd-navbar__external" />}
    </Link>
  );
}
