import { describe, expect, it } from 'vitest';
import { frontCode, frontDecode } from './vocabulary';

describe('front coding', () => {
  it('writes each term as the shared prefix length and the rest', () => {
    expect(frontCode(['config', 'configure', 'content'])).toBe('0config 6ure 3tent');
  });

  it('round-trips Latin, Chinese and astral characters', () => {
    const terms = ['a', 'ab', 'abcdefghijklmnop', 'abcdefghijklmnopq', '类型', '类声', '𠀀a', '𠀁b'].sort();
    expect(frontDecode(frontCode(terms))).toEqual(terms);
    expect(frontDecode(JSON.parse(JSON.stringify(frontCode(terms))) as string)).toEqual(terms);
  });

  it('decodes an empty vocabulary', () => {
    expect(frontDecode('')).toEqual([]);
  });
});
