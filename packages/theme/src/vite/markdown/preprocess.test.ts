import { describe, expect, it } from 'vitest';
import { preprocessMarkdown, readableMarkdown } from './preprocess';

describe('preprocessMarkdown: container titles', () => {
  it.each([
    [':::tip Title', ':::tip[Title]'],
    [':::warning   Watch out  ', ':::warning[Watch out]'],
    [':::details Click to expand', ':::details[Click to expand]'],
    ['::::danger Four colons', '::::danger[Four colons]'],
    ['  :::info Indented', '  :::info[Indented]'],
    [':::tip Use [brackets] here', ':::tip[Use \\[brackets\\] here]'],
    [':::tip 中文标题', ':::tip[中文标题]'],
    // Rspress's spellings: a space after the colons, titles as attributes, MDX-escaped attributes.
    ['::: tip', ':::tip'],
    ['::: warning Watch out', ':::warning[Watch out]'],
    ['  ::: details', '  :::details'],
    [':::tip{title="Custom"}', ':::tip[Custom]'],
    [":::tip {title='Custom'}", ':::tip[Custom]'],
    ['::: tip {title="With space"}', ':::tip[With space]'],
    [':::tip\\{title="Escaped"}', ':::tip[Escaped]'],
    [':::tip\\{title="Both escaped"\\}', ':::tip[Both escaped]'],
    [':::important{title=Bare}', ':::important[Bare]'],
    [':::tip{title="Use [x]"}', ':::tip[Use \\[x\\]]'],
    ['::: tip [Label]', ':::tip[Label]'],
  ])('%j → %j', (input, output) => {
    expect(preprocessMarkdown(input)).toBe(output);
  });

  it.each([[':::tip'], [':::tip[Already]'], [':::tip{.custom}'], [':::tip {.custom}'], [':::'], ['text :::tip Title'], [':: tip Title']])(
    'leaves %j alone',
    (line) => {
      expect(preprocessMarkdown(line)).toBe(line);
    },
  );
});

describe('preprocessMarkdown: explicit heading ids', () => {
  it.each([
    ['## Install {#install}', '## Install \\{#install\\}'],
    ['# Title {#top}', '# Title \\{#top\\}'],
    ['### lib.autoExternal {#lib.auto-external}', '### lib.autoExternal \\{#lib.auto-external\\}'],
    ['###### Deep {#deep_id}   ', '###### Deep \\{#deep_id\\}'],
    ['## 快速上手 {#quick-start}', '## 快速上手 \\{#quick-start\\}'],
    // MDX-escaped, as Rspress sites write them: no `\` is left before the id.
    ['## Install \\{#install}', '## Install \\{#install\\}'],
    ['## Install \\{#install\\}', '## Install \\{#install\\}'],
    ['### output.target \\{#output-target}  ', '### output.target \\{#output-target\\}'],
  ])('%j → %j', (input, output) => {
    expect(preprocessMarkdown(input)).toBe(output);
  });

  it.each([['## No id'], ['Text {#not-a-heading}'], ['#NoSpace {#x}'], ['####### Seven {#x}'], ['## Bad {#has space}'], ['## Mid {#x} text']])(
    'leaves %j alone',
    (line) => {
      expect(preprocessMarkdown(line)).toBe(line);
    },
  );
});

describe('preprocessMarkdown: fenced code', () => {
  it('does not touch lines inside backtick or tilde fences', () => {
    const source = ['```md', ':::tip Title', '## Install {#install}', '```', '~~~', ':::tip Other', '~~~', ':::tip Outside'].join('\n');
    expect(preprocessMarkdown(source)).toBe(
      ['```md', ':::tip Title', '## Install {#install}', '```', '~~~', ':::tip Other', '~~~', ':::tip[Outside]'].join('\n'),
    );
  });

  it('needs a closing fence at least as long and of the same kind', () => {
    const source = ['````md', '```', ':::tip Inside', '~~~~', '```', '## In {#in}', '````', '## Out {#out}'].join('\n');
    expect(preprocessMarkdown(source)).toBe(
      ['````md', '```', ':::tip Inside', '~~~~', '```', '## In {#in}', '````', '## Out \\{#out\\}'].join('\n'),
    );
  });

  it('treats an indented fence inside a list like any fence', () => {
    const source = ['- item', '  ```sh', '  :::tip x', '  ```', ':::tip y'].join('\n');
    expect(preprocessMarkdown(source)).toBe(['- item', '  ```sh', '  :::tip x', '  ```', ':::tip[y]'].join('\n'));
  });

  it('keeps the number of lines so positions still match the source', () => {
    const source = '# A {#a}\n\n:::tip T\nx\n:::\n\n```js\nconst a = 1;\n```\n';
    expect(preprocessMarkdown(source).split('\n')).toHaveLength(source.split('\n').length);
  });
});

describe('readableMarkdown (the .md copy)', () => {
  it('writes MDX-escaped heading ids as plain Markdown ones, outside code only', () => {
    const body = ['## Install \\{#install}', 'Text \\{#kept} in prose.', '```md', '## In code \\{#code}', '```', '### B {#b}'].join('\n');
    expect(readableMarkdown(body)).toBe(['## Install {#install}', 'Text \\{#kept} in prose.', '```md', '## In code \\{#code}', '```', '### B {#b}'].join('\n'));
  });

  it('returns a page without such a heading as it is', () => {
    const body = '# A {#a}\n\nText.\n';
    expect(readableMarkdown(body)).toBe(body);
  });
});

describe('preprocessMarkdown: containers holding a ::: line', () => {
  it('lengthens the fences of a container whose code shows a closing :::', () => {
    const source = [':::warning Notes', '```mdx', ':::tip', 'x', ':::', '```', ':::', 'after'].join('\n');
    expect(preprocessMarkdown(source)).toBe(['::::warning[Notes]', '```mdx', ':::tip', 'x', ':::', '```', '::::', 'after'].join('\n'));
  });

  it('lengthens an outer container past a nested one with as many colons, innermost first', () => {
    const source = [':::details Outer', ':::tip', 'inner', ':::', 'outer text', ':::'].join('\n');
    expect(preprocessMarkdown(source)).toBe(['::::details[Outer]', ':::tip', 'inner', ':::', 'outer text', '::::'].join('\n'));
  });

  it('leaves containers alone that need nothing', () => {
    const source = ['::::info Outer', ':::tip', 'x', ':::', '::::', '', ':::tip', '```', 'code', '```', ':::', ':::'].join('\n');
    expect(preprocessMarkdown(source)).toBe(['::::info[Outer]', ':::tip', 'x', ':::', '::::', '', ':::tip', '```', 'code', '```', ':::', ':::'].join('\n'));
  });
});
