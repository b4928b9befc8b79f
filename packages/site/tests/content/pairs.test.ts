/**
 * en ↔ zh drift: every English page and its Chinese twin have the same sections (heading depth + id, in order)
 * and the same code blocks (count, language, code with comments ignored). Fails with one line per drifting pair,
 * naming both files and the first difference.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPages, parsePage } from './pages';
import { firstPairDifference, normalizeCode, pairPages } from './pairs';

describe('normalizeCode', () => {
  it('ignores translated comments in TypeScript, keeping strings that look like comments', () => {
    const en = "export default {\n  // build ESM\n  url: 'http://x/*y*/', /* note */\n};";
    const zh = "export default {\n  // 构建 ESM\n  // 第二行注释\n  url: 'http://x/*y*/', /* 说明 */\n};";
    expect(normalizeCode('ts', en)).toBe(normalizeCode('ts', zh));
    expect(normalizeCode('ts', en)).toContain("'http://x/*y*/'");
  });

  it('ignores # comments in shell but not a # inside quotes', () => {
    expect(normalizeCode('bash', 'npx rslib build # build once')).toBe('npx rslib build');
    expect(normalizeCode('bash', 'echo "#tag"')).toBe('echo "#tag"');
  });

  it('keeps // in CSS (not a comment there) and drops /* */', () => {
    expect(normalizeCode('css', '.a { background: url(http://x/y.png); } /* 背景 */')).toBe('.a { background: url(http://x/y.png); }');
  });

  it('drops notes after # or // in plain-text trees', () => {
    expect(normalizeCode('text', 'dist/\n└── index.js   # the bundle')).toBe(normalizeCode('text', 'dist/\n└── index.js   # 打包产物'));
  });

  it('still sees a changed line of code', () => {
    expect(normalizeCode('ts', "format: 'esm', // a")).not.toBe(normalizeCode('ts', "format: 'cjs', // a"));
  });
});

/** Write a page pair into a temporary docs folder and parse both. */
function pair(en: string, zh: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairs-'));
  const file = (lang: string, body: string) => {
    const f = path.join(dir, lang, 'page.mdx');
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, `---\ndescription: a page\n---\n\n${body}`);
    return f;
  };
  const result = [parsePage(file('en', en), 'en', '/page'), parsePage(file('zh', zh), 'zh', '/zh/page')] as const;
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

describe('firstPairDifference', () => {
  const en = '# Title\n\n## Install {#install}\n\n```bash\nnpm i x # install\n```\n\n### Options\n\n```ts\nconst a = 1; // one\n```\n';

  it('accepts a translated twin (title, prose and comments differ)', () => {
    const zh = '# 标题\n\n## 安装 {#install}\n\n```bash\nnpm i x # 安装\n```\n\n### 选项 {#options}\n\n```ts\nconst a = 1; // 一\n```\n';
    expect(firstPairDifference(...pair(en, zh))).toBeNull();
  });

  it('names both files and the first heading that differs', () => {
    const zh = '# 标题\n\n## 安装 {#install}\n\n```bash\nnpm i x\n```\n\n### 选项\n\n```ts\nconst a = 1;\n```\n';
    const msg = firstPairDifference(...pair(en, zh));
    expect(msg).toMatch(/page\.mdx ↔ .*page\.mdx: heading 2 differs: en h3 #options .* vs zh h3 #选项/);
    expect(msg).toContain('{#options}');
  });

  it('sees a heading at another depth, and a missing heading', () => {
    expect(firstPairDifference(...pair('# T\n\n## A {#a}\n', '# T\n\n### A {#a}\n'))).toMatch(/heading 1 differs: en h2 #a .* vs zh h3 #a/);
    expect(firstPairDifference(...pair('# T\n\n## A {#a}\n\n## B {#b}\n', '# T\n\n## A {#a}\n'))).toMatch(/heading 2 differs: en h2 #b .* vs zh nothing/);
  });

  it('sees a missing code block, another language and changed code', () => {
    expect(firstPairDifference(...pair('# T\n\n```ts\na\n```\n\n```ts\nb\n```\n', '# T\n\n```ts\na\n```\n'))).toMatch(/code block 2 exists only in en/);
    expect(firstPairDifference(...pair('# T\n\n```ts\na\n```\n', '# T\n\n```js\na\n```\n'))).toMatch(/code block 1 is ```ts in en .* but ```js in zh/);
    expect(firstPairDifference(...pair("# T\n\n```ts\nformat: 'esm'\n```\n", "# T\n\n```ts\nformat: 'cjs'\n```\n"))).toMatch(
      /code block 1 .* differs at code line 1 \(comments ignored\): "format: 'esm'" vs "format: 'cjs'"/,
    );
  });
});

describe('every en page and its zh twin', () => {
  const { pairs, unpaired } = pairPages(loadPages());

  it('every page exists in both languages', () => {
    const problems = unpaired.map((p) => `${p.file}: no ${p.lang === 'en' ? 'zh' : 'en'} page for the route ${p.routePath}`);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('have the same headings and code blocks', () => {
    expect(pairs.length).toBeGreaterThan(0);
    const problems = pairs.map(([en, zh]) => firstPairDifference(en, zh)).filter((m): m is string => m !== null);
    expect(problems, `\n${problems.length} page pairs drift apart:\n${problems.join('\n')}\n`).toEqual([]);
  });
});
