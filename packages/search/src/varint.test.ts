import { describe, expect, it } from 'vitest';
import { decodeVarints, encodeVarints } from './varint';

describe('varint', () => {
  it('round-trips small and large numbers', () => {
    const values = [0, 1, 45, 46, 2115, 2116, 97335, 97336, 123456789];
    expect(decodeVarints(encodeVarints(values))).toEqual(values);
  });

  it('spends one symbol below 46 and two below 2116', () => {
    expect(encodeVarints([45])).toHaveLength(1);
    expect(encodeVarints([46])).toHaveLength(2);
    expect(encodeVarints([2115])).toHaveLength(2);
    expect(encodeVarints([2116])).toHaveLength(3);
  });

  it('uses only symbols JSON keeps as they are, and never a space', () => {
    const text = encodeVarints(Array.from({ length: 3000 }, (_, k) => k * 37));
    expect(text).not.toMatch(/[\s"\\]/);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });

  it('rejects foreign symbols', () => {
    expect(() => decodeVarints('a b')).toThrow(/Invalid varint/);
  });
});
