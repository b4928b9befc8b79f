import { describe, expect, it } from 'vitest';
import { fixTsconfig } from './tsconfig';

describe('fixTsconfig', () => {
  const text = JSON.stringify({ compilerOptions: { paths: { '@en/*': ['./docs/en/*'] } }, include: ['docs', 'theme', 'site.config.ts'] });

  it("adds the docs' pages to include when pages import through paths (Vite applies paths only to included files)", () => {
    const fixed = fixTsconfig(text, () => true, {}, 'docs');
    expect(JSON.parse(fixed!.text).include).toEqual(['docs', 'theme', 'site.config.ts', 'docs/**/*.mdx', 'docs/**/*.md']);
    expect(fixed!.notes.map((n) => n.subject)).toEqual(['tsconfig.json include']);
  });

  it('leaves a tsconfig without paths, or that includes the pages already, as it is', () => {
    expect(fixTsconfig(JSON.stringify({ include: ['docs', 'site.config.ts'] }), () => true, {}, 'docs')).toBeUndefined();
    expect(fixTsconfig(JSON.stringify({ compilerOptions: { paths: { '@en/*': ['./docs/en/*'] } }, include: ['docs', 'site.config.ts', 'docs/**/*.mdx', 'docs/**/*.md'] }), () => true, {}, 'docs')).toBeUndefined();
  });
});
