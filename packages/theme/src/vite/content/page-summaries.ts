import type { RspressPageSummary } from '../../compat/rspress/runtime';
import type { CompiledPage } from '../markdown/compile';

/**
 * Every page as Rspress's `usePages()` lists it: route, title, language, version and frontmatter, no content or
 * outline (the list goes to the browser whole), in route order so that every build writes the same module.
 * Untranslated pages (`i18n.fallback`) are left out: Rspress has none, and a list by language would show them twice.
 */
export function pageSummaries(compiled: readonly Pick<CompiledPage, 'pageData'>[]): RspressPageSummary[] {
  return compiled
    .filter((c) => !c.pageData.untranslatedOf)
    .map(({ pageData: { routePath, title, lang, version, frontmatter } }) => ({ routePath, title, lang, version, frontmatter }))
    .sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0));
}
