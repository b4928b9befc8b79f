import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { BannerProps } from '../components/Banner/Banner';
import type { EditLinkProps } from '../components/EditLink/EditLink';
import type { FooterProps } from '../components/Footer/Footer';
import type { HomeFeaturesProps } from '../components/HomeFeatures/HomeFeatures';
import type { HomeHeroProps } from '../components/HomeHero/HomeHero';
import type { LastUpdatedProps } from '../components/LastUpdated/LastUpdated';
import type { NavbarProps } from '../components/Navbar/Navbar';
import type { OutlineProps } from '../components/Outline/Outline';
import type { PrevNextPageProps } from '../components/PrevNextPage/PrevNextPage';
import type { PageData } from '../runtime/types';
import type { LayoutSlots } from './types';

/**
 * The built-in parts a site may replace by name through its theme entry's `components` map
 * (`export const components = { Footer: MyFooter }`). A replacement gets the props the built-in would get, and
 * may render the built-in itself to wrap it. Each part stands alone: replacing or switching off one leaves the
 * others as they are.
 */
export interface ThemeParts {
  Banner: ComponentType<BannerProps>;
  Navbar: ComponentType<NavbarProps>;
  Outline: ComponentType<OutlineProps>;
  EditLink: ComponentType<EditLinkProps>;
  LastUpdated: ComponentType<LastUpdatedProps>;
  PrevNextPage: ComponentType<PrevNextPageProps>;
  Footer: ComponentType<FooterProps>;
  HomeHero: ComponentType<HomeHeroProps>;
  HomeFeatures: ComponentType<HomeFeaturesProps>;
}

export type PartName = keyof ThemeParts;

interface PartsValue {
  components: Partial<ThemeParts>;
  page?: PageData;
}

const NO_PARTS: Partial<ThemeParts> = {};
const PartsContext = createContext<PartsValue>({ components: NO_PARTS });

/** Provides the site's replaced parts and the current page's data to the layouts (the app renders it). */
export function PartsProvider({ components = NO_PARTS, page, children }: { components?: Partial<ThemeParts>; page?: PageData; children?: ReactNode }) {
  // A stable value: a new one would reach the parts still waiting to hydrate (the sidebar while its section loads),
  // which React can then only render afresh, blank until their code is there.
  const value = useMemo(() => ({ components, page }), [components, page]);
  return <PartsContext.Provider value={value}>{children}</PartsContext.Provider>;
}

/**
 * The component to render for a part: the site's replacement, else the built-in the layout passes (layouts pass
 * their own built-ins, so a part's code stays in the chunk of the layout that shows it).
 */
export function usePart<K extends PartName>(name: K, builtIn: ThemeParts[K]): ThemeParts[K] {
  return (useContext(PartsContext).components[name] as ThemeParts[K] | undefined) ?? builtIn;
}

/** The current page's data (with what plugins added, e.g. `readingTime`); undefined outside a docs page. */
export function usePageData<T extends object = Record<string, unknown>>(): (PageData & Partial<T>) | undefined {
  return useContext(PartsContext).page as (PageData & Partial<T>) | undefined;
}

/** A slot's content, or a function of the page's language giving it (`(lang) => lang === 'zh' ? … : …`). */
export type SlotContent = ReactNode | ((lang: string) => ReactNode);
export type ThemeSlots = { [K in keyof LayoutSlots]?: SlotContent };

/** Slots with functions of the language called for `lang`. */
export function resolveSlots(slots: ThemeSlots | undefined, lang: string): LayoutSlots | undefined {
  if (!slots) return undefined;
  const out: LayoutSlots = {};
  for (const [key, value] of Object.entries(slots) as Array<[keyof LayoutSlots, SlotContent]>) out[key] = typeof value === 'function' ? value(lang) : value;
  return out;
}
