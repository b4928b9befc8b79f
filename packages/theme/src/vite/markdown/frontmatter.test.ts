import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseFrontmatter, simpleFrontmatter, splitFrontmatter } from './frontmatter';

const FILE = 'docs/en/guide/x.md';

describe('splitFrontmatter', () => {
  it('splits the YAML block off and counts its lines', () => {
    expect(splitFrontmatter('---\ntitle: Hello\ndescription: Hi\n---\n# Hello\n')).toEqual({
      yaml: 'title: Hello\ndescription: Hi',
      body: '# Hello\n',
      lineCount: 4,
    });
  });

  it('returns the whole source when there is no frontmatter', () => {
    expect(splitFrontmatter('# Hello\n---\ntitle: x\n---\n')).toEqual({ yaml: null, body: '# Hello\n---\ntitle: x\n---\n', lineCount: 0 });
    expect(splitFrontmatter(' ---\ntitle: x\n---\n').yaml).toBeNull();
  });

  it('accepts CRLF line ends and spaces after the closing fence', () => {
    expect(splitFrontmatter('---\r\ntitle: x\r\n---  \r\nbody')).toEqual({ yaml: 'title: x', body: 'body', lineCount: 3 });
  });

  it('accepts a file that is only frontmatter', () => {
    expect(splitFrontmatter('---\ntitle: x\n---')).toEqual({ yaml: 'title: x', body: '', lineCount: 2 });
  });

  it('accepts an empty block with or without a blank line', () => {
    expect(splitFrontmatter('---\n\n---\n# x')).toEqual({ yaml: '', body: '# x', lineCount: 3 });
    expect(splitFrontmatter('---\n---\n# x')).toEqual({ yaml: '', body: '# x', lineCount: 2 });
    // a later thematic break is not mistaken for the end of the block
    expect(splitFrontmatter('---\n---\n# x\n\n---\n\nmore')).toEqual({ yaml: '', body: '# x\n\n---\n\nmore', lineCount: 2 });
  });

  it('stops at the first closing fence', () => {
    expect(splitFrontmatter('---\na: 1\n---\ntext\n\n---\n\nmore').body).toBe('text\n\n---\n\nmore');
  });
});

