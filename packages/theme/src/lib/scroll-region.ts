/** A box's scroll extents, as the DOM reports them. */
export interface ScrollBox {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether a box's content is larger than the box, so that it scrolls (axe's own test: no tolerance). */
export function overflows(box: ScrollBox): boolean {
  return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
}

/**
 * `base`, or `base (2)`, `base (3)`… when another region of the page has that name already: screen readers list
 * regions by name, and two of the same name cannot be told apart (axe's landmark-unique).
 */
export function uniqueLabel(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}

/** The columns a table's name quotes: its first few header texts, with an ellipsis when there are more. */
export function columnsSummary(headers: readonly string[], max = 3): string {
  const named = headers.map((h) => h.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return named.length > max ? `${named.slice(0, max).join(', ')}, …` : named.join(', ');
}
