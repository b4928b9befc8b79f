import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTarballs, ownVersion, STARTER_VERSIONS, starterDeps } from './deps';

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../..', rel), 'utf8'));

describe('starterDeps', () => {
  it('asks the registry for the release matching this package', () => {
    const deps = starterDeps({ projectDir: '/x/site', version: '1.2.3' });
    expect(deps.dependencies['@rsdocs/theme']).toBe('^1.2.3');
    expect(deps.dependencies['@rsdocs/search']).toBe('^1.2.3');
    expect(deps.devDependencies.typescript).toBe('5.9.3');
  });

  it('points at the tarballs with file: specs relative to the project, so npm never asks the registry for them', () => {
    const deps = starterDeps({ projectDir: '/work/site', tarballs: { theme: '/work/packs/rsdocs-theme-0.1.0.tgz', search: '/work/site/vendor/rsdocs-search-0.1.0.tgz' } });
    expect(deps.dependencies['@rsdocs/theme']).toBe('file:../packs/rsdocs-theme-0.1.0.tgz');
    expect(deps.dependencies['@rsdocs/search']).toBe('file:./vendor/rsdocs-search-0.1.0.tgz');
  });

  it('is released with the theme and search (same version) and pins what the workspace is tested with', () => {
    const theme = read('theme/package.json');
    expect(ownVersion()).toBe(theme.version);
    expect(read('search/package.json').version).toBe(theme.version);
    expect(STARTER_VERSIONS.typescript).toBe(read('../package.json').devDependencies.typescript);
    // The ranges the starter writes must accept the theme's peers.
    for (const peer of ['react', 'react-dom', 'vite'] as const) {
      const major = (range: string) => /\d+/.exec(range)![0];
      expect(major(STARTER_VERSIONS[peer]), peer).toBe(major(theme.peerDependencies[peer]));
    }
  });
});

describe('findTarballs', () => {
  it('finds the newest tarball of each package and explains what is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-rsdocs-'));
    try {
      for (const f of ['rsdocs-theme-0.9.0.tgz', 'rsdocs-theme-0.10.0.tgz', 'rsdocs-search-0.10.0.tgz', 'rsdocs-theme-notes.txt']) fs.writeFileSync(path.join(dir, f), '');
      expect(findTarballs(dir)).toEqual({ theme: path.join(dir, 'rsdocs-theme-0.10.0.tgz'), search: path.join(dir, 'rsdocs-search-0.10.0.tgz') });
      fs.rmSync(path.join(dir, 'rsdocs-search-0.10.0.tgz'));
      expect(() => findTarballs(dir)).toThrow(/no rsdocs-search-<version>\.tgz in .*pack it with `npm pack` in packages\/search/);
      expect(() => findTarballs(path.join(dir, 'nope'))).toThrow(/is not a folder/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
