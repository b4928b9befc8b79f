// Realistic queries with relevance judgments, derived deterministically from the pages.
// Every query carries the set of routes that answer it; quality is measured at page level so that
// page-level engines (FlexSearch as Rspress uses it) and section-level ones compare fairly.

function rng(seed) {
  let a = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (arr) => arr[Math.floor(next() * arr.length)], int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const addTo = (map, key, value) => {
  if (!map.has(key)) map.set(key, new Set());
  map.get(key).add(value);
};

/** One typo in the longest word of at least 5 letters: a dropped letter or two letters swapped. */
function typo(text, r) {
  const words = text.split(' ');
  let k = -1;
  words.forEach((w, i) => {
    if (/^[A-Za-z]{5,}$/.test(w) && (k < 0 || w.length > words[k].length)) k = i;
  });
  if (k < 0) return null;
  const w = words[k];
  const at = r.int(1, w.length - 2);
  words[k] = r.next() < 0.5 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  return words.join(' ');
}

export function makeQueries(docs, lang, perKind = 40) {
  const r = rng(`queries:${lang}`);
  const byTitle = new Map();
  const byHeading = new Map();
  const byIdent = new Map();
  for (const d of docs) {
    addTo(byTitle, d.title, d.routePath);
    for (const h of d.toc) addTo(byHeading, h.text, d.routePath);
    for (const m of d.content.matchAll(/\b[a-z]+(?:[A-Z][a-z]+)+\b|\b[a-z]+\.[a-z][A-Za-z]+\b/g)) addTo(byIdent, m[0], d.routePath);
  }
  const titled = docs.filter((d) => d.title && d.routePath !== '/' && d.routePath !== `/${lang}/`);
  const titlesWhere = (pred) => new Set(titled.filter((d) => pred(d.title)).map((d) => d.routePath));
  const queries = [];
  const seen = new Set();
  const add = (kind, q, relevant) => {
    if (!q || seen.has(q) || !relevant || relevant.size === 0) return;
    seen.add(q);
    queries.push({ kind, q, relevant });
  };
  const idents = [...byIdent.keys()].sort();
  const headings = [...byHeading.keys()].sort();

  for (let n = 0; n < perKind * 3 && titled.length; n++) {
    const d = r.pick(titled);
    const k = n % 3;
    if (lang === 'zh') {
      if (k === 0) add('title', d.title, byTitle.get(d.title));
      if (k === 1 && Array.from(d.title).length > 3) {
        const p = Array.from(d.title).slice(0, 3).join('');
        add('prefix', p, titlesWhere((t) => t.startsWith(p)));
      }
      if (k === 2) {
        // The topic without the verb ("构建缓存" from "配置构建缓存"), as visitors type it.
        const m = /^(自定义|[\u4e00-\u9fff]{2})(.+)$/.exec(d.title);
        if (m) {
          const topic = m[2].trim();
          add('topic', topic, titlesWhere((t) => t.includes(topic)));
          // Mixed scripts: a space between Chinese and Latin, words swapped.
          if (/[A-Za-z]/.test(topic)) add('mixed', `${m[1]} ${topic}`, byTitle.get(d.title));
          else add('words', `${topic} ${m[1]}`, byTitle.get(d.title));
        }
      }
    } else {
      const words = d.title.split(' ');
      if (k === 0) add('title', d.title, byTitle.get(d.title));
      if (k === 1 && words.length > 1) {
        // Typing: one word done, the next one begun (one or two keystrokes into it).
        const p = `${words[0]} ${words[1].slice(0, r.int(1, 3))}`.toLowerCase();
        add('prefix', p, titlesWhere((t) => t.toLowerCase().startsWith(p)));
      }
      if (k === 2) {
        const t = typo(d.title, r);
        if (t) add('typo', t.toLowerCase(), byTitle.get(d.title));
        if (words.length > 1) add('words', [...words].reverse().join(' ').toLowerCase(), byTitle.get(d.title));
      }
    }
  }
  for (let n = 0; n < perKind && headings.length; n++) {
    const h = r.pick(headings);
    add('heading', h, byHeading.get(h));
  }
  for (let n = 0; n < perKind / 2 && idents.length; n++) {
    const id = r.pick(idents);
    add('ident', id, byIdent.get(id));
    // The same identifier typed as words: `social links` for socialLinks.
    if (n % 2 === 0 && /[A-Z]/.test(id)) add('ident', id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(), byIdent.get(id));
  }
  return queries;
}

/** Reciprocal rank of the first relevant page among the first 10 distinct pages returned. */
export function reciprocalRank(routes, relevant) {
  const seen = [];
  for (const route of routes) {
    if (seen.includes(route)) continue;
    seen.push(route);
    if (relevant.has(route)) return 1 / seen.length;
    if (seen.length >= 10) break;
  }
  return 0;
}
