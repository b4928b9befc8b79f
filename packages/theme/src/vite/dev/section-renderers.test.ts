import { describe, expect, it } from 'vitest';
import type { SectionData } from '../../runtime/server';
import { DEV_THREAD_SECTIONS, sectionRenderers, type SectionsOfJob } from './section-renderers';

const section = (key: string): Record<string, SectionData> => ({ [key]: { routes: [], sidebars: {} } as unknown as SectionData });
const job = (key: string | null, version = 1): SectionsOfJob => ({ version, sections: key ? section(key) : {} });

describe('sectionRenderers (the dev worker thread)', () => {
  it('makes a renderer with the job’s section only, and holds no more than its limit of sections', () => {
    const made: string[][] = [];
    const rendererFor = sectionRenderers((j: SectionsOfJob) => (made.push(Object.keys(j.sections)), { sections: Object.keys(j.sections) }), 2);
    const a = rendererFor(job('en|a'));
    expect(rendererFor(job('en|a'))).toBe(a);
    rendererFor(job('en|b'));
    rendererFor(job('en|c'));
    // Each renderer was made with its own section, never with the sections seen before it.
    expect(made).toEqual([['en|a'], ['en|b'], ['en|c']]);
    // en|a was the least recently used: let go, and made again when asked.
    expect(rendererFor(job('en|a'))).not.toBe(a);
    expect(made).toHaveLength(4);
    // en|c is still held (en|b went for en|a).
    rendererFor(job('en|c'));
    expect(made).toHaveLength(4);
  });

  it('walking many sections makes each once per visit and keeps the last few (the default limit)', () => {
    let live = 0;
    const rendererFor = sectionRenderers(() => ({ id: ++live }));
    for (let i = 0; i < 50; i++) rendererFor(job(`en|s${i}`));
    // The last DEV_THREAD_SECTIONS are held: asking again makes none.
    const before = live;
    for (let i = 50 - DEV_THREAD_SECTIONS; i < 50; i++) rendererFor(job(`en|s${i}`));
    expect(live).toBe(before);
    rendererFor(job('en|s0'));
    expect(live).toBe(before + 1);
  });

  it('makes renderers again when the routes changed (a new version), and one for a path outside every section', () => {
    const made: number[] = [];
    const rendererFor = sectionRenderers((j: SectionsOfJob) => (made.push(j.version), {}));
    const outside = rendererFor(job(null));
    expect(rendererFor(job(null))).toBe(outside);
    rendererFor(job('en|a'));
    rendererFor(job('en|a', 2));
    expect(made).toEqual([1, 1, 2]);
  });
});
