/**
 * MDX's reason for a page that does not compile, told in terms of what the author wrote.
 *
 * MDX reads the page after `preprocessMarkdown`, which escapes a heading's id (`## Title {#id}` becomes
 * `## Title \{#id\}`): an error there would name a `\` the author never typed. And a stray `<` in MDX opens a tag,
 * which MDX reports as a problem with the tag's name or attributes, not with the `<`: the fix is worth saying.
 */
export function authorReason(reason: string, authoredLine: string | undefined, column: number | undefined): string {
  let told = reason;
  const cited = /Unexpected character `(.)` \(U\+[0-9A-F]{4,}\)/.exec(reason);
  const written = authoredLine !== undefined && column !== undefined ? authoredLine[column - 1] : undefined;
  if (cited && written !== undefined && written !== cited[1]) {
    told = told.replace(cited[0], `Unexpected character \`${written}\` (${codePoint(written)})`);
  }
  if (authoredLine?.includes('<') && /\b(tag|attribute|before name)\b/.test(reason)) {
    told += '. In MDX a `<` starts a component or HTML tag: close the tag, or write `\\<` (or `&lt;`) for a less-than sign';
  }
  return told;
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
