import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { SpillFile } from '../cache/spill';
import type { CompiledPage } from '../markdown/compile';
import { LazyPage } from './lazy-page';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const spillFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-lazy-'));
  dirs.push(dir);
  return new SpillFile(dir);
};

function compiled(extra: Partial<CompiledPage> = {}): CompiledPage {
  const pageData = { routePath: '/a', title: 'A' } as CompiledPage['pageData'];
  return { file: 'docs/en/a.md', route: { routePath: '/a', lang: 'en', version: '', relativePath: 'en/a.md' }, code: '', content: '["tree"]', pageData, text: 'Plain text.', markdown: '# A', links: [], ids: ['a'], problems: [], warnings: [], components: [], ...extra };
}

describe('LazyPage', () => {
  it('spilled, holds no field of its body or text: each is read back from the file whenever asked, the same', () => {
    const spill = spillFile();
    const page = LazyPage.of(compiled());
    page.spillTo(spill);
    expect(spill.bytes).toBe(Buffer.byteLength('{"routePath":"/a","title":"A"}["tree"]# APlain text.'));
    expect([page.content, page.markdown, page.text, page.code]).toEqual(['["tree"]', '# A', 'Plain text.', '']);
    expect(page.content).toBe('["tree"]');
    // The head is the page's own, as it was.
    expect([page.file, page.pageData.title, page.ids]).toEqual(['docs/en/a.md', 'A', ['a']]);
    expect(page.hasContent).toBe(true);
    spill.close();
  });

  it('spilled, holds not its data but where its JSON is: each read parses a copy, and setting it writes it again', () => {
    const spill = spillFile();
    const data = { routePath: '/a', title: 'A', toc: [{ id: 'x', text: 'X', depth: 2 }] } as unknown as CompiledPage['pageData'];
    const page = LazyPage.of(compiled({ pageData: data }));
    page.spillTo(spill);
    // Read from the file, not kept: a copy each time, equal to what was spilled, and changing one changes nothing.
    const read = spill.read.bind(spill);
    let reads = 0;
    spill.read = (at) => (reads++, read(at));
    expect(page.pageData).toEqual(data);
    expect(page.pageData).not.toBe(page.pageData);
    expect(reads).toBe(3);
    page.pageData.title = 'Changed in a copy';
    expect(page.pageData.title).toBe('A');
    expect(page.pageDataJson()).toBe(JSON.stringify(data));
    // Set: appended to the file, and read from there from then on.
    const before = spill.bytes;
    page.pageData = { ...page.pageData, title: 'B' };
    expect(spill.bytes).toBeGreaterThan(before);
    expect(page.pageData.title).toBe('B');
    expect(Object.keys(page)).not.toContain('pageData');
    spill.close();
  });

  it('not spilled, holds its data itself: the same object, changed in place', () => {
    const page = LazyPage.of(compiled());
    expect(page.pageData).toBe(page.pageData);
    page.pageData.title = 'Changed';
    expect(page.pageData.title).toBe('Changed');
  });

  it('a field emptied after the spill (a written page) reads empty, and a cached page keeps reading its body for the others', () => {
    const spill = spillFile();
    const { content: _, markdown: __, code: ___, ...head } = compiled();
    const page = LazyPage.cached(head, true, () => ({ content: '["cached"]', markdown: '# Cached' }));
    page.spillTo(spill);
    expect([page.content, page.markdown, page.text]).toEqual(['["cached"]', '# Cached', 'Plain text.']);
    page.content = '';
    page.text = '';
    expect([page.content, page.markdown, page.text]).toEqual(['', '# Cached', '']);
    const fresh = LazyPage.of(compiled({ content: undefined, code: 'export default 1' }));
    fresh.spillTo(spill);
    expect([fresh.content, fresh.code, fresh.hasContent]).toEqual([undefined, 'export default 1', false]);
    fresh.code = '';
    expect(fresh.code).toBe('');
    spill.close();
  });

  it('a value set replaces what waited, and is what is read from then on', () => {
    const spill = spillFile();
    const page = LazyPage.of(compiled());
    page.spillTo(spill);
    Object.assign(page, { content: '', markdown: '' });
    page.text = '';
    spill.close(); // nothing is read from it any more
    expect([page.content, page.markdown, page.text]).toEqual(['', '', '']);
    expect(page.hasContent).toBe(true); // still a page with a content tree, its tree let go
  });

  it('a cached page reads its body once, when first asked, and again only after a field was set', () => {
    let reads = 0;
    const { content: _, markdown: __, code: ___, ...head } = compiled();
    const page = LazyPage.cached(head, true, () => (reads++, { content: '["cached"]', markdown: '# Cached' }));
    expect(reads).toBe(0);
    expect([page.content, page.markdown, page.code, page.text]).toEqual(['["cached"]', '# Cached', '', 'Plain text.']);
    expect(reads).toBe(1);
    page.content = '';
    expect(page.markdown).toBe('# Cached');
    expect(reads).toBe(2);
  });

  it('a cached page with JavaScript has no content tree, and its code comes from its body', () => {
    const { content: _, markdown: __, code: ___, ...head } = compiled();
    const page = LazyPage.cached(head, false, () => ({ markdown: '# JS', code: 'export default 1' }));
    expect([page.hasContent, page.content, page.code]).toEqual([false, undefined, 'export default 1']);
  });

  it('stays a fast object in V8, spilled and set again: the fields are accessors of the class, not of each page', () => {
    // V8's own answer (natives syntax, allowed for this function only): an object with accessors of its own is slow.
    v8.setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
    v8.setFlagsFromString('--no-allow-natives-syntax');
    const spill = spillFile();
    const page = LazyPage.of(compiled());
    page.spillTo(spill);
    expect(hasFastProperties(page)).toBe(true);
    page.content = '';
    expect(hasFastProperties(page)).toBe(true);
    expect(Object.keys(page)).not.toContain('content');
    spill.close();
  });
});
