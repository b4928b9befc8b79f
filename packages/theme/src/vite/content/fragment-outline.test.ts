import { describe, expect, it } from 'vitest';
import { withFragments, type PageOutline } from './fragment-outline';

const page: PageOutline = {
  text: 'Page\nBefore\nIntro.\nAfter\nEnd.\n',
  toc: [
    { id: 'before', text: 'Before', depth: 2, charIndex: 5 },
    { id: 'after', text: 'After', depth: 2, charIndex: 19 },
  ],
  ids: ['page', 'before', 'after'],
  markdown: "import Shared from './shared.mdx';\n\n# Page\n\n## Before\n\nIntro.\n\n<Shared />\n\n## After\n\nEnd.\n",
};
const shared: PageOutline = {
  text: 'Shared\nShared text.\n',
  toc: [{ id: 'shared', text: 'Shared', depth: 2, charIndex: 0 }],
  ids: ['shared'],
  markdown: '## Shared\n\nShared text.\n',
};
// `<Shared />` stands on line 9 of the Markdown, and after "Intro.\n" in the text.
const use = { source: './shared.mdx', charIndex: 19, lines: [9, 9] as [number, number] };

describe('a fragment in the outline of the page that renders it', () => {
  it('puts its headings between those around it, pointing into the text where its own text now is', () => {
    const out = withFragments(page, [use], [shared]);
    expect(out.text).toBe('Page\nBefore\nIntro.\nShared\nShared text.\nAfter\nEnd.\n');
    expect(out.toc.map((t) => t.id)).toEqual(['before', 'shared', 'after']);
    for (const item of out.toc) expect(out.text.slice(item.charIndex)).toMatch(new RegExp(`^${item.text}\n`));
    expect(out.ids).toEqual(['page', 'before', 'after', 'shared']);
  });

  it("puts its Markdown in place of the element in the `.md` copy, indented as the element was", () => {
    expect(withFragments(page, [use], [shared]).markdown).toContain('Intro.\n\n## Shared\n\nShared text.\n\n## After');
    const nested = { ...page, markdown: page.markdown.replace('<Shared />', '  <Shared />') };
    expect(withFragments(nested, [use], [shared]).markdown).toContain('Intro.\n\n  ## Shared\n\n  Shared text.\n\n## After');
  });

  it('takes several fragments, each at its place, and the same one twice', () => {
    const twice = { ...page, markdown: page.markdown.replace('<Shared />', '<Shared />\n<Shared />') };
    const uses = [use, { ...use, lines: [10, 10] as [number, number] }];
    const out = withFragments(twice, uses, [shared, shared]);
    expect(out.text).toBe('Page\nBefore\nIntro.\nShared\nShared text.\nShared\nShared text.\nAfter\nEnd.\n');
    expect(out.toc.map((t) => [t.id, t.charIndex])).toEqual([
      ['before', 5],
      ['shared', 19],
      ['shared', 39],
      ['after', 59],
    ]);
    expect(out.markdown.match(/## Shared/g)).toHaveLength(2);
  });

  it('leaves the page as it is for a fragment that could not be read, and an element inside prose in the copy', () => {
    expect(withFragments(page, [use], [undefined])).toEqual(page);
    const inline = { ...page, markdown: page.markdown.replace('<Shared />', 'See <Shared /> here') };
    expect(withFragments(inline, [use], [shared]).markdown).toBe(inline.markdown);
  });
});
