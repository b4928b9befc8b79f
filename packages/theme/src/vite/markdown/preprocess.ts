/**
 * Source-level rewrites done before Markdown parsing, outside fenced code:
 * - `:::tip Title` (the common docs syntax) → `:::tip[Title]` (the directive syntax the parser understands);
 * - `## Heading {#id}` → `## Heading \{#id\}` so MDX does not read `{#id}` as a JavaScript expression.
 */
export function preprocessMarkdown(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence) continue;
    const container = /^(\s*:{3,})([a-zA-Z][\w-]*)[ \t]+([^[{].*?)\s*$/.exec(line);
    if (container) {
      lines[i] = `${container[1]}${container[2]}[${container[3]!.replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    const heading = /^(#{1,6}\s.*?)\s*\{#([\w\-.]+)\}\s*$/.exec(line);
    if (heading) lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
  }
  return lines.join('\n');
}
