import { Fragment } from 'react';
import { identifierPieces } from '../../lib/identifier-breaks';

/**
 * Text that may wrap after the dots of a dotted name (`rslib.` / `startMFDevServer`) but not inside a name: a
 * `<wbr>` after each joining dot. Narrow columns (outline, overview cards) use it for option and API headings.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = identifierPieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
