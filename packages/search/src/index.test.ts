import { describe, expect, it } from 'vitest';
import { buildIndex } from './build';
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

  it('exports the browser API and nothing from the builder', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['Searcher', 'createLocalSource', 'createRemoteSearch', 'fold', 'loadIndex', 'queryTerms', 'snippetWidth', 'tokenize'].sort(),
    );
  });
});