describe('parseFrontmatter', () => {
  it('returns the data of a valid block without problems', () => {
    const source = `---
title: Quick Start
titleSuffix: ' - Rslib'
description: Build a library
pageType: doc
overview: true
overviewHeaders: [2, 3]
sidebar: false
features:
  - title: Fast
    span: 6
  - title: Small
hero:
  name: Rslib
---
# Quick start
`;
    const result = parseFrontmatter(source, FILE);
    expect(result.problems).toEqual([]);
    expect(result.lineCount).toBe(15);
    expect(result.body).toBe('# Quick start\n');
    expect(result.data).toEqual({
      title: 'Quick Start',
      titleSuffix: ' - Rslib',
      description: 'Build a library',
      pageType: 'doc',
      overview: true,
      overviewHeaders: [2, 3],
      sidebar: false,
      features: [{ title: 'Fast', span: 6 }, { title: 'Small' }],
      hero: { name: 'Rslib' },
    });
  });

  it('returns empty data for a page without frontmatter or with an empty block', () => {
    expect(parseFrontmatter('# Title\n', FILE)).toEqual({ data: {}, problems: [], warnings: [], lineCount: 0, body: '# Title\n' });
    expect(parseFrontmatter('---\n\n---\n# Title\n', FILE)).toEqual({ data: {}, problems: [], warnings: [], lineCount: 3, body: '# Title\n' });
    expect(parseFrontmatter('---\n---\n# Title\n', FILE)).toEqual({ data: {}, problems: [], warnings: [], lineCount: 2, body: '# Title\n' });
  });

  it('accepts every page type of the spec', () => {
    for (const pageType of ['home', 'doc', '404', 'custom', 'blank'])
      expect(parseFrontmatter(`---\npageType: ${pageType}\n---\n`, FILE).problems).toEqual([]);
  });

  it('reads an unquoted pageType: 404 as the 404 page type', () => {
    expect(parseFrontmatter('---\npageType: 404\n---\n', FILE)).toMatchObject({ data: { pageType: '404' }, problems: [] });
    expect(parseFrontmatter('---\npageType: 405\n---\n', FILE).problems).toHaveLength(1);
  });

  describe('YAML syntax errors name the file and the line in the file', () => {
    it.each([
      // line 3 of the file is line 2 of the YAML block
      ['---\ntitle: ok\npageType: [oops\n---\n# X\n', 3],
      ['---\ntitle: "unclosed\n---\n', 2],
      // duplicate key: the second one is on line 3
      ['---\ntitle: a\ntitle: b\n---\n', 3],
      ['---\ntitle: ok\ndescription: a\n  bad: indent\n---\n', 3],
    ])('%j → line %i', (source, line) => {
      const { problems, data } = parseFrontmatter(source, FILE);
      expect(data).toEqual({});
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) {
        expect(p.file).toBe(FILE);
        expect(p.line).toBe(line);
        expect(p.message).toMatch(/^invalid frontmatter: \S/);
        // yaml's own position counts from the block start; it must not contradict the file line
        expect(p.message).not.toMatch(/at line \d+/);
      }
    });

    it('gives the column of the error', () => {
      const [problem] = parseFrontmatter('---\ntitle: ok\npageType: [oops\n---\n', FILE).problems;
      expect(problem?.column).toBeGreaterThan(1);
    });

    it('keeps the body and its line offset so later problems can still be placed', () => {
      const result = parseFrontmatter('---\ntitle: [\n---\n# X\n', FILE);
      expect(result.body).toBe('# X\n');
      expect(result.lineCount).toBe(3);
    });
  });

  it.each([['---\n- a\n- b\n---\n'], ['---\njust text\n---\n'], ['---\n42\n---\n']])('rejects %j: not key: value pairs', (source) => {
    expect(parseFrontmatter(source, FILE).problems).toEqual([{ file: FILE, line: 2, message: 'invalid frontmatter: expected key: value pairs' }]);
  });

  describe('wrongly typed keys are reported on their own line', () => {
    it.each([
      ['title: 42', 'invalid frontmatter: "title" must be a string, got 42'],
      ['titleSuffix: [a]', 'invalid frontmatter: "titleSuffix" must be a string, got ["a"]'],
      ['description: true', 'invalid frontmatter: "description" must be a string, got true'],
      ['overview: "yes"', 'invalid frontmatter: "overview" must be true or false, got "yes"'],
      ['outline: 0', 'invalid frontmatter: "outline" must be true or false, got 0'],
      ['footer: no', 'invalid frontmatter: "footer" must be true or false, got "no"'],
      ['sidebar: null', 'invalid frontmatter: "sidebar" must be true or false, got null'],
      ['navbar: off', 'invalid frontmatter: "navbar" must be true or false, got "off"'],
      ['globalUIComponents: 1', 'invalid frontmatter: "globalUIComponents" must be true or false, got 1'],
      ['pageType: landing', 'invalid frontmatter: "pageType" must be one of home, doc, doc-wide, 404, custom, blank, got "landing"'],
      ['overviewHeaders: [h2]', 'invalid frontmatter: "overviewHeaders" must be a list of heading depths such as [2, 3], got ["h2"]'],
      ['overviewHeaders: 2', 'invalid frontmatter: "overviewHeaders" must be a list of heading depths such as [2, 3], got 2'],
      ['hero: Rslib', 'invalid frontmatter: "hero" must be an object, got "Rslib"'],
      ['hero: [a]', 'invalid frontmatter: "hero" must be an object, got ["a"]'],
      ['features: Fast', 'invalid frontmatter: "features" must be a list, got "Fast"'],
    ])('%s', (line, message) => {
      // the key sits on line 3: after the opening fence and one valid key
      const { problems } = parseFrontmatter(`---\ntitle2: fine\n${line}\n---\n# X\n`, FILE);
      expect(problems).toEqual([{ file: FILE, line: 3, message }]);
    });
  });

  it('checks each feature card and points at the features key', () => {
    const source = `---
title: Home
pageType: home
features:
  - title: Fast
    span: 4
  - details: no title here
  - title: Wide
    span: 5
---
`;
    expect(parseFrontmatter(source, FILE).problems).toEqual([
      { file: FILE, line: 4, message: 'invalid frontmatter: features[1] needs a "title" string' },
      { file: FILE, line: 4, message: 'invalid frontmatter: features[2].span must be 2, 3, 4 or 6' },
    ]);
  });

  it('lists every problem of a page at once', () => {
    const { problems } = parseFrontmatter('---\ntitle: 1\nnavbar: maybe\npageType: page\n---\n', FILE);
    expect(problems.map((p) => [p.line, p.message.match(/"(\w+)"/)?.[1]])).toEqual([
      [2, 'title'],
      [4 - 1, 'navbar'],
      [4, 'pageType'],
    ]);
  });
});

