import { useEffect, useState } from 'react';
import { getLoadedLayout, loadPageLayout } from './registry';
import type { LayoutProps } from './types';

/** Renders the page type's layout; loads it first when used outside the runtime (stories, custom apps). */
export function PageTypeLayout(props: LayoutProps) {
  const type = props.page.pageType;
  const [, setVersion] = useState(0);
  const Layout = getLoadedLayout(type);
  useEffect(() => {
    if (!Layout) void loadPageLayout(type).then(() => setVersion((v) => v + 1));
  }, [Layout, type]);
  return Layout ? <Layout {...props} /> : null;
}
