/**
 * Originality: no prose passage of our pages shares a long run of words with Rslib's own docs (8+ English words,
 * 20+ Chinese characters; code, option names, URLs and frontmatter other than `description` ignored). The same
 * comparison as `node scripts/originality.mjs`.
 *
 * Where the Rslib mirror is on the machine (RSLIB_REPO or /work/.mirror/web-infra-dev+rslib/repo) our pages are
 * compared with its docs at HEAD, text against text. Elsewhere (CI) they are compared with
 * `rslib-docs.fingerprints.json`: one 40-bit hash per 8-word / 20-character run of Rslib's docs at a recorded
 * commit, which finds the same runs without keeping any of Rslib's text in this repository. Either way the test
 * runs and can fail; nothing is skipped. The detector itself is tested first on small pages written here.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module without type declarations
import * as lib from '../../scripts/originality-lib.mjs';
// @ts-expect-error -- a plain .mjs module without type declarations
import * as cli from '../../scripts/originality.mjs';
import { DOCS_DIR } from './pages';

type Lang = 'en' | 'zh';
type RefPage = { name: string; source: string };
type Run = { tokens: number; lines: [number, number]; text: string; refs: string[] };
type Index = { lang: Lang; minRun: number; lookup: (key: string) => string[] | undefined; size: number };
type FingerprintSet = { lang: Lang; minRun: number; pages: Record<string, string> };
type FingerprintFile = { commit: string; en: FingerprintSet; zh: FingerprintSet };
type Result = { lang: Lang; rel: string; file: string; runs: Run[] };

const { MIN_RUN, FINGERPRINT_BYTES, buildIndex, indexFromFingerprints, encodeFingerprints, sharedRuns, formatRun } = lib as {
  MIN_RUN: Record<Lang, number>;
  FINGERPRINT_BYTES: number;
  buildIndex: (pages: RefPage[], lang: Lang) => Index;
  indexFromFingerprints: (data: FingerprintSet) => Index;
  encodeFingerprints: (pages: RefPage[], lang: Lang) => FingerprintSet;
  sharedRuns: (source: string, index: Index, preferred?: string) => Run[];
  formatRun: (file: string, run: Run, lang: Lang) => string;
};
const { DEFAULT_MIRROR, FINGERPRINT_FILE, mirrorAvailable, readMirrorPages, checkPages } = cli as {
  DEFAULT_MIRROR: string;
  FINGERPRINT_FILE: string;
  mirrorAvailable: (dir?: string, rev?: string) => boolean;
  readMirrorPages: (dir: string, lang: Lang, rev?: string) => { commit: string; pages: RefPage[] };
  checkPages: (o: { docsDir: string; indexes: Record<Lang, Index>; names: Record<Lang, Set<string>> }) => Result[];
};

// ---- the detector, on pages written for this test ----

const REF_EN: RefPage = {
  name: 'en/ref.mdx',
  source: [
    '---',
    'description: A made-up reference page about packing lunch boxes for long mountain walks.',
    'title: Lunch',
    '---',
    '',
    '# Packing lunch',
    '',
    'Always wrap the sandwiches twice so that rain on the trail cannot soak the bread.',
    '',
    '```js',
    'const lunch = pack({ sandwiches: 2, apples: 3, thermos: true, napkins: "many" });',
    '```',
    '',
    'Read more at https://example.com/a/very/long/url/about/lunch/boxes/and/walks/in/the/hills.',
    '',
    '## Drinks',
    '',
    'Carry water.',
  ].join('\n'),
};

const REF_ZH: RefPage = {
  name: 'zh/ref.mdx',
  source: '# 午餐\n\n出门远足之前先把三明治包两层，这样山路上的雨水就不会把面包泡软了。\n',
};

describe('the originality detector (pages written for this test)', () => {
  const en = buildIndex([REF_EN], 'en');
  const zh = buildIndex([REF_ZH], 'zh');

  it('flags a copied sentence even with other markup, case, punctuation and option names around it', () => {
    const ours = '---\ndescription: ours\n---\n\n# Ours\n\nTip: `pack()` will **Always** wrap the [sandwiches](/x) twice, so that rain on the trail `(x)` cannot soak it.\n';
    const runs = sharedRuns(ours, en, 'en/ref.mdx');
    expect(runs).toHaveLength(1);
    const text = 'always wrap the sandwiches twice so that rain on the trail cannot soak';
    expect(runs[0]).toMatchObject({ tokens: 13, lines: [7, 7], text, refs: ['en/ref.mdx'] });
    expect(formatRun('docs/en/ours.mdx', runs[0]!, 'en')).toBe(`docs/en/ours.mdx:7  13 words shared with en/ref.mdx: "${text}"`);
  });

  it('flags a copied frontmatter description', () => {
    const ours = '---\ndescription: "A made-up reference page about packing lunch boxes, for us."\n---\n\nOther words.\n';
    expect(sharedRuns(ours, en).map((r) => r.lines)).toEqual([[2, 2]]);
  });

  it('does not flag the same facts in other words, nor seven shared words', () => {
    const ours = 'Bread stays dry in the rain when each sandwich has two layers of wrapping.\n\nWrap the sandwiches twice so that rain falls.\n';
    expect(sharedRuns(ours, en)).toEqual([]);
  });

  it('ignores code blocks, inline code, URLs and frontmatter other than the description', () => {
    const ours = [
      '---',
      'title: Packing lunch always wrap the sandwiches twice so that rain on the trail',
      '---',
      '',
      '```js',
      'const lunch = pack({ sandwiches: 2, apples: 3, thermos: true, napkins: "many" });',
      '```',
      '',
      'Use `always wrap the sandwiches twice so that rain on the trail`; see <https://example.com/a/very/long/url/about/lunch/boxes/and/walks/in/the/hills>.',
    ].join('\n');
    expect(sharedRuns(ours, en)).toEqual([]);
  });

  it('does not join words across a heading, list item or paragraph into one run', () => {
    // "... the hills" + "Drinks" + "Carry water." would be 8+ words if blocks were joined
    const ref = buildIndex([{ name: 'en/r.mdx', source: 'One two three four five.\n\n## Six seven\n\nEight nine.\n' }], 'en');
    expect(sharedRuns('One two three four five.\n\n- Six seven\n\nEight nine.\n', ref)).toEqual([]);
    expect(sharedRuns('One two three four five six seven eight nine.\n', ref)).toEqual([]);
  });

  it('flags 20 shared Chinese characters and not 19, whatever Latin words or punctuation sit between them', () => {
    const twenty = '出门远足之前先把三明治包两层，这样山路上的';
    expect(sharedRuns(`# 我们的页面\n\n你可以在 Rslib 里${twenty.slice(0, 8)} \`x\` ${twenty.slice(8)}试试。\n`, zh)).toMatchObject([
      { tokens: 20, text: '出门远足之前先把三明治包两层这样山路上的' },
    ]);
    expect(sharedRuns('# 我们的页面\n\n出门远足之前先把三明治包两层，这样山路上。\n', zh)).toEqual([]);
  });

  it('finds the same runs from fingerprints as from the text, and names the page', () => {
    const ours = 'We always wrap the sandwiches twice so that rain on the trail cannot soak the bread, promise.\n';
    const fromText = sharedRuns(ours, en);
    const fromPrints = sharedRuns(ours, indexFromFingerprints(encodeFingerprints([REF_EN], 'en')));
    expect(fromText).toHaveLength(1);
    expect(fromPrints).toEqual(fromText);
    const zhPrints = indexFromFingerprints(encodeFingerprints([REF_ZH], 'zh'));
    expect(sharedRuns(REF_ZH.source, zhPrints)).toEqual(sharedRuns(REF_ZH.source, zh));
    expect(sharedRuns(REF_ZH.source, zhPrints)).toHaveLength(1);
  });
});

// ---- our pages against Rslib's docs ----

/**
 * Runs on pages outside the reviewed areas, still being written by their owner (content-advanced:
 * guide/advanced/*, guide/framework/*). Listed so the check can guard every other page now; the test fails when
 * an entry no longer occurs, so the list only shrinks. Remove an entry when its passage is rewritten.
 */
