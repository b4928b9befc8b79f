import { clsx } from 'clsx';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { splitHighlights } from '../../lib/search-results';

export interface HighlightedTextProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Plain text; any markup in it is shown as text. */
  text: string;
  /** Ranges of `text` to mark; overlapping ranges are merged. */
  ranges: ReadonlyArray<{ start: number; end: number }>;
}

/** Text with its match ranges wrapped in `<mark>`, built from text nodes only (never parsed as HTML). */
export function HighlightedText({ text, ranges, className, ...rest }: HighlightedTextProps) {
  const segments = useMemo(() => splitHighlights(text, ranges), [text, ranges]);
  return (
    <span {...rest} className={clsx('rsd-search__text', className)}>
      {segments.map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className="rsd-search__mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
