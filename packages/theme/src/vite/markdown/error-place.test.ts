import { describe, expect, it } from 'vitest';
import { compilePage } from './compile';
import { placeParserError } from './error-place';

// Every position an author reads counts from the top of the file, frontmatter included (4 lines here).
const frontmatter = '---\ntitle: X\ndescription: y\n---\n';
const route = { routePath: '/x', lang: 'en', version: '', relativePath: 'en/x.mdx' };
const problemsOf = async (body: string) => (await compilePage(frontmatter + body, { file: 'docs/en/x.mdx', route })).problems;

describe('positions of Markdown and MDX errors', () => {
  it('places an MDX expression error at its line and column in the file', async () => {
    // File lines: 5 blank, 6 "# Hello", 7 blank, 8 "Value {1 +}".
    const [problem] = await problemsOf('\n# Hello\n\nValue {1 +}\n');
    expect(problem).toMatchObject({ file: 'docs/en/x.mdx', line: 8, column: 11 });
    expect(problem!.message).toMatch(/^cannot compile Markdown: /);
  });

  it('places an unclosed tag at the tag (not the end of the file), and shifts the places inside the message', async () => {
    // "<div>" is on line 7 of the file; MDX reports it as (3:1-3:6) of the body and has no place of its own.
    const [problem] = await problemsOf('\n# Hello\n<div>\n\ntext\n\n\n');
    expect(problem).toMatchObject({ line: 7, column: 1 });
    expect(problem!.message).toContain('(7:1-7:6)');
    expect(problem!.message).not.toContain('(3:1-3:6)');
  });

  it('places a mismatched closing tag where MDX found it', async () => {
    // Body: 1 blank, 2 "<Foo>", 3 "  <Bar>", 4 "</Foo>" → file line 8; the message names <Bar> on file line 7.
    const [problem] = await problemsOf('\n<Foo>\n  <Bar>\n</Foo>\n');
    expect(problem).toMatchObject({ line: 8, column: 1 });
    expect(problem!.message).toContain('(7:3-7:8)');
  });

  it('places an ESM error of an MDX page', async () => {
    const [problem] = await problemsOf('\nimport x from "y"\nimport { from "z"\n\n# Hi\n');
    expect(problem).toMatchObject({ line: 7, column: 15 });
  });

  it('counts from the top of a page without frontmatter too', async () => {
    const { problems } = await compilePage('# Hello\n\n{oops(}\n', { file: 'docs/en/x.mdx', route });
    expect(problems[0]).toMatchObject({ line: 3 });
  });
});

describe('placeParserError', () => {
  it('uses the error’s own place, shifted by the frontmatter', () => {
    expect(placeParserError({ reason: 'bad', line: 2, column: 5 }, 'a.mdx', 10, 'x')).toEqual({ file: 'a.mdx', line: 12, column: 5, message: 'cannot compile Markdown: bad' });
    expect(placeParserError({ reason: 'bad', place: { start: { line: 3, column: 1 } } }, 'a.mdx', 1, 'x')).toMatchObject({ line: 4, column: 1 });
  });

  it('points at the last line of the body when nothing names a place', () => {
    expect(placeParserError(new Error('lost'), 'a.md', 3, 'one\ntwo\nthree')).toEqual({ file: 'a.md', line: 6, message: 'cannot compile Markdown: lost' });
  });
});
