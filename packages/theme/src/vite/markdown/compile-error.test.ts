import { describe, expect, it } from 'vitest';
import { compilePage } from './compile';
import { authorReason } from './compile-error';

const route = { routePath: '/bad', relativePath: 'en/bad.mdx', lang: 'en', version: '' } as Parameters<typeof compilePage>[1]['route'];

describe('authorReason', () => {
  it("names the character the author wrote where MDX names one the preprocessing put there", () => {
    const reason = 'Unexpected character `\\` (U+005C) after attribute name, expected a character that can start an attribute name';
    expect(authorReason(reason, '## Set up <Broken your environment {#environment}', 36)).toMatch(/^Unexpected character `\{` \(U\+007B\) after attribute name/);
  });

  it('keeps a character the author did write', () => {
    const reason = 'Unexpected character `!` (U+0021) before name, expected a character that can start a name';
    expect(authorReason(reason, 'a <!b', 4)).toMatch(/^Unexpected character `!` \(U\+0021\) before name/);
  });

  it('says how to write a less-than sign when MDX reads a stray `<` as a tag', () => {
    expect(authorReason('Unexpected end of file in attribute name, expected …', 'if a <b then', 7)).toMatch(/`\\<` \(or `&lt;`\) for a less-than sign$/);
    // No `<` on the line: nothing to say about it.
    expect(authorReason('Unexpected closing tag `</b>`', 'text', 1)).toBe('Unexpected closing tag `</b>`');
  });
});

describe('compilePage: a broken heading with an id, as the author sees it', () => {
  it('reports the author\'s `{` at its line and column, not the escape the preprocessing added', async () => {
    const source = '---\ntitle: x\n---\n# X\n\n## Set up <Broken your environment {#environment}\n\nText.\n';
    const page = await compilePage(source, { file: 'docs/en/bad.mdx', route });
    expect(page.problems).toHaveLength(1);
    const [problem] = page.problems;
    expect(problem).toMatchObject({ file: 'docs/en/bad.mdx', line: 6, column: 36 });
    expect(problem!.message).not.toContain('U+005C');
    expect(problem!.message).toContain('`\\<`');
  });
});
