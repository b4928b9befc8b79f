import { isHighlighted, PLAIN_LANGS } from './highlight';

/** What a code fence's meta asks of the block, beyond its title and line ranges. */
export interface CodeFlags {
  /** `wrapCode`: long lines start wrapped. */
  wrap: boolean;
  /** `lineNumbers`: a number before each line (not copied). */
  lineNumbers: boolean;
}

const flag = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}(?:=(?:true|"true"|\\{true\\}))?(?=\\s|$)`).test(meta);

export function parseCodeFlags(meta: string | null | undefined): CodeFlags {
  if (!meta) return { wrap: false, lineNumbers: false };
  const bare = meta.replace(/title=(?:"[^"]*"|'[^']*')/g, '');
  return { wrap: flag(bare, 'wrapCode'), lineNumbers: flag(bare, 'lineNumbers') };
}

// Meta that Rspress plugins act on; here the block is shown as written.
const PLUGIN_META: Array<{ name: string; test: RegExp; message: string }> = [
  {
    name: 'preview',
    test: /(?:^|\s)preview(?:=|\s|$)/,
    message: '`preview` needs Rspress\'s preview plugin, which rsdocs does not have: the block is shown as plain code. To show the example live, put the component in an .mdx page (or a file it imports) and render it there',
  },
  {
    name: 'twoslash',
    test: /(?:^|\s)twoslash(?:\s|$)/,
    message: '`twoslash` needs Rspress\'s Twoslash plugin, which rsdocs does not have: the block is shown as plain code without type information. Remove `twoslash` (and its `// ^?` lines) to silence this',
  },
  {
    name: 'file',
    test: /(?:^|\s)file=/,
    message: '`file="…"` (a code block filled from a file) needs Rspress\'s file-code-block feature, which rsdocs does not have: the block shows only what is written between its fences. Paste the file\'s code into the block',
  },
];

/** A warning and its group: a build shows each group once, with every file and line that has it. */
export interface CodeBlockWarning {
  message: string;
  group: string;
}

/**
 * Warnings for a code block whose language or meta rsdocs cannot honour. The block is still shown, as plain code
 * (unknown languages) or as written (plugin meta).
 */
export function codeBlockWarnings(lang: string | null | undefined, meta: string | null | undefined): CodeBlockWarning[] {
  const warnings: CodeBlockWarning[] = [];
  if (lang?.toLowerCase() === 'tree')
    warnings.push({
      message: "code block: ```tree is drawn as a file tree by an Rspress plugin rsdocs does not have: it is shown as plain text, which reads the same when its lines draw the tree (└──); write ```text to silence this",
      group: 'code-meta:tree',
    });
  else if (lang && !isHighlighted(lang) && !PLAIN_LANGS.has(lang.toLowerCase()))
    warnings.push({
      message: `the code block's language "${lang}" has no highlighting in rsdocs: it is shown as plain text. Write \`\`\`text to say so, or use a highlighted language (ts, tsx, js, jsx, json, bash, html, css, scss, less, yaml, toml, md, diff, docker)`,
      group: `code-language:${lang.toLowerCase()}`,
    });
  // Quoted values (a title) never count as flags.
  const bare = meta?.replace(/"[^"]*"|'[^']*'/g, '""');
  if (bare) for (const { name, test, message } of PLUGIN_META) if (test.test(bare)) warnings.push({ message: `code block: ${message}`, group: `code-meta:${name}` });
  return warnings;
}
