import fs from 'node:fs';
import path from 'node:path';
import ts from '/work/wt/search/node_modules/typescript/lib/typescript.js';
import { loadIndex } from '/work/wt/search/packages/search/dist/index.js';
import * as old from '/tmp/old/packages/search/dist/index.js';
import * as oldBuild from '/tmp/old/packages/search/dist/build.js';
const src = fs.readFileSync('tests/search/queries.ts', 'utf8');
fs.writeFileSync('/tmp/queries.mjs', ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
const { en, zh } = await import('/tmp/queries.mjs');
const norm = (r) => { let x = r.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '/'); if (x.length > 1) x = x.replace(/\/+$/, ''); return x || '/'; };
for (const [lang, cases] of [['en', en], ['zh', zh]]) {
  const dir = 'dist/static';
  const rootFile = fs.readdirSync(dir).find((f) => f.startsWith(`search_index.${lang}.`) && f.endsWith('.json'));
  const folder = path.join(dir, rootFile.replace(/\.json$/, ''));
  const files = Object.fromEntries(fs.readdirSync(folder).map((f) => [f.replace(/\.json$/, ''), fs.readFileSync(path.join(folder, f), 'utf8')]));
  const s = loadIndex(fs.readFileSync(path.join(dir, rootFile), 'utf8'), files);
  const st = s.store;
  const docs = [];
  for (let p = 0; p < st.pageCount; p++) {
    let content = ''; const toc = [];
    for (let k = st.pageFirst[p]; k < st.pageFirst[p + 1]; k++) {
      if (k > st.pageFirst[p]) { toc.push({ id: st.anchors[k], text: st.headings[k], depth: 2, charIndex: content.length }); content += st.headings[k] + '\n'; }
      content += st.texts[k] + '\n';
    }
    docs.push({ id: st.ids[p], title: st.titles[p], routePath: st.routes[p], content, toc });
  }
  // depth: take from the new searcher's parent structure
  const o = old.loadIndex(JSON.parse(JSON.stringify(oldBuild.buildIndex(docs, { lang }))));
  const firsts = {};
  for (const [name, searcher] of [['old', o], ['new', s]]) {
    let at1 = 0, at5 = 0;
    for (const c of cases) {
      const pages = [];
      for (const h of searcher.search(c.q, { limit: 100 })) { const r = norm(h.routePath); if (!pages.includes(r)) pages.push(r); }
      const exp = [c.expect].flat().map(norm);
      const rank = Math.min(...exp.map((e) => pages.indexOf(e) + 1).filter((r) => r > 0), Infinity);
      if (rank === 1) at1++; if (rank <= 5) at5++;
      firsts[name + c.q] = rank + ' ' + pages.slice(0, 3).join(' ');
      if (name === 'new' && firsts['old' + c.q].split(' ')[0] !== String(rank)) console.log('  ', JSON.stringify(c.q), exp.join('|'), 'old', firsts['old' + c.q], ' new', firsts['new' + c.q]);
    }
    console.log(lang, name, 'hits@1', (100 * at1 / cases.length).toFixed(1), 'hits@5', (100 * at5 / cases.length).toFixed(1));
  }
}
