import { describe, expect, it } from 'vitest';
import { importPlace } from './unresolved-imports';

describe('importPlace', () => {
  it('finds the line and column of the import naming the source', () => {
    const text = "---\ntitle: A\n---\n\nimport Box from '@components/Box';\nimport Missing from './not-there.mdx';\n\n<Missing />\n";
    expect(importPlace(text, './not-there.mdx')).toEqual({ line: 6, column: 22 });
  });

  it('counts a double-quoted import as well', () => {
    expect(importPlace('# T\n\nimport { x } from "pkg-x";\n', 'pkg-x')).toEqual({ line: 3, column: 20 });
  });

  it('has no place for an import the compiler added, which the author did not write', () => {
    expect(importPlace('# Title\n\nSome text.\n', 'react/jsx-runtime')).toBeNull();
  });
});
