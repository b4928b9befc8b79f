import type { SidebarItem } from '../config/types';

/** The sidebar whose key (a path prefix without the language prefix) is the longest prefix of the route. */
export function pickSidebar(sidebars: Record<string, SidebarItem[]>, routePath: string, langPrefix: string): SidebarItem[] {
  const rest = langPrefix && routePath.startsWith(langPrefix) ? routePath.slice(langPrefix.length) || '/' : routePath;
  let best: string | undefined;
  for (const key of Object.keys(sidebars)) {
    const k = key.endsWith('/') ? key : `${key}/`;
    if ((rest.startsWith(k) || `${rest}/` === k) && (!best || key.length > best.length)) best = key;
  }
  return best ? sidebars[best]! : [];
}
