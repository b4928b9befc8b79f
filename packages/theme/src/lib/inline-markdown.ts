/**
 * The inline Markdown a title may carry (`code`, **strong**, *emphasis*, ~~deleted~~) as props for an element:
 * `children` when the text has no markup, else `dangerouslySetInnerHTML`. HTML already in the text is kept, as
 * Rspress's `renderInlineMarkdown` does; the text inside backticks is escaped, so `<T>` in code stays visible.
 */
export function renderInlineMarkdown(text: string): { children: string } | { dangerouslySetInnerHTML: { __html: string } } {
  const parts = text.split(/(`[^`]+`)/);
  let marked = false;
  const html = parts
    .map((part, i) => {
      if (i % 2 === 1) {
        marked = true;
        return `<code>${part.slice(1, -1).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`;
      }
      const out = part
        .replace(/\*\*(?!\*)(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/(?<![*\w])\*(?![*\s])(.+?)\*(?!\*)/g, '<em>$1</em>')
        .replace(/~~(.+?)~~/g, '<del>$1</del>');
      if (out !== part || /<[a-z][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]\w*);/i.test(part)) marked = true;
      return out;
    })
    .join('');
  return marked ? { dangerouslySetInnerHTML: { __html: html } } : { children: text };
}
