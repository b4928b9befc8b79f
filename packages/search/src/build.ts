import { splitSections } from './sections';
import { indexTerms } from './tokenize';
import { encodePostings } from './postings';
import { frontCode } from './vocabulary';
import type { BuildOptions, PageTuple, SearchDocument, SerializedIndex } from './types';

export { splitSections } from './sections';
export type { SplitOptions } from './sections';
export type { BuildOptions, SearchDocument, SerializedIndex, Section, TocItem } from './types';

/**
 * Builds the serialized index of one language. Postings list the sections whose body holds a term
 * and how often: no positions (the searcher checks phrases and CJK words against the section text
 * it keeps for snippets anyway), and no heading terms (it derives those from the stored headings
 * when it loads).
 */
export function buildIndex(docs: SearchDocument[], options: BuildOptions): SerializedIndex {
  const pages: PageTuple[] = [];
  const headings: string[] = [];
  let depths = '';
  const texts: string[] = [];
  // term → sections whose body holds it; heading-only terms get an empty list so that the
  // vocabulary (which the searcher also uses for heading terms) knows them.
  // `last` is the section a term was last counted in: one map lookup per term, no map per section.
  const postings = new Map<string, { sections: number[]; counts: number[]; last: number }>();
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
      for (const term of indexTerms(section.text)) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = { sections: [], counts: [], last: -1 }));
        if (list.last === sid) {
          list.counts[list.counts.length - 1]!++;
          continue;
        }
        list.last = sid;
        list.sections.push(sid);
        list.counts.push(1);
      }
      for (const term of indexTerms(heading)) if (!postings.has(term)) postings.set(term, { sections: [], counts: [], last: -1 });
      sid++;
    });
  }

  const vocabulary = [...postings.keys()].sort();
  const packed = vocabulary.map((term) => {
    const list = postings.get(term)!;
    return encodePostings(list.sections, list.counts);
  });

  return { v: 2, l: options.lang, p: pages, h: headings, d: depths, t: texts, w: frontCode(vocabulary), x: packed.join(' ') };
}

