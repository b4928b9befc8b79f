import * as Collapsible from '@radix-ui/react-collapsible';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { SidebarGroup as SidebarGroupData, SidebarItem, SidebarLink } from '../../config/types';
import {
  groupContainsActive,
  isActiveLink,
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
} from '../../lib/sidebar';
import { ChevronRightIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

interface ItemsProps {
  items: SidebarItem[];
  pathname: string;
  depth: number;
}

const Tag = ({ tag }: { tag?: string }) => (tag ? <span className="rsd-sidebar__tag">{tag}</span> : null);

/** A list of sidebar entries; nested groups render another list, indented by CSS. */
export function SidebarItems({ items, pathname, depth }: ItemsProps) {
  return (
    <ul className="rsd-sidebar__list">
      {items.map((item, i) => {
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
          <li key={i} className="rsd-sidebar__entry">
            {isSidebarGroup(item) ? (
              <SidebarGroup group={item} pathname={pathname} depth={depth} />
            ) : (
              <SidebarLinkItem item={item} pathname={pathname} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SidebarLinkItem({ item, pathname }: { item: Pick<SidebarLink, 'text' | 'link' | 'tag'>; pathname: string }) {
  const active = isActiveLink(item.link, pathname);
  return (
    <Link
      href={item.link}
      className={clsx('rsd-sidebar__item', active && 'rsd-sidebar__item--active')}
      aria-current={active ? 'page' : undefined}
    >
      <span className="rsd-sidebar__text">{item.text}</span>
      <Tag tag={item.tag} />
    </Link>
  );
}

function SidebarGroup({ group, pathname, depth }: { group: SidebarGroupData; pathname: string; depth: number }) {
  const collapsible = group.collapsible !== false;
  const containsActive = groupContainsActive(group, pathname);
  const [open, setOpen] = useState(() => !group.collapsed || containsActive);
  // Open the group when navigation lands on one of its pages (adjusting state during render, no extra paint).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (containsActive && !open) setOpen(true);
  }
  const isOpen = !collapsible || open;

  const chevron = <ChevronRightIcon size={16} className="rsd-sidebar__chevron" />;
  let header;
  if (group.link) {
    header = (
      <div className="rsd-sidebar__group-header">
        <SidebarLinkItem item={{ text: group.text, link: group.link, tag: group.tag }} pathname={pathname} />
        {collapsible && (
          <Collapsible.Trigger className="rsd-sidebar__toggle" aria-label={group.text}>
            {chevron}
          </Collapsible.Trigger>
        )}
      </div>
    );
  } else if (collapsible) {
    header = (
      <Collapsible.Trigger className="rsd-sidebar__group-header rsd-sidebar__group-button">
        <span className="rsd-sidebar__text">{group.text}</span>
        <Tag tag={group.tag} />
        {chevron}
      </Collapsible.Trigger>
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
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setOpen}
      disabled={!collapsible}
      className={clsx('rsd-sidebar__group', depth > 0 && 'rsd-sidebar__group--nested')}
    >
      {header}
      {/* Always mounted so prerendered HTML lists every link; closed groups are `hidden`. */}
      <Collapsible.Content forceMount hidden={!isOpen} className="rsd-sidebar__group-items">
        <SidebarItems items={group.items} pathname={pathname} depth={depth + 1} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
