/** Pure logic of the version menu: where each version's entry leads from the current page. */
import { joinRoutePath, parseRoutePath } from './url';

export interface VersionTarget {
  version: string;
  href: string;
  /** The entry leads to the current page in that version (else to the version's home). */
  samePage: boolean;
  /** The version being read. */
  current: boolean;
}

interface VersionOptions {
  langs: string[];
  defaultLang: string;
  versions?: string[];
  defaultVersion?: string;
}

/**
 * One entry per version, in the config's order: the current page in that version when it has it (`inVersions`,
 * from the build), else that version's home in the current language. Unknown `inVersions` (a page the build did
 * not mark, the 404 page) leads to the homes, except for the version being read.
 */
export function versionTargets(pathname: string, inVersions: string[] | undefined, opts: VersionOptions): VersionTarget[] {
  const parts = parseRoutePath(pathname, opts);
  return (opts.versions ?? []).map((version) => {
    const current = version === parts.version;
    const samePage = current || !!inVersions?.includes(version);
    return { version, current, samePage, href: joinRoutePath({ ...parts, version, rest: samePage ? parts.rest : '/' }, opts) };
  });
}
