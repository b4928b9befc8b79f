import type { SearchHit, SearchSource } from '../../provider/search';

/** Sample hits for stories and tests; `matches` are computed by the fake source for each query. */
type FixtureHit = Omit<SearchHit, 'matches'>;

export const englishHits: FixtureHit[] = [
  {
    id: 'cli-commands',
    routePath: '/guide/basic/cli',
    anchor: 'commands',
    title: 'CLI',
    headingPath: ['CLI', 'Commands'],
    snippet: 'Rslib comes with a lightweight CLI with commands such as rslib build and rslib inspect.',
  },
  {
    id: 'cli-build',
    routePath: '/guide/basic/cli',
    anchor: 'build',
    title: 'CLI',
    headingPath: ['CLI', 'Commands', 'rslib build'],
    snippet: 'The rslib build command builds the outputs for production in the dist/ directory by default.',
  },
  {
    id: 'config-bundle',
    routePath: '/config/lib/bundle',
    title: 'lib.bundle',
    headingPath: ['lib.bundle'],
    snippet: 'Specify whether to bundle the library, which is known as bundle mode when enabled. Defaults to true for the build.',
  },
  {
    id: 'faq-markup',
    routePath: '/guide/faq/exceptions',
    anchor: 'html-in-output',
    title: 'Exceptions FAQ',
    headingPath: ['Exceptions FAQ', 'HTML in the build output'],
    snippet: 'A string such as <img src=x onerror=alert(1)> in the build output is kept as text.',
  },
  {
    id: 'quick-start',
    routePath: '/guide/start/quick-start',
    anchor: 'build-the-library',
    title: 'Quick Start',
    headingPath: ['Quick Start', 'Build the library'],
    snippet: 'Run npm run build to build the library; the outputs are written to dist/.',
  },
];

export const chineseHits: FixtureHit[] = [
  {
    id: 'zh-cli-build',
    routePath: '/zh/guide/basic/cli',
    anchor: 'rslib-build',
    title: '命令行工具',
    headingPath: ['命令行工具', '命令', 'rslib build'],
    snippet: 'rslib build 命令默认会在 dist/ 目录下构建出用于生产环境的产物。',
  },
  {
    id: 'zh-cli-watch',
    routePath: '/zh/guide/basic/cli',
    anchor: 'watch-mode',
    title: '命令行工具',
    headingPath: ['命令行工具', '监听模式'],
    snippet: '使用 --watch 参数开启监听模式，文件变更后会重新构建。',
  },
  {
    id: 'zh-bundle',
    routePath: '/zh/config/lib/bundle',
    title: 'lib.bundle',
    headingPath: ['lib.bundle'],
    snippet: '指定是否打包库，开启时即为 bundle 模式，构建时默认为 true。',
  },
];

export type FakeLoad = 'none' | 'resolve' | 'never' | 'reject';

export interface FakeSource extends SearchSource {
  loadCalls: number;
  searchCalls: Array<{ query: string; limit: number | undefined }>;
}

/** Case-insensitive match ranges of `needle` in `text`. */
function findAll(text: string, needle: string): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(needle); needle && at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push({ start: at, end: at + needle.length });
  }
  return ranges;
}

/** A stand-in for a real engine: substring search over literal hits, with a configurable `load()`. */
export function createFakeSource(hits: FixtureHit[], load: FakeLoad = 'none'): FakeSource {
  const source: FakeSource = {
    loadCalls: 0,
    searchCalls: [],
    async search(query, options) {
      source.searchCalls.push({ query, limit: options?.limit });
      const needle = query.trim().toLowerCase();
      return hits
        .filter((hit) => [...hit.headingPath, hit.title, hit.snippet].some((text) => text.toLowerCase().includes(needle)))
        .map((hit) => ({ ...hit, matches: findAll(hit.snippet, needle) }))
        .slice(0, options?.limit);
    },
  };
  if (load !== 'none') {
    source.load = () => {
      source.loadCalls += 1;
      if (load === 'never') return new Promise<void>(() => {});
      if (load === 'reject') return Promise.reject(new Error('index request failed (503)'));
      return Promise.resolve();
    };
  }
  return source;
}
