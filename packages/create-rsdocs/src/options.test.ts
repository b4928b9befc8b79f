import { describe, expect, it } from 'vitest';
import { parseBrand, parseCliArgs, parseLangs, UsageError } from './options';

describe('parseCliArgs', () => {
  it('reads the folder and every flag', () => {
    expect(parseCliArgs(['docs', '--yes', '--langs', 'zh,en', '--template', 'docs', '--brand', '#ABC', '--title', 'Acme', '--tarballs', '../packs'])).toEqual({
      given: { dir: 'docs', langs: ['zh', 'en'], template: 'docs', brand: '#aabbcc', title: 'Acme' },
      yes: true,
      tarballs: '../packs',
      help: false,
    });
  });

  it('leaves out what was not given, so it is asked or defaulted', () => {
    expect(parseCliArgs([])).toEqual({ given: {}, yes: false, tarballs: undefined, help: false });
    expect(parseCliArgs(['-y', '-h'])).toMatchObject({ yes: true, help: true });
  });

  it.each([
    [['--lang', 'en'], "Unknown option '--lang'; see create-rsdocs --help"],
    [['a', 'b'], 'one folder at a time (got a, b)'],
    [['--template', 'wiki'], '--template: unknown template "wiki"; use docs or blog'],
    [['--langs', 'en,it'], '--langs: unknown language "it"; use a comma-separated list of en, zh, zh-TW, ja, ko, es, fr, de, pt-BR, ru, ar, he (the first is the default)'],
    [['--langs', ','], '--langs: empty list; use a comma-separated list of en, zh, zh-TW, ja, ko, es, fr, de, pt-BR, ru, ar, he'],
    [['--brand', 'orange'], '--brand: "orange" is not a colour; use a hex colour such as #6d28d9'],
  ])('%j is refused with "%s"', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('value parsers', () => {
  it('keeps the order of languages (the first is the default) without repeats', () => {
    expect(parseLangs(' ZH, en ,zh')).toEqual(['zh', 'en']);
  });
  it('accepts every language the theme ships UI strings for, in any case, with a few aliases', () => {
    expect(parseLangs('en,zh,ja,ar')).toEqual(['en', 'zh', 'ja', 'ar']);
    expect(parseLangs('ZH-tw,pt-br,ko,es,fr,de,ru,he')).toEqual(['zh-TW', 'pt-BR', 'ko', 'es', 'fr', 'de', 'ru', 'he']);
    expect(parseLangs('zh-CN,pt')).toEqual(['zh', 'pt-BR']);
  });
  it('accepts hex colours with or without # and in short form', () => {
    expect(parseBrand('E67A00')).toBe('#e67a00');
    expect(parseBrand('#0af')).toBe('#00aaff');
  });
});

describe('--from', () => {
  it('converts a folder in place and takes --tarballs only', () => {
    expect(parseCliArgs(['--from', './website', '--tarballs', './packs'])).toMatchObject({ from: './website', tarballs: './packs' });
    expect(() => parseCliArgs(['my-docs', '--from', './website'])).toThrow(/--from converts a project in place and takes only --tarballs \(got my-docs\)/);
    expect(() => parseCliArgs(['--from', './website', '--title', 'X'])).toThrow(/\(got --title\)/);
    expect(() => parseCliArgs(['--from', ' '])).toThrow(/--from: give the folder of the Rspress project/);
    expect(() => parseCliArgs(['--from'])).toThrow(UsageError);
  });
});
