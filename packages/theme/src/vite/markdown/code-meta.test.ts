import { describe, expect, it } from 'vitest';
import { codeBlockWarnings, parseCodeFlags } from './code-meta';

describe('parseCodeFlags', () => {
  it.each([
    ['wrapCode', { wrap: true, lineNumbers: false }],
    ['title="a.ts" lineNumbers {1}', { wrap: false, lineNumbers: true }],
    ['lineNumbers=true wrapCode', { wrap: true, lineNumbers: true }],
    ['title="wrapCode.ts"', { wrap: false, lineNumbers: false }],
    ['title="with lineNumbers here"', { wrap: false, lineNumbers: false }],
    ['lineNumbers=false', { wrap: false, lineNumbers: false }],
    [null, { wrap: false, lineNumbers: false }],
  ])('%j → %j', (meta, flags) => {
    expect(parseCodeFlags(meta)).toEqual(flags);
  });
});

describe('codeBlockWarnings', () => {
  it('says nothing for highlighted, aliased and plain-on-purpose languages', () => {
    for (const lang of ['ts', 'TSX', 'ejs', 'xml', 'dockerfile', 'text', 'txt', null]) expect(codeBlockWarnings(lang, 'title="x"')).toEqual([]);
  });

  it('shows an Rspress ```tree block as text, with a warning', () => {
    expect(codeBlockWarnings('tree', '')).toEqual([{ message: expect.stringMatching(/^code block: ```tree is drawn as a file tree by an Rspress plugin/), group: 'code-meta:tree' }]);
  });

  it('names an unknown language and what to write instead', () => {
    expect(codeBlockWarnings('COBOL', '')).toEqual([
      { message: expect.stringMatching(/^the code block's language "COBOL" has no highlighting in rsdocs: it is shown as plain text\. Write ```text/), group: 'code-language:cobol' },
    ]);
  });

  it.each([
    ['preview', /`preview` needs Rspress's preview plugin/, 'preview'],
    ['pure preview', /`preview`/, 'preview'],
    ['twoslash', /`twoslash` needs Rspress's Twoslash plugin/, 'twoslash'],
    ['file="./demo.tsx"', /`file="…"`.*Paste the file's code into the block/, 'file'],
  ])('warns about plugin meta %j', (meta, message, name) => {
    expect(codeBlockWarnings('tsx', meta)).toEqual([{ message: expect.stringMatching(message), group: `code-meta:${name}` }]);
  });

  it('does not take a title that mentions a flag for the flag', () => {
    expect(codeBlockWarnings('ts', 'title="preview.ts"')).toEqual([]);
    expect(codeBlockWarnings('ts', 'title="the preview step"')).toEqual([]);
  });
});
