import { describe, expect, it } from 'vitest';
import { BUILTIN_MDX_COMPONENTS } from '../vite/components-check';
import { defaultMdxComponents } from './mdx-components';

describe('the build’s list of built-in MDX components', () => {
  it('is what every page gets at run time (plus `a` for Markdown links)', () => {
    expect(Object.keys(defaultMdxComponents).filter((k) => k !== 'a').sort()).toEqual([...BUILTIN_MDX_COMPONENTS].sort());
  });
});
