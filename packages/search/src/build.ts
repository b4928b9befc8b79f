import { splitSections } from './sections';
import { indexTerms } from './tokenize';
import { encodePostings, IN_HEADING, tfBucket } from './postings';
import type { BuildOptions, PageTuple, SearchDocument, SerializedIndex } from './types';

export { splitSections } from './sections';
export type { SplitOptions } from './sections';
export type { BuildOptions, SearchDocument, SerializedIndex, Section, TocItem } from './types';

/**
 * Builds the serialized index of one language. Postings list sections only, with a heading flag and
 * a frequency bucket; positions are not stored because the searcher verifies phrases and CJK words
 * against the section text it keeps for snippets anyway.
 */
export function buildIndex(docs: SearchDocument[], options: BuildOptions): SerializedIndex {
  const pages: PageTuple[] = [];
  const headings: string[] = [];
  let depths = '';
  const texts: string[] = [];
  // term → flat [section, info, section, info, …] in section order
  const postings = new Map<string, number[]>();
  let sid = 0;

  for (const doc of docs) {
    const sections = splitSections(doc, { codeBlocks: options.codeBlocks ?? true });
    const tuple: PageTuple = [doc.title, doc.routePath, sections.length];
    if (doc.domain) tuple.push(doc.id === doc.routePath ? '' : doc.id, doc.domain);
    else if (doc.id !== doc.routePath) tuple.push(doc.id);
    pages.push(tuple);

    sections.forEach((section, k) => {
      const heading = section.headingPath[section.headingPath.length - 1] ?? '';
      if (k > 0) {
        headings.push(section.anchor ?? '', heading);
        depths += String(Math.min(9, section.depth));
      }
      texts.push(section.text);

      const inHeading = new Set(indexTerms(heading));
      const counts = new Map<string, number>();
      for (const term of indexTerms(section.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const term of inHeading) if (!counts.has(term)) counts.set(term, 0);
      for (const [term, count] of counts) {
        const info = (inHeading.has(term) ? IN_HEADING : 0) | tfBucket(count);
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(sid, info);
      }
      sid++;
    });
  }

  const vocabulary = [...postings.keys()].sort();
  const packed = vocabulary.map((term) => encodePostings(postings.get(term)!));

  return { v: 1, l: options.lang, p: pages, h: headings, d: depths, t: texts, w: vocabulary.join(' '), x: packed.join(' ') };
}
