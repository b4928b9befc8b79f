import type { ComponentPropsWithoutRef } from 'react';
import { Callout } from '../components/Callout/Callout';
import { ClientOnly } from '../components/ClientOnly/ClientOnly';
import { CodeBlock } from '../components/CodeBlock/CodeBlock';
import { Link } from '../components/Link/Link';
import { PackageManagerTabs } from '../components/PackageManagerTabs/PackageManagerTabs';
import { Table } from '../components/Table/Table';
import { Tab, Tabs } from '../components/Tabs/Tabs';

/** Markdown links become theme links: client navigation and preloading for internal targets. */
function MdxLink({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  return <Link href={href} {...rest} />;
}

/**
 * Components every page can use by name; sites add or replace entries through their theme entry.
 * Home-page pieces (HomeHero, HomeFeatures, ToolStackSection) are added by the home layout, in its own chunk.
 */
export const defaultMdxComponents: Record<string, unknown> = {
  a: MdxLink,
  // Markdown tables scroll in a box that is a keyboard-reachable region while it scrolls.
  table: Table,
  Callout,
  ClientOnly,
  CodeBlock,
  Tabs,
  Tab,
  PackageManagerTabs,
};
