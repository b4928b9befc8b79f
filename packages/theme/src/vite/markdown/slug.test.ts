import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Use Typescript', 'use-typescript'],
    ['lib.autoExternal', 'libautoexternal'],
    ['配置 Rslib', '配置-rslib'],
    ['  Hello   World  ', 'hello-world'],
    ['What is Rslib?', 'what-is-rslib'],
    ['C++ & Rust', 'c-rust'],
    ['A -- B', 'a-b'],
    ['`output.target`', 'outputtarget'],
    ['snake_case stays', 'snake_case-stays'],
    ['快速上手（推荐）', '快速上手推荐'],
    ['“引号”与、顿号。', '引号与顿号'],
    ['Node.js 20+', 'nodejs-20'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('createSlugger', () => {
  it('numbers repeated slugs', () => {
    const slug = createSlugger();
    expect(['Options', 'Options', 'options', 'Other'].map((t) => slug(t))).toEqual(['options', 'options-1', 'options-2', 'other']);
  });

  it('prefers an explicit id and falls back to "section" for text without letters', () => {
    const slug = createSlugger();
    expect(slug('Whatever', 'custom-id')).toBe('custom-id');
    expect(slug('???')).toBe('section');
    expect(slug('')).toBe('section-1');
  });

  it('keeps separate counts per page', () => {
    const a = createSlugger();
    const b = createSlugger();
    expect(a('Install')).toBe('install');
    expect(b('Install')).toBe('install');
  });

  it('never hands out the same id twice, even when a heading text looks like a numbered slug', () => {
    const slug = createSlugger();
    const ids = ['A', 'A 1', 'A'].map((t) => slug(t));
    expect(ids).toEqual(['a', 'a-1', 'a-2']);
  });
});