describe('blog frontmatter', () => {
  it('accepts a post date written YYYY-MM-DD (kept as that string) and authors as names or { name, link }', () => {
    const { data, problems } = parseFrontmatter('---\ndate: 2025-05-14\nauthors:\n  - Ada\n  - name: Lin\n    link: https://x.dev\nblog: false\n---\n', FILE);
    expect(problems).toEqual([]);
    expect(data.date).toBe('2025-05-14');
    expect(data.authors).toEqual(['Ada', { name: 'Lin', link: 'https://x.dev' }]);
  });

  it('takes one author as a name', () => {
    expect(parseFrontmatter('---\nauthors: Ada\n---\n', FILE).data.authors).toEqual(['Ada']);
  });

  it('names the file, the line and the expected shape for a bad date, bad authors or a non-boolean blog', () => {
    const { problems } = parseFrontmatter('---\ntitle: x\ndate: 14/05/2025\nauthors: [1]\nblog: yes\n---\n', FILE);
    expect(problems).toEqual([
      { file: FILE, line: 5, message: 'invalid frontmatter: "blog" must be true or false, got "yes"' },
      { file: FILE, line: 3, message: 'invalid frontmatter: "date" must be a date such as 2025-05-14 or 2025-05-14 08:00:00, got "14/05/2025"' },
      { file: FILE, line: 4, message: 'invalid frontmatter: "authors" must be a name or a list of names (or of { name, link }), got [1]' },
    ]);
    expect(parseFrontmatter('---\ndate: 2025-02-30\n---\n', FILE).problems).toHaveLength(1);
  });
});

describe('post dates with a time, and other forms', () => {
  it.each([
    ['2023-11-22 08:00:00', '2023-11-22'],
    ['2023-11-22T23:30:00+08:00', '2023-11-22'],
    ['2023-11-22T01:00:00-05:00', '2023-11-22'],
    ['2023-11-22T08:00Z', '2023-11-22'],
    ['"May 14, 2025"', '2025-05-14'],
    ['14 May 2025 10:00', '2025-05-14'],
  ])('date: %s is the day written, %s', (value, day) => {
    const { data, problems } = parseFrontmatter(`---\ndate: ${value}\n---\n`, FILE);
    expect(problems).toEqual([]);
    expect(data.date).toBe(day);
  });

  it.each([['2023-02-30 08:00:00'], ['20230514'], ['soon'], ['2023-11-22 25:99']])('date: %s is an error naming the line', (value) => {
    const { problems } = parseFrontmatter(`---\ntitle: x\ndate: ${value}\n---\n`, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, line: 3 });
  });
});

