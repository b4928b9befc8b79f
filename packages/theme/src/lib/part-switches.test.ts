import { describe, expect, it } from 'vitest';
import { PART_KEYS, pagePartSwitches, querySwitches, resolvePartSwitches } from './part-switches';

describe('part switches', () => {
  it('reads 0/false and 1/true from the query, leaving other parts out', () => {
    expect(querySwitches('?sidebar=0&outline=false&navbar=1&footer=true&globalUIComponents=no')).toEqual({
      sidebar: false,
      outline: false,
      navbar: true,
      footer: true,
    });
    expect(querySwitches('')).toEqual({});
  });

  it('knows every part key (the inlined copy lists them itself)', () => {
    const all = `?${PART_KEYS.map((k) => `${k}=0`).join('&')}`;
    expect(Object.keys(querySwitches(all)).sort()).toEqual([...PART_KEYS].sort());
  });

  it('combines page type, frontmatter and query; the query wins', () => {
    expect(pagePartSwitches('doc', { outline: false })).toMatchObject({ sidebar: true, outline: false });
    expect(pagePartSwitches('home', {})).toMatchObject({ sidebar: false, footer: true });
    expect(resolvePartSwitches('doc', { outline: false }, '?outline=1&sidebar=0')).toMatchObject({ outline: true, sidebar: false, navbar: true });
    expect(resolvePartSwitches('blank', {}, '')).toMatchObject({ navbar: false });
  });

  it('refers to nothing outside itself, so it can be inlined into the head script', () => {
    const copy = new Function(`return (${querySwitches.toString()})`)() as typeof querySwitches;
    expect(copy('?footer=0')).toEqual({ footer: false });
  });
});
