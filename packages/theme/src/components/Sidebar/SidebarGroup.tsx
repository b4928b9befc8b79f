import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarGroup as SidebarGroupData, SidebarItem, SidebarLink } from '../../config/types';
import { isActiveLink, isSidebarDivider, isSidebarGroup, isSidebarSectionHeader, listWindow } from '../../lib/sidebar';
import { useT } from '../../provider/useT';
import { ChevronRightIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

interface ItemsProps {
  items: SidebarItem[];
  pathname: string;
  depth: number;
  /** The rest of the current page's trail (see `activeTrail`): `trail[0]` is this list's entry on it. */
  trail: number[];
  /** Entries a long list shows around the current page before "Show more" (see `listWindow`). */
  windowSize?: number;
}

const Tag = ({ tag }: { tag?: string }) => (tag ? <span className="rsd-sidebar__tag">{tag}</span> : null);

/** The language an untranslated page is shown in (`untranslated`), as a badge whose title says why. */
function UntranslatedBadge({ lang }: { lang?: string }) {
  const t = useT();
  if (!lang) return null;
  return (
    <span className="rsd-sidebar__untranslated" title={t('sidebar.untranslated')}>
      <span aria-hidden="true">{lang.split('-')[0]!.toUpperCase()}</span>
      <span className="rsd-visually-hidden">{t('sidebar.untranslated')}</span>
    </span>
  );
}

/** Reveals the entries a long list leaves out of its window. */
function ShowMore({ count, onClick }: { count: number; onClick: () => void }) {
  const t = useT();
  return (
    <li className="rsd-sidebar__entry">
      <button type="button" className="rsd-sidebar__more" onClick={onClick}>
        {t('sidebar.showMore', { count })}
      </button>
    </li>
  );
}

/** A list of sidebar entries; nested groups render another list, indented by CSS. A long list shows a window. */
export function SidebarItems({ items, pathname, depth, trail, windowSize }: ItemsProps) {
  const [expanded, setExpanded] = useState(false);
  const anchor = trail[0] ?? -1;
  const { start, end } = expanded ? { start: 0, end: items.length } : listWindow(items.length, anchor, windowSize);
  const expand = () => setExpanded(true);
  return (
    <ul className="rsd-sidebar__list">
      {start > 0 && <ShowMore count={start} onClick={expand} />}
      {items.slice(start, end).map((item, offset) => {
        const i = start + offset;
        if (isSidebarDivider(item)) {
          return (
            <li key={i} className="rsd-sidebar__entry">
              <hr className={clsx('rsd-sidebar__divider', item.dashed && 'rsd-sidebar__divider--dashed')} />
            </li>
          );
        }
        if (isSidebarSectionHeader(item)) {
          return (
            <li key={i} className="rsd-sidebar__entry">
              <div className="rsd-sidebar__section">
                {item.text}
                <Tag tag={item.tag} />
              </div>
            </li>
          );
        }
        return (
          // `context`: a name for the site's own CSS or scripts, as Rspress's `_meta.json` gives it.
          <li key={i} className="rsd-sidebar__entry" data-context={item.context}>
            {isSidebarGroup(item) ? (
              <SidebarGroup group={item} pathname={pathname} depth={depth} trail={i === anchor ? trail.slice(1) : null} windowSize={windowSize} />
            ) : (
              <SidebarLinkItem item={item} pathname={pathname} />
            )}
          </li>
        );
      })}
      {end < items.length && <ShowMore count={items.length - end} onClick={expand} />}
    </ul>
  );
}

function SidebarLinkItem({ item, pathname }: { item: Pick<SidebarLink, 'text' | 'link' | 'tag' | 'untranslated'>; pathname: string }) {
  const active = isActiveLink(item.link, pathname);
  return (
    <Link
      href={item.link}
      className={clsx('rsd-sidebar__item', active && 'rsd-sidebar__item--active')}
      aria-current={active ? 'page' : undefined}
    >
      <span className="rsd-sidebar__text">{item.text}</span>
      <Tag tag={item.tag} />
      <UntranslatedBadge lang={item.untranslated} />
    </Link>
  );
}

interface GroupProps {
  group: SidebarGroupData;
  pathname: string;
  depth: number;
  /** The current page's trail inside this group (`[]`: the group's own link), or null when it is elsewhere. */
  trail: number[] | null;
  windowSize?: number;
}

function SidebarGroup({ group, pathname, depth, trail, windowSize }: GroupProps) {
  const collapsible = group.collapsible !== false;
  const containsActive = trail !== null;
  const [open, setOpen] = useState(() => !group.collapsed || containsActive);
  // Open the group when navigation lands on one of its pages (adjusting state during render, no extra paint).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (containsActive && !open) setOpen(true);
  }
  const isOpen = !collapsible || open;
  // A group the visitor opened or closed before React (the head script's `data-state` on the prerendered group)
  // stays as they left it when this component hydrates.
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const state = rootRef.current?.getAttribute('data-state');
    if (collapsible && (state === 'open' || state === 'closed') && (state === 'open') !== open) setOpen(state === 'open');
    // Once, at mount: the DOM as hydration found it.
  }, []);

  // The disclosure pattern, in the markup the head script's controls toggle before React (`boot/controls.ts`):
  // `data-state` on the group, its toggle and its items; `aria-expanded` and `aria-controls` on the toggle.
  const state = isOpen ? 'open' : 'closed';
  const itemsId = `rsd-sidebar-group-${useId()}`;
  const toggle = { 'aria-controls': itemsId, 'aria-expanded': isOpen, 'data-state': state, onClick: () => setOpen(!isOpen) };
  const chevron = <ChevronRightIcon size={16} className="rsd-sidebar__chevron" />;
  let header;
  if (group.link) {
    header = (
      <div className="rsd-sidebar__group-header">
        <SidebarLinkItem item={{ text: group.text, link: group.link, tag: group.tag, untranslated: group.untranslated }} pathname={pathname} />
        {collapsible && (
          <button type="button" className="rsd-sidebar__toggle" aria-label={group.text} {...toggle}>
            {chevron}
          </button>
        )}
      </div>
    );
  } else if (collapsible) {
    header = (
      <button type="button" className="rsd-sidebar__group-header rsd-sidebar__group-button" {...toggle}>
        <span className="rsd-sidebar__text">{group.text}</span>
        <Tag tag={group.tag} />
        {chevron}
      </button>
    );
  } else {
    header = (
      <div className="rsd-sidebar__group-header rsd-sidebar__group-label">
        <span className="rsd-sidebar__text">{group.text}</span>
        <Tag tag={group.tag} />
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      data-state={state}
      data-disabled={collapsible ? undefined : ''}
      className={clsx('rsd-sidebar__group', depth > 0 && 'rsd-sidebar__group--nested')}
    >
      {header}
      {/* A closed group's links are not rendered: on a large site they would be most of every page's HTML. */}
      <div data-state={state} data-disabled={collapsible ? undefined : ''} id={itemsId} hidden={!isOpen} className="rsd-sidebar__group-items">
        {isOpen && <SidebarItems items={group.items} pathname={pathname} depth={depth + 1} trail={trail ?? []} windowSize={windowSize} />}
      </div>
    </div>
  );
}
