import { clsx } from 'clsx';
import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import type { ToolLink } from '../../config/types';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';

export interface ToolStackSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Section heading. @default t('toolStack.title'), 'Tool Stack' */
  title?: ReactNode;
  /** Paragraph under the heading. */
  description?: ReactNode;
  /** Cards to show. @default the first five of the site's toolStack */
  items?: ToolLink[];
}

/** Number of site tools shown when `items` is not given. */
export const TOOL_STACK_SECTION_COUNT = 5;

/** The home page's tool-stack section: heading, paragraph and a card per sibling tool, opening in a new tab. */
export function ToolStackSection({ title, description, items, className, ...rest }: ToolStackSectionProps) {
  const t = useT();
  const { site, lang } = useThemeContext();
  const headingId = useId();
  const tools = items ?? site.toolStack?.slice(0, TOOL_STACK_SECTION_COUNT) ?? [];
  const zh = lang === 'zh' || lang.startsWith('zh-');

  return (
    <section {...rest} className={clsx('rsd-tool-stack-section', className)} aria-labelledby={headingId}>
      <h2 className="rsd-tool-stack-section__title" id={headingId}>
        {title ?? t('toolStack.title')}
      </h2>
      {description && <p className="rsd-tool-stack-section__description">{description}</p>}
      <ul className="rsd-tool-stack-section__list">
        {tools.map((tool) => (
          <li key={tool.name} className="rsd-tool-stack-section__item">
            <a className="rsd-tool-stack-section__card" href={!zh && tool.urlEn ? tool.urlEn : tool.url} target="_blank" rel="noreferrer">
              <img
                className="rsd-tool-stack-section__logo"
                src={tool.logo}
                alt={`${tool.name} logo`}
                loading="lazy"
                width={56}
                height={56}
                style={tool.logoScale ? ({ '--_scale': tool.logoScale } as CSSProperties) : undefined}
              />
              <span className="rsd-tool-stack-section__name">{tool.name}</span>
              <span className="rsd-tool-stack-section__desc">{zh ? tool.desc : tool.descEn}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
