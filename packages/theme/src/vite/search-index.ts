import { createHash } from 'node:crypto';
import type { PageData } from '../runtime/types';

export interface SearchInput {
  pageData: PageData;
  text: string;
}

export interface SearchIndexFile {
  key: string;
  fileName: string;
  source: string;
  pages: number;
}

type BuildIndex = (docs: unknown[], options: { lang: string }) => unknown;

/**
 * One index per language and version, named with a content hash so it can be cached forever:
 * `static/search_index.en.1a2b3c4d.json`. Returns nothing when @rsdocs/search is not installed.
 */
export async function buildSearchIndexes(pages: SearchInput[]): Promise<SearchIndexFile[]> {
  let buildIndex: BuildIndex;
  try {
    ({ buildIndex } = (await import('@rsdocs/search/build')) as { buildIndex: BuildIndex });
  } catch {
    return [];
  }
  const groups = new Map<string, SearchInput[]>();
  for (const p of pages) {
    if (p.pageData.pageType === '404' || p.pageData.frontmatter.search === false) continue;
    const key = `${p.pageData.lang}|${p.pageData.version}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(p);
  }
  const files: SearchIndexFile[] = [];
  for (const [key, list] of groups) {
    const [lang, version] = key.split('|') as [string, string];
    const docs = list.map(({ pageData, text }) => ({
      id: pageData.routePath,
      title: pageData.title,
      content: text,
      toc: pageData.toc,
      routePath: pageData.routePath,
      domain: '',
    }));
    const source = JSON.stringify(buildIndex(docs, { lang }));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const name = version ? `${lang}.${version}` : lang;
    files.push({ key, fileName: `static/search_index.${name}.${hash}.json`, source, pages: list.length });
  }
  return files;
}
