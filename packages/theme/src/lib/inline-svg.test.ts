import { describe, expect, it } from 'vitest';
import { isInlineSvg } from './inline-svg';

describe('isInlineSvg', () => {
  it('accepts one svg element, with surrounding whitespace', () => {
    expect(isInlineSvg('<svg viewBox="0 0 24 24"><path d="M4 4h16"/></svg>')).toBe(true);
    expect(isInlineSvg('  <svg>\n<circle r="2"/>\n</svg>\n')).toBe(true);
  });

  it('refuses text, image paths and markup that is not an svg element', () => {
    expect(isInlineSvg('⚡️')).toBe(false);
    expect(isInlineSvg('/icons/bolt.svg')).toBe(false);
    expect(isInlineSvg('<svgx></svgx>')).toBe(false);
    expect(isInlineSvg('<div><svg></svg></div>')).toBe(false);
    expect(isInlineSvg('<svg></svg><img src=x>')).toBe(false);
  });

  it('refuses markup that could run code', () => {
    expect(isInlineSvg('<svg><script>alert(1)</script></svg>')).toBe(false);
    expect(isInlineSvg('<svg onload="alert(1)"></svg>')).toBe(false);
    expect(isInlineSvg('<svg><a href="javascript:alert(1)"><path/></a></svg>')).toBe(false);
    expect(isInlineSvg('<svg><foreignObject><div></div></foreignObject></svg>')).toBe(false);
  });
});
