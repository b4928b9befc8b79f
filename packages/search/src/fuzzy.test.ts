import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './fuzzy';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('extrnal', 'external', 2)).toBe(1);
    expect(editDistance('confg', 'config', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('bundel', 'bundle', 1)).toBe(1);
  });

  it('stops at max + 1', () => {
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('short', 'muchlongerword', 2)).toBe(3);
  });

  it('measures against the closest prefix in prefix mode', () => {
    expect(editDistance('exte', 'external', 1, true)).toBe(0);
    expect(editDistance('exrt', 'external', 1, true)).toBe(1);
    expect(editDistance('exrt', 'external', 1, false)).toBe(2);
  });
});

describe('allowedEdits', () => {
  it('allows none below 4 letters, 1 from 4, 2 from 8', () => {
    expect(allowedEdits('bun')).toBe(0);
    expect(allowedEdits('bund')).toBe(1);
    expect(allowedEdits('extrnal')).toBe(1);
    expect(allowedEdits('typescrpt')).toBe(2);
  });
});
