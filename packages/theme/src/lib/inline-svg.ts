/**
 * Feature icons may be written inline as SVG markup (in frontmatter), so they take the text colour and follow
 * light and dark mode. Markup is accepted only when it is one `<svg>` element with nothing that runs code:
 * no `<script>`, no `on…=` handler, no `javascript:` URL, no `<foreignObject>` (which could embed HTML).
 */
export function isInlineSvg(icon: string): boolean {
  const text = icon.trim();
  if (!/^<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return false;
  return !/<script|<foreignobject|\son[a-z]+\s*=|javascript:/i.test(text);
}
