import { splitSections } from './sections';
import { indexTerms } from './tokenize';
import { PostingText } from './postings';
import { encodeVarints } from './varint';
import { lengthLevel } from './store';
import { frontCode } from './vocabulary';
import { layoutSparse } from './sparse';
import { cut, cutFragments, headingLetters } from './pieces';
import type { BuildOptions, HeadShard, PageTuple, SearchDocument, SerializedIndex, TermShard } from './types';

// Build side: an index from pages in two steps, so that one tokenizing serves several layouts (files.ts tries
// one file and shards): `collectIndex` (pages, sections, every term's postings), then `layoutIndex` (pieces).


/** How the index is cut into files (sizes in characters of JSON; Infinity: one piece). */
export interface Layout {
  /** A term shard ends once its terms and postings reach this size. */
  termShard: number;
  /** A heading shard ends once its terms and postings reach this size. */
  headShard: number;
  /** A fragment ends once its pages' text reaches this size. */
  fragment: number;
  /** The root carries every page's labels (titles, routes, headings), and fragments text only. */
  labelsInRoot?: boolean;
  /**
   * A sparse root (format 7's large-site shape: counts and dictionary blocks only, facts in the postings, lists cut
   * to their best). Left unset, `indexFilesOf` decides by the dense root's size.
   */
  sparse?: boolean;
  /** Sparse: postings a term keeps in its shard (body and heading each), its best by impact; the rest overflow. */
  best?: number;
  /** Sparse: shards named by one dictionary block. */
  blockShards?: number;
  /** Sparse: an overflow shard ends once its postings reach this size. */
  overflowShard?: number;
  /** Sparse: sections per fragment (`fragment` sizes a dense index's fragments only). */
  fragmentSections?: number;
}

/** One piece of everything: the single-file index. */
export const SINGLE_FILE: Layout = { termShard: Infinity, headShard: Infinity, fragment: Infinity };

/** Pages and their sections, as collected: a page's sections are `perPage` consecutive entries of the other lists. */
interface CollectedPages {
  pages: PageTuple[];
  perPage: number[];
  headings: string[];
  anchors: string[];
  depths: string;
  texts: string[];
}

/** What an index holds before it is cut into pieces: pages, sections, and every term's postings. */
export interface CollectedIndex extends CollectedPages {
  lang: string;
  /** Encoded body and heading postings by term. */
  x: Map<string, string>;
  y: Map<string, string>;
}

/**
 * Some consecutive pages of an index, their sections numbered from 0, with every term's postings not yet encoded.
 * It depends on these pages alone: a build may keep it and join it with others later (`joinParts`) without
 * tokenizing its pages again.
 */
export interface CollectedPart extends CollectedPages {
  /** Body postings by term: the sections whose body holds it and how often. */
  body: Map<string, { sections: number[]; counts: number[] }>;
  /** Heading postings by term. */
  head: Map<string, number[]>;
}

/** Splits and tokenizes some pages. */
export function collectPart(docs: SearchDocument[], options: BuildOptions): CollectedPart {
  const pages: PageTuple[] = [];
  const perPage: number[] = [];
  const headings: string[] = []; // every section's heading (the title for a first section)
  const anchors: string[] = [];
  let depths = '';
  const texts: string[] = [];
  // term → sections whose body holds it and how often; `last` is the section it was last counted
  // in: one map lookup per term, no map per section.
  const body = new Map<string, { sections: number[]; counts: number[]; last: number }>();
  const head = new Map<string, number[]>();
  let sid = 0;

  for (const doc of docs) {
    const sections = splitSections(doc, { codeBlocks: options.codeBlocks ?? true });
    const tuple: PageTuple = [doc.title, doc.routePath];
    if (doc.domain) tuple.push(doc.id === doc.routePath ? '' : doc.id, doc.domain);
    else if (doc.id !== doc.routePath) tuple.push(doc.id);
    pages.push(tuple);
    perPage.push(sections.length);

    sections.forEach((section, k) => {
      const heading = section.headingPath[section.headingPath.length - 1] ?? '';
      headings.push(heading);
      anchors.push(section.anchor ?? '');
      if (k > 0) depths += String(Math.min(9, section.depth));
      texts.push(section.text);
      for (const term of indexTerms(section.text)) {
        let list = body.get(term);
        if (!list) body.set(term, (list = { sections: [], counts: [], last: -1 }));
        if (list.last === sid) {
          list.counts[list.counts.length - 1]!++;
          continue;
        }
        list.last = sid;
        list.sections.push(sid);
        list.counts.push(1);
      }
      for (const term of indexTerms(heading)) {
        let list = head.get(term);
        if (!list) head.set(term, (list = []));
        if (list[list.length - 1] !== sid) list.push(sid);
      }
      sid++;
    });
  }
  return { pages, perPage, headings, anchors, depths, texts, body, head };
}

