import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { starterDeps } from '../deps';
import { isRspressPackage, rewritePackageJson } from './package-json';
import { FIXTURE } from './test-support';

const ours = starterDeps({ projectDir: '/x/site', version: '1.2.3' });

describe('rewritePackageJson', () => {
  it('replaces Rspress and uninstallable specs with ours and sets the rsdocs scripts (the fixture)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'package.json'), 'utf8'));
    const { pkg: out, notes } = rewritePackageJson(pkg, ours, { outDir: 'build' });
    expect(out.name).toBe('lantern-website');
    expect(out.type).toBe('module');
    expect(out.scripts).toEqual({ dev: 'rsdocs dev', build: 'rsdocs build --out-dir build', preview: 'rsdocs preview --out-dir build' });
    expect(out.dependencies).toEqual({ '@rsdocs/search': '^1.2.3', '@rsdocs/theme': '^1.2.3', react: '^19.2.0', 'react-dom': '^19.2.0' });
    expect(out.devDependencies).toEqual({ '@types/node': '^20.19.0', '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0', typescript: '5.9.3', vite: '^8.0.0' });
    const all = JSON.stringify(out);
    expect(all).not.toMatch(/catalog:|workspace:|@rspress\/|rspress-plugin|@shikijs/);
    expect(notes.find((n) => n.subject === '@acme/tsconfig@workspace:*')?.port).toMatch(/npm install -D @acme\/tsconfig/);
    expect(notes.find((n) => n.subject.startsWith('@rspress/core@catalog:'))?.detail).toMatch(/Rspress, its plugins/);
    expect(notes.find((n) => n.subject === 'scripts.build')?.detail).toBe('was `rspress build`, now `rsdocs build --out-dir build`');
  });

  it('keeps other dependencies and scripts, and writes no --out-dir for dist', () => {
    const { pkg: out, notes } = rewritePackageJson(
      { scripts: { lint: 'eslint .', dev: 'rsdocs dev' }, dependencies: { clsx: '^2.1.1', react: '^18.0.0' }, devDependencies: { sass: '^1.80.0', rstack: '^0.1.0' } },
      ours,
      { outDir: 'dist' },
    );
    expect(out.scripts).toEqual({ lint: 'eslint .', dev: 'rsdocs dev', build: 'rsdocs build', preview: 'rsdocs preview' });
    expect(out.dependencies).toMatchObject({ clsx: '^2.1.1', react: '^19.2.0' });
    expect(out.devDependencies).toMatchObject({ sass: '^1.80.0' });
    expect(out.devDependencies).not.toHaveProperty('rstack');
    // The unchanged dev script is not worth a note.
    expect(notes.map((n) => n.subject)).not.toContain('scripts.dev');
  });

  it('adds sass when the site has Sass stylesheets, unless it has a Sass compiler already', () => {
    expect(rewritePackageJson({}, ours, { outDir: 'dist', sass: true }).pkg.devDependencies).toMatchObject({ sass: '^1.80.0' });
    expect(rewritePackageJson({}, ours, { outDir: 'dist' }).pkg.devDependencies).not.toHaveProperty('sass');
    const own = rewritePackageJson({ devDependencies: { 'sass-embedded': '^1.90.0' } }, ours, { outDir: 'dist', sass: true });
    expect(own.pkg.devDependencies).not.toHaveProperty('sass');
    expect(own.pkg.devDependencies).toMatchObject({ 'sass-embedded': '^1.90.0' });
  });

  it('installs ours from tarballs with file: specs', () => {
    const fromTarballs = starterDeps({ projectDir: '/w/site', tarballs: { theme: '/w/packs/rsdocs-theme-0.1.0.tgz', search: '/w/packs/rsdocs-search-0.1.0.tgz' } });
    const { pkg: out } = rewritePackageJson({ devDependencies: { '@rspress/core': '^2.0.0' } }, fromTarballs, { outDir: 'doc_build' });
    expect(out.dependencies).toMatchObject({ '@rsdocs/theme': 'file:../packs/rsdocs-theme-0.1.0.tgz', '@rsdocs/search': 'file:../packs/rsdocs-search-0.1.0.tgz' });
  });

  it("keeps an Rspress UI library or a monorepo spec the pages import (installable), never Rspress's own packages", () => {
    const { pkg: out, notes } = rewritePackageJson(
      { devDependencies: { '@rstack-dev/doc-ui': 'catalog:', '@rspress/plugin-rss': '^2.0.0', 'chart-kit': 'workspace:*', 'fast-glob': 'catalog:', 'rsbuild-plugin-x': '^1.0.0' } },
      ours,
      { outDir: 'dist', imported: new Set(['@rstack-dev/doc-ui', '@rspress/plugin-rss', 'chart-kit', 'rsbuild-plugin-x']) },
    );
    expect(out.devDependencies).toMatchObject({ '@rstack-dev/doc-ui': 'latest', 'chart-kit': 'latest' });
    for (const gone of ['@rspress/plugin-rss', 'fast-glob', 'rsbuild-plugin-x']) expect(out.devDependencies).not.toHaveProperty(gone);
    expect(notes.find((n) => n.subject === '@rstack-dev/doc-ui@catalog:')?.detail).toMatch(/^kept as `latest`/);
    const pinned = rewritePackageJson({ dependencies: { '@rstack-dev/doc-ui': '^1.14.0' } }, ours, { outDir: 'dist', imported: new Set(['@rstack-dev/doc-ui']) });
    expect(pinned.pkg.dependencies).toMatchObject({ '@rstack-dev/doc-ui': '^1.14.0' });
  });

  it('knows Rspress, its plugins and wrappers', () => {
    for (const name of ['rspress', '@rspress/core', '@rspress/plugin-rss', 'rspress-plugin-font-open-sans', 'rstack', '@rstack-dev/doc-ui', '@rsbuild/plugin-sass', 'rsbuild-plugin-open-graph'])
      expect(isRspressPackage(name), name).toBe(true);
    for (const name of ['react', 'sass', 'clsx', 'rspress-like']) expect(isRspressPackage(name), name).toBe(false);
  });
});
