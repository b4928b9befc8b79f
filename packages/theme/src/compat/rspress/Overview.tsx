import { Overview as ThemeOverview } from '../../components/Overview/Overview';
import { usePageData } from '../../layouts/parts';
import type { OverviewGroup } from '../../lib/overview';

/** Rspress's shape of an overview group. */
export interface GroupItem {
  text: string;
  link: string;
  headers?: Array<{ id: string; text: string; depth: number }>;
  /** Further pages the item lists (what `OverviewGroup` callers build by hand). */
  items?: Array<{ text: string; link: string }>;
}
export interface Group {
  name: string;
  items: GroupItem[];
}

export interface OverviewProps {
  /** Groups to list instead of the page's (the sidebar's pages, computed at build time for `overview: true`). */
  groups?: Group[];
  /** Shown above the groups. */
  content?: React.ReactNode;
}

const asOurs = (groups: Group[]): OverviewGroup[] => groups.map((g) => ({ text: g.name, items: g.items.map((i) => ({ text: i.text, link: i.link, headers: i.headers ?? [] })) }));

/** Rspress's `<Overview>`: the page's overview groups (or the given ones) with the theme's filter and cards. */
export function Overview({ groups, content }: OverviewProps) {
  const page = usePageData();
  return (
    <>
      {content}
      <ThemeOverview groups={groups ? asOurs(groups) : (page?.overviewGroups ?? [])} />
    </>
  );
}
