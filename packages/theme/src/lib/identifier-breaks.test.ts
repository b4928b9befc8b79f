import { describe, expect, it } from 'vitest';
import { identifierPieces } from './identifier-breaks';

describe('identifierPieces', () => {
  it('splits after the dots that join names', () => {
    expect(identifierPieces('rslib.startMFDevServer')).toEqual(['rslib.', 'startMFDevServer']);
    expect(identifierPieces('output.distPath.root')).toEqual(['output.', 'distPath.', 'root']);
    expect(identifierPieces('lib.dts.bundle.bundledPackages')).toEqual(['lib.', 'dts.', 'bundle.', 'bundledPackages']);
    expect(identifierPieces('createRslib().build')).toEqual(['createRslib().', 'build']);
  });

  it('keeps text without joining dots whole', () => {
    expect(identifierPieces('Interactions with other options')).toEqual(['Interactions with other options']);
    expect(identifierPieces('Upgrade to v1.2')).toEqual(['Upgrade to v1.2']);
    expect(identifierPieces('It ends. Then more')).toEqual(['It ends. Then more']);
    expect(identifierPieces('.npmrc files')).toEqual(['.npmrc files']);
    expect(identifierPieces('配置 lib.format')).toEqual(['配置 lib.', 'format']);
  });

  it('gives the text back unchanged when joined', () => {
    for (const text of ['rslib.startMFDevServer', 'a.b.c', '', 'no dots']) expect(identifierPieces(text).join('')).toBe(text);
  });
});
