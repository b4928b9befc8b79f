/** Join the text of highlighted code lines into what a reader expects on the clipboard. */
export function joinCodeLines(lines: readonly string[]): string {
  // Each line's text may still end in the newline the highlighter put between lines; drop it, then join once.
  return lines
    .map((line) => line.replace(/\r?\n$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** Normalise plain code text: no trailing newlines, Windows line ends folded. */
export function normalizeCodeText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
}
