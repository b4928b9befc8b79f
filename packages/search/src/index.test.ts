import { describe, expect, it } from 'vitest';
import { buildIndex } from './build';
import { splitIndex } from './files';
import { EN } from './fixtures';
import * as api from './index';

describe('loadIndex', () => {
  it('loads the index object or its JSON text', () => {
    const index = buildIndex(EN, { lang: 'en' });
    const fromObject = api.loadIndex(index).search('dts.bundle');
    const fromText = api.loadIndex(JSON.stringify(index)).search('dts.bundle');
    expect(fromObject[0]!.anchor).toBe('dts-bundle');
    expect(fromText).toEqual(fromObject);
  });

  it('loads a sharded index from its root and files, and says which files are missing', () => {
    const index = buildIndex(EN, { lang: 'en' }, { termShard: 150, headShard: 60, fragment: 100 });
    const files = splitIndex(index, 'search.json');
    const byName = Object.fromEntries(files.slice(1).map((f) => [f.fileName.replace(/^search\/|\.json$/g, ''), f.source]));
    const root = files[0]!.source;
    expect(api.loadIndex(root, byName).search('dts.bundle')).toEqual(api.loadIndex(index).search('dts.bundle'));
    expect(() => api.loadIndex(root, {})).toThrow(/missing: t0, t1/);
  });

  it('exports the browser API and nothing from the builder', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['IndexNotLoadedError', 'LazyIndex', 'Searcher', 'createIndexSource', 'createLocalSource', 'createRemoteSearch', 'fold', 'indexFileUrl', 'loadIndex', 'openIndex', 'queryTerms', 'snippetWidth', 'tokenize'].sort(),
    );
  });
});
