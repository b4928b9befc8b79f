import { describe, expect, it } from 'vitest';
import { sectionLoadersFromData, type SectionData } from './server';

describe('sectionLoadersFromData', () => {
  it("makes a section's route records when the section is first loaded, once (a build's main thread loads few of them)", async () => {
    let reads = 0;
    const section = (path: string): SectionData => ({
      get routes() {
        reads++;
        return [{ path, filePath: `en${path}.md`, lang: 'en', version: '', file: `/site/docs/en${path}.md` }];
      },
      sidebars: {},
    });
    const loaded: string[] = [];
    const loaders = sectionLoadersFromData({ 'en||a': section('/a/x'), 'en||b': section('/b/y') }, async (file) => (loaded.push(file), { default: () => null, pageData: {} as never }));
    expect(reads).toBe(0);
    const first = await loaders['en||a']!();
    expect(reads).toBe(1);
    expect(await loaders['en||a']!()).toBe(first);
    expect(reads).toBe(1);
    expect(first.routes.map((r) => r.path)).toEqual(['/a/x']);
    await first.routes[0]!.element();
    expect(loaded).toEqual(['/site/docs/en/a/x.md']);
  });
});
