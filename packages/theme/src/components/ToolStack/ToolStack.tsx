import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import type { ToolLink } from '../../config/types';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { GridIcon } from '../Icon/icons';
import { NavPopover } from '../Navbar/NavPopover';

export interface ToolStackProps {
  /** @default the site's toolStack */
  items?: ToolLink[];
  /** Start with the popover open. @default false */
  defaultOpen?: boolean;
  className?: string;
}

/** Description and URL for the page's language: `desc`/`url` on Chinese pages, `descEn`/`urlEn` elsewhere. */
export function localizeTool(tool: ToolLink, lang: string): { desc: string; url: string } {
  const zh = lang === 'zh' || lang.startsWith('zh-');
  return zh ? { desc: tool.desc, url: tool.url } : { desc: tool.descEn, url: tool.urlEn ?? tool.url };
}

/** The grid-icon button with a popover of sibling tools; opens on click, or on hover after 0.1 s. */
export function ToolStack({ items, defaultOpen, className }: ToolStackProps) {
  const t = useT();
  const { site, lang } = useThemeContext();
  const tools = items ?? site.toolStack ?? [];
  if (tools.length === 0) return null;
  return (
    <NavPopover
      label={t('nav.toolStack')}
      contentLabel={t('toolStack.title')}
      trigger={<GridIcon />}
      triggerClassName={clsx('rsd-tool-stack__trigger', className)}
      contentClassName="rsd-tool-stack"
      align="start"
      openOnHover
      defaultOpen={defaultOpen}
    >
      <p className="rsd-tool-stack__title">{t('toolStack.title')}</p>
      <ul className="rsd-tool-stack__grid">
        {tools.map((tool) => {
          const { desc, url } = localizeTool(tool, lang);
          return (
            <li key={tool.name}>
              <a className="rsd-tool-stack__card" href={url} target="_blank" rel="noreferrer">
                <img
                  className="rsd-tool-stack__logo"
                  src={tool.logo}
                  alt={tool.name}
                  loading="lazy"
                  width={36}
                  height={36}
                  style={tool.logoScale ? ({ '--_scale': tool.logoScale } as CSSProperties) : undefined}
                />
                <span className="rsd-tool-stack__text">
                  {/* The logo's alt text already names the tool for assistive technology. */}
                  <span className="rsd-tool-stack__name" aria-hidden="true">
                    {tool.name}
                  </span>
                  <span className="rsd-tool-stack__desc">{desc}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </NavPopover>
  );
}
