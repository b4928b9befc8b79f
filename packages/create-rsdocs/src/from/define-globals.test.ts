import { describe, expect, it } from 'vitest';
import { definedKeys } from './define-globals';

describe('definedKeys', () => {
  it("lists the keys of each define object, quoted or not, with their lines, and not the values' own keys", () => {
    const text = "x({\n  source: {\n    define: {\n      A: JSON.stringify({ b: 1, c: [2] }),\n      'process.env.D': '\"d\"',\n    },\n  },\n});\nconst other = { define: { E: fn(a, b) } };\n";
    expect(definedKeys(text)).toEqual([
      { name: 'A', line: 4 },
      { name: 'process.env.D', line: 5 },
      { name: 'E', line: 9 },
    ]);
  });
});