/**
 * Joins parts of an index, in order, numbering their sections on from one part to the next, and encodes every
 * term's postings. It takes over the parts' arrays (and may change them): a part is not used again.
 */
export function joinParts(lang: string, parts: Iterable<CollectedPart>): CollectedIndex {
  const pages: PageTuple[] = [];
  const perPage: number[] = [];
  const headings: string[] = [];
  const anchors: string[] = [];
  let depths = '';
  const texts: string[] = [];
  // Postings are encoded as the parts come: a list is never held as numbers past its part.
  const body = new Map<string, PostingText>();
  const head = new Map<string, PostingText>();
  const append = <T>(to: T[], from: T[]) => {
    for (const item of from) to.push(item);
  };
  let offset = 0;
  for (const part of parts) {
    append(pages, part.pages);
    append(perPage, part.perPage);
    append(headings, part.headings);
    append(anchors, part.anchors);
    depths += part.depths;
    append(texts, part.texts);
    for (const [term, list] of part.body) {
      let into = body.get(term);
      if (!into) body.set(term, (into = new PostingText()));
      into.append(list.sections, list.counts, offset);
    }
    for (const [term, list] of part.head) {
      let into = head.get(term);
      if (!into) head.set(term, (into = new PostingText()));
      into.append(list, undefined, offset);
    }
    offset += part.texts.length;
    // The part's postings are encoded: let them go (the caller's part object may live on).
    part.body.clear();
    part.head.clear();
  }

  const x = new Map<string, string>();
  for (const [term, list] of body) x.set(term, list.text());
  body.clear();
  const y = new Map<string, string>();
  for (const [term, list] of head) y.set(term, list.text());
  head.clear();
  return { lang, pages, perPage, headings, anchors, depths, texts, x, y };
}

/** Pages collected at a time by `collectIndex`: their postings are held as numbers only until they are joined. */
const PART_PAGES = 256;

/** Splits and tokenizes every page once; `layoutIndex` cuts the result into pieces (as often as wanted). */
export function collectIndex(docs: SearchDocument[], options: BuildOptions): CollectedIndex {
  function* parts() {
    for (let start = 0; start < docs.length; start += PART_PAGES) yield collectPart(docs.slice(start, start + PART_PAGES), options);
  }
  return joinParts(options.lang, parts());
}

/** Cuts a collected index into `layout`'s pieces, all inline. */
export function layoutIndex(collected: CollectedIndex, layout: Layout): SerializedIndex {
  if (layout.sparse) return layoutSparse(collected, layout);
  const { perPage, headings, depths, texts, x, y } = collected;
  const vocabulary = [...new Set([...x.keys(), ...y.keys()])].sort();
  const termShards = cut(
    vocabulary,
    layout.termShard,
    (t) => t.length + (x.get(t)?.length ?? 0) + (y.get(t)?.length ?? 0) + 3,
    (terms): TermShard => ({ w: frontCode(terms), x: terms.map((t) => x.get(t) ?? '').join(' '), y: terms.map((t) => y.get(t) ?? '').join(' ') }),
  );
  const headShards = cut(
    [...y.keys()].sort(),
    layout.headShard,
    (t) => t.length + y.get(t)!.length + 2,
    (terms): HeadShard => ({ w: frontCode(terms), y: terms.map((t) => y.get(t)!).join(' ') }),
  );

  const { fragments, perFragment, rootLabels } = cutFragments(collected, layout);
  const index: SerializedIndex = {
    v: 7,
    l: collected.lang,
    s: encodeVarints(perPage),
    d: depths,
    n: encodeVarints(texts.map((t) => lengthLevel(t.length))),
    g: encodeVarints(headings.map(headingLetters)),
    tf: termShards.map((s) => s.first),
    tc: encodeVarints(termShards.map((s) => s.terms)),
    hf: headShards.map((s) => s.first),
    fc: encodeVarints(perFragment),
    T: termShards.map((s) => s.piece),
    H: headShards.map((s) => s.piece),
    F: fragments,
  };
  if (rootLabels) index.L = rootLabels;
  return index;
}