describe('Rspress page types and keys', () => {
  it('takes doc-wide as a doc page without sidebar and outline, unless the page turns them on', () => {
    expect(parseFrontmatter('---\npageType: doc-wide\n---\n', FILE)).toMatchObject({ data: { pageType: 'doc-wide', sidebar: false, outline: false }, problems: [], warnings: [] });
    expect(parseFrontmatter('---\npageType: doc-wide\noutline: true\n---\n', FILE).data).toMatchObject({ pageType: 'doc-wide', sidebar: false, outline: true });
  });

  it("keeps Rspress's context (a file-read sidebar's data-context) without a warning, and builds the page", () => {
    const { data, problems, warnings } = parseFrontmatter('---\ntitle: x\ntag: new\nhead:\n  - [meta, { name: a }]\ncontext: guide\n---\n', FILE);
    expect(problems).toEqual([]);
    expect(data.title).toBe('x');
    expect(data.context).toBe('guide');
    expect(warnings).toEqual([]);
  });

  it('takes head entries of <meta> and <link>, warns about other tags, and names a malformed head', () => {
    const ok = parseFrontmatter('---\nhead:\n  - [meta, { name: keywords, content: docs }]\n  - [link, { rel: canonical, href: /x }]\n---\n', FILE);
    expect(ok).toMatchObject({ problems: [], warnings: [] });
    const script = parseFrontmatter('---\ntitle: x\nhead:\n  - [script, { src: /a.js }]\n---\n', FILE);
    expect(script.problems).toEqual([]);
    expect(script.warnings).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/^frontmatter "head": <script> is left out/) })]);
    expect(parseFrontmatter('---\nhead: [meta]\n---\n', FILE).problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/^invalid frontmatter: "head" must be a list of \[tag, \{ attribute: value \}\]/) }),
    ]);
  });

  it('honours the Rspress keys that are also ours without a word', () => {
    const source = '---\npageType: home\noverview: false\noverviewHeaders: [2]\nfooter: false\nnavbar: true\nhero:\n  name: X\nfeatures:\n  - title: A\n---\n';
    expect(parseFrontmatter(source, FILE)).toMatchObject({ problems: [], warnings: [] });
  });
});

describe('an unclosed frontmatter fence', () => {
  it('is an error at line 1 that says how to close it', () => {
    const result = parseFrontmatter('---\ntitle: Start\ndescription: x\n\n# Start\n\nText.\n', 'docs/en/start.md');
    expect(result.problems).toEqual([
      { file: 'docs/en/start.md', line: 1, column: 1, message: 'the frontmatter opened on line 1 is never closed: add a line with --- after its last key' },
    ]);
  });
  it('is not confused with a closed block or a page without frontmatter', () => {
    expect(parseFrontmatter('---\ntitle: x\n---\n# A\n', 'a.md').problems).toEqual([]);
    expect(parseFrontmatter('# A\n\n---\n\nB\n', 'a.md').problems).toEqual([]);
  });
});

describe('simpleFrontmatter (the YAML parser skipped for quoted strings)', () => {
  const samples = [
    'title: "Configure Code Blocks"',
    "title: 'It''s'",
    "title: 'Plain: with a colon # and a hash'\ndescription: \"中文 标题\"",
    'title: ""',
    'title:   "spaced"   ',
    'title: "a"\ntitle: "b"',
    'title: "with \\"escape\\""',
    'title: "x" # a comment',
    'title:"no space"',
    'title: plain',
    'null: "x"',
    'title: "x"\r',
    '  title: "indented"',
    'tags:\n  - "a"',
    '',
  ];

  it('reads what YAML reads, or leaves the frontmatter to YAML', () => {
    for (const yaml of samples) {
      const fast = simpleFrontmatter(yaml);
      if (fast) expect(fast, yaml).toEqual(parseDocument(yaml).toJS());
    }
  });

  it('takes the quoted one-line keys most pages have, and nothing with escapes, comments, duplicates or other values', () => {
    expect(samples.map((yaml) => simpleFrontmatter(yaml) !== null)).toEqual([true, false, true, true, true, false, false, false, false, false, false, false, false, false, false]);
    expect(simpleFrontmatter("title: 'Plain: with a colon # and a hash'\ndescription: \"中文 标题\"")).toEqual({ title: 'Plain: with a colon # and a hash', description: '中文 标题' });
  });
});
