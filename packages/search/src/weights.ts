// Scoring weights the searcher ranks by and the builder cuts long posting lists by (a sparse index keeps each
// term's best postings by the score they would get for that term alone).

/** A title match outranks a heading match, which outranks any body match (BM25 stays below K1 + 1 = 2.2). */
export const W_TITLE = 6;
export const W_HEADING = 3.5;
export const K1 = 1.2;
export const B = 0.75;

/** K1 × BM25's length normalisation of a body of `length` characters, where the average is `avg`. */
export function lengthNormOf(length: number, avg: number): number {
  return K1 * (1 - B + (B * length) / avg);
}

/** BM25 of a body that holds a term `tf` times (times the term's idf). */
export function bodyImpact(tf: number, norm: number): number {
  return (tf * (K1 + 1)) / (tf + norm);
}

/** Heading fit: a heading that is mostly the query (`typed` letters of its `letters`) scores up to 1.6×. */
export function headingFit(typed: number, letters: number): number {
  return 1 + 0.6 * Math.min(1, typed / Math.max(1, letters));
}
