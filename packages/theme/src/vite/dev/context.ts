import type { SectionData } from '../../runtime/server';
import type { PageData } from '../../runtime/types';
import type { Problem } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import type { PageStore } from '../content/pages';
import type { ResolvedSite } from '../config/resolve';
import type { ScannedPage } from '../content/scan';
import type { ThemePaths } from '../client/virtual';

/** What the dev server reads of the plugin's state; the plugin owns it (see plugin.ts). */
export interface DevContext {
  site(): ResolvedSite;
  store(): PageStore;
  /** Every routable page (scanned once per change of the content folder). */
  pages(): ScannedPage[];
  pageByRoute(routePath: string): ScannedPage | undefined;
  pageByFile(file: string): ScannedPage | undefined;
  /** A file of the content folder, or a page a plugin added. */
  isPageFile(file: string): boolean;
  sectionKeys(): string[];
  sectionData(key: string): SectionData;
  /** Forget the scanned pages: a page was added or removed. */
  rescan(): void;
  /** Counts the rescans: what was derived from the routes before is stale when it changed. */
  routesVersion(): number;
  paths: ThemePaths;
  /** More `<head>` tags of a page: hreflang alternates and plugins' tags, as the build writes them. */
  headFor(pageData: PageData): string[];
  themeEntryFile(): string | null;
  /** The site config's file, as error messages name it. */
  configFile: string;
  /** Components the page renders that nothing provides (the build's check, against the theme entry loaded in dev). */
  unknownComponents(compiled: CompiledPage): Promise<Problem[]>;
  /** Page files whose last compile failed (kept by the plugin's `load`). */
  failedPages: Set<string>;
}
