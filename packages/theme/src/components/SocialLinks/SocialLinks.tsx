import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import type { SocialIcon, SocialLink } from '../../config/types';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { MoreIcon } from '../Icon/icons';
import { BlueskyIcon, DiscordIcon, GitHubIcon, LarkIcon, NpmIcon, SlackIcon, XIcon, YouTubeIcon } from '../Icon/social-icons';
import { NavPopover } from '../Navbar/NavPopover';

const icons: Record<SocialIcon, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  github: { name: 'GitHub', Icon: GitHubIcon },
  x: { name: 'X', Icon: XIcon },
  discord: { name: 'Discord', Icon: DiscordIcon },
  lark: { name: 'Lark', Icon: LarkIcon },
  slack: { name: 'Slack', Icon: SlackIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  bluesky: { name: 'Bluesky', Icon: BlueskyIcon },
  npm: { name: 'npm', Icon: NpmIcon },
};

export interface SocialLinksProps {
  /** @default the site's socialLinks */
  links?: SocialLink[];
  /** How many links show as icons; the rest go in a 'more' popover. @default 3 */
  max?: number;
  className?: string;
}

function SocialAnchor({ link, withText }: { link: SocialLink; withText?: boolean }) {
  const { name, Icon } = icons[link.icon] ?? icons.github;
  const label = link.label ?? name;
  return (
    <a
      href={link.link}
      target="_blank"
      rel="noreferrer"
      className={withText ? 'rsd-social-links__item' : 'rsd-icon-button rsd-social-links__link'}
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
    >
      <Icon />
      {withText && <span>{label}</span>}
    </a>
  );
}

/** Icon links to the project's code host, microblog and chat; past `max`, the rest sit in a 'more' popover. */
export function SocialLinks({ links, max = 3, className }: SocialLinksProps) {
  const t = useT();
  const { site } = useThemeContext();
  const all = links ?? site.socialLinks;
  if (all.length === 0) return null;
  const shown = all.slice(0, max);
  const rest = all.slice(max);
  return (
    <div className={clsx('rsd-social-links', className)}>
      {shown.map((link) => (
        <SocialAnchor key={link.link} link={link} />
      ))}
      {rest.length > 0 && (
        <NavPopover label={t('nav.socialMore')} trigger={<MoreIcon />}>
          <ul className="rsd-social-links__menu">
            {rest.map((link) => (
              <li key={link.link}>
                <SocialAnchor link={link} withText />
              </li>
            ))}
          </ul>
        </NavPopover>
      )}
    </div>
  );
}
