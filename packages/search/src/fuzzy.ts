// Bounded edit distance for typo tolerance. Adjacent transpositions cost 1 (optimal string
// alignment), so `bundel` is one edit from `bundle`, as a visitor would expect.

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(72), new Int32Array(72), new Int32Array(72)];

/**
 * Edit distance between `a` and `b`, or `max + 1` once it is certain to exceed `max`.
 * With `prefix`, the distance from `a` to the closest prefix of `b` (the visitor is still typing).
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  const la = a.length;
  if (prefix ? b.length < la - max : Math.abs(la - b.length) > max) return max + 1;
  // A prefix of b longer than a + max can only be further away.
  const lb = prefix ? Math.min(b.length, la + max) : b.length;
  if (rows[0].length <= lb) rows = [new Int32Array(lb + 1), new Int32Array(lb + 1), new Int32Array(lb + 1)];
  let [before, prev, cur] = rows;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  let best = prev[lb]!;
  if (prefix) for (let j = 0; j <= lb; j++) best = Math.min(best, prev[j]!);
  return Math.min(best, max + 1);
}

/** Edits allowed for a typed Latin term: none below 4 letters, 1 from 4, 2 from 8. */
export function allowedEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
