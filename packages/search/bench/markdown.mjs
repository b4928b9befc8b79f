// Markdown/MDX → SearchDocument for the bench: frontmatter stripped, headings become toc entries
// whose charIndex points into the plain text, inline syntax dropped, code kept as plain text.
import fs from 'node:fs';
import path from 'node:path';

export function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function inline(text) {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(\S.*?)\1/g, '$2')
    .replace(/\{#[^}]*\}\s*$/, '')
    .trim();
}

export function parseMarkdown(source) {
  let body = source;
  let title = '';
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(body);
  if (fm) {
    const t = /^title:\s*(.*)$/m.exec(fm[1]);
    if (t) title = t[1].trim().replace(/^(['"])(.*)\1$/, '$2');
    body = body.slice(fm[0].length);
  }
  let content = '';
  const toc = [];
  let fence = null;
  for (const line of body.split(/\r?\n/)) {
    const f = /^\s*(```|~~~)/.exec(line);
    if (f) {
      fence = fence ? null : f[1];
      continue;
    }
    if (fence) {
      content += line + '\n';
      continue;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line)) continue;
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const text = inline(h[2]);
      if (h[1].length === 1) {
        if (!title) title = text;
        continue;
      }
      toc.push({ id: slug(text), text, depth: h[1].length, charIndex: content.length });
      content += text + '\n';
      continue;
    }
    if (/^\s*\|?\s*:?-{3,}/.test(line) && line.includes('-') && /^[\s|:-]+$/.test(line)) continue;
    const plain = inline(line.replace(/^\s*([-*+]|\d+\.)\s+/, '').replace(/^\s*>\s?/, '').replace(/\|/g, ' '));
    if (plain) content += plain + '\n';
  }
  return { title, content, toc };
}

/** Every .md/.mdx file under `root/<lang>`, as SearchDocuments with routes like /guide/x or /zh/guide/x. */
export function loadDocs(root, lang, defaultLang = 'en') {
  const base = path.join(root, lang);
  const docs = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const rel = path.relative(base, full).replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
        const routePath = (lang === defaultLang ? '/' : `/${lang}/`) + rel;
        const { title, content, toc } = parseMarkdown(fs.readFileSync(full, 'utf8'));
        docs.push({ id: routePath, title: title || rel, content, toc, routePath });
      }
    }
  };
  if (fs.existsSync(base)) walk(base);
  return docs;
}