const PENDING: Array<{ file: string; text: string }> = [
];

const mirror = mirrorAvailable(DEFAULT_MIRROR, 'HEAD');
const fingerprints = JSON.parse(fs.readFileSync(FINGERPRINT_FILE, 'utf8')) as FingerprintFile;

function referenceIndexes() {
  const indexes = {} as Record<Lang, Index>;
  const names = {} as Record<Lang, Set<string>>;
  for (const lang of ['en', 'zh'] as const) {
    if (mirror) {
      const { pages } = readMirrorPages(DEFAULT_MIRROR, lang, 'HEAD');
      indexes[lang] = buildIndex(pages, lang);
      names[lang] = new Set(pages.map((p) => p.name));
    } else {
      indexes[lang] = indexFromFingerprints(fingerprints[lang]);
      names[lang] = new Set(Object.keys(fingerprints[lang].pages));
    }
  }
  return { indexes, names };
}

const against = mirror ? `Rslib's docs in the mirror at HEAD` : `the fingerprints of Rslib's docs at ${fingerprints.commit.slice(0, 12)}`;

describe(`our pages against ${against}`, () => {
  it('no page shares 8+ English words or 20+ Chinese characters of prose with Rslib’s docs', () => {
    const { indexes, names } = referenceIndexes();
    // the reference is not empty: an empty index would pass everything
    expect(indexes.en.size).toBeGreaterThan(10_000);
    expect(indexes.zh.size).toBeGreaterThan(10_000);
    const results = checkPages({ docsDir: DOCS_DIR, indexes, names });
    const found = results.flatMap((r) => r.runs.map((run) => ({ file: r.file, run, line: formatRun(r.file, run, r.lang) })));
    const isPending = (f: { file: string; run: Run }) => PENDING.some((p) => p.file === f.file && f.run.text.includes(p.text));
    const unexpected = found.filter((f) => !isPending(f)).map((f) => f.line);
    expect(unexpected, `Rewrite these passages in your own words (node scripts/originality.mjs lists them):\n${unexpected.join('\n')}`).toEqual([]);
    const stale = PENDING.filter((p) => !found.some((f) => f.file === p.file && f.run.text.includes(p.text)));
    expect(stale, 'These PENDING entries no longer occur: remove them from tests/content/originality.test.ts').toEqual([]);
  });

  it(`the fingerprint file is well formed${mirror ? ' and matches the mirror at its recorded commit' : ''}`, () => {
    expect(fingerprints.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const lang of ['en', 'zh'] as const) {
      const set = fingerprints[lang];
      expect(set).toMatchObject({ lang, minRun: MIN_RUN[lang] });
      const pages = Object.entries(set.pages);
      expect(pages.length).toBeGreaterThan(50);
      for (const [name, b64] of pages) {
        expect(name.startsWith(`${lang}/`)).toBe(true);
        expect(Buffer.from(b64, 'base64').length % FINGERPRINT_BYTES).toBe(0);
      }
      if (mirror) {
        // refresh with `node scripts/originality.mjs --write-fingerprints` when this fails after an Rslib update
        const { pages: refPages } = readMirrorPages(DEFAULT_MIRROR, lang, fingerprints.commit);
        expect(encodeFingerprints(refPages, lang)).toEqual(set);
      }
    }
  });
});
