import { describe, expect, it } from 'vitest';
import { outlineDocumentOfSource, searchDocumentOfSource } from './source-document';

describe('searchDocumentOfSource', () => {
  it("reads the title, the outline with the compiled page's ids, and one block of text per line", () => {
    const doc = searchDocumentOfSource(
      [
        '---',
        'description: x',
        '---',
        '# Build a **library**',
        '',
        'Rslib bundles [your code](./guide.md) with `rspack`',
        'in one pass.',
        '',
        '## Output {#out}',
        '',
        '- ESM and CJS',
        '- a [types](/types) file',
        '',
        '| option | default |',
        '|---|---|',
        '| `dts` | false |',
        '',
        '## Output',
        '',
        '```ts',
        'export default {};',
        '```',
        '',
        '### Third <Badge text="new" />',
        ':::tip Note',
        'A tip {props.name}.',
        ':::',
      ].join('\n'),
      '/guide/lib',
    )!;
    expect(doc.title).toBe('Build a library');
    expect(doc.toc.map(({ id, text, depth }) => ({ id, text, depth }))).toEqual([
      { id: 'out', text: 'Output', depth: 2 },
      { id: 'output', text: 'Output', depth: 2 },
      { id: 'third', text: 'Third', depth: 3 },
    ]);
    expect(doc.content.split('\n')).toEqual([
      'Build a library',
      'Rslib bundles your code with rspack in one pass.',
      'Output',
      'ESM and CJS ·',
      'a types file ·',
      'option | default ·',
      'dts | false ·',
      'Output',
      'export default {};',
      'Third',
      'Note ·',
      'A tip .',
      '',
    ]);
    // Each heading's offset is where its text starts.
    for (const h of doc.toc) expect(doc.content.slice(h.charIndex).startsWith(h.text)).toBe(true);
    expect(doc).toMatchObject({ id: '/guide/lib', routePath: '/guide/lib', domain: '' });
  });

  it('takes the frontmatter title first, leaves code out when asked, and keeps excluded pages out', () => {
    const doc = searchDocumentOfSource('---\ntitle: Named\n---\n# Heading\n\n~~~\ncode here\n~~~\n', '/a', { codeBlocks: false })!;
    expect(doc.title).toBe('Named');
    expect(doc.content).not.toContain('code here');
    expect(searchDocumentOfSource('---\nsearch: false\n---\n# Hidden\n', '/b')).toBeNull();
    expect(searchDocumentOfSource('---\npageType: 404\n---\n# Lost\n', '/404')).toBeNull();
    // No title anywhere: the route's last segment, as a label of last resort.
    expect(searchDocumentOfSource('Just text.\n', '/guide/plain')!.title).toBe('plain');
  });

  it('skips MDX imports, comments and lone tags', () => {
    const doc = searchDocumentOfSource("import Tabs from './tabs';\n\n<!-- hidden\nstill hidden -->\n{/* note */}\n<Tabs>\nVisible words\n</Tabs>\n", '/c')!;
    expect(doc.content).toBe('Visible words ·\n');
  });
});

describe('outlineDocumentOfSource', () => {
  const page = [
    '---',
    'description: x',
    '---',
    '# Build a **library**',
    '',
    'Rslib bundles [your code](./guide.md).',
    '',
    '## Output {#out}',
    '```md',
    '# not a heading',
    '## nor this',
    '```',
    '<!-- hidden',
    '## hidden heading',
    '-->',
    '## Output',
    '~~~~',
    '```',
    '## still code',
    '~~~~',
    '### Third <Badge text="new" />  ##',
    'Text.',
  ].join('\n');

  it("has the full document's title and outline (the same ids), and its headings as its only text", () => {
    const full = searchDocumentOfSource(page, '/guide/lib')!;
    const outline = outlineDocumentOfSource(page, '/guide/lib')!;
    expect(outline.title).toBe(full.title);
    expect(outline.toc.map(({ id, text, depth }) => ({ id, text, depth }))).toEqual(full.toc.map(({ id, text, depth }) => ({ id, text, depth })));
    expect(outline.content).toBe('Build a library\nOutput\nOutput\nThird\n');
    for (const h of outline.toc) expect(outline.content.slice(h.charIndex).startsWith(h.text)).toBe(true);
    expect(outline).toMatchObject({ id: '/guide/lib', routePath: '/guide/lib', domain: '' });
  });

  it('reads the frontmatter as the full document does, and keeps the same pages out', () => {
    const title = (yaml: string) => [outlineDocumentOfSource(`---\n${yaml}\n---\n# Heading\n`, '/a')?.title, searchDocumentOfSource(`---\n${yaml}\n---\n# Heading\n`, '/a')?.title];
    for (const yaml of ['title: Named', 'title: "Quoted: with colon"', "title: 'It''s'", 'title: 2024', 'title: true', 'title: ~', 'title:   ', 'title: Named # a comment', 'description: >\n  folded\ntitle: After', 'title:\n  - a list', 'title: "a\\u0041"'])
      expect(title(yaml), yaml).toEqual([title(yaml)[1], title(yaml)[1]]);
    expect(title('title: Named')[0]).toBe('Named');
    expect(title('title: 2024')[0]).toBe('Heading');
    expect(outlineDocumentOfSource('---\nsearch: false\n---\n# Hidden\n', '/b')).toBeNull();
    expect(outlineDocumentOfSource('---\npageType: 404\n---\n# Lost\n', '/404')).toBeNull();
    expect(outlineDocumentOfSource('Just text.\r\n## Windows line  \r\n', '/guide/plain')).toMatchObject({ title: 'plain', content: 'Windows line\n' });
  });
});
