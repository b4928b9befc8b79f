/**
 * Relevance cases for the site search, written from the pages in docs/en and docs/zh.
 *
 * Every query uses words that really appear on the expected page (its title, a heading or, for the `body`
 * kind, only its text), so a miss means the ranking failed, not that the page lacks the words. `expect` is
 * the page a reader asking this would want; it is an array only where two pages answer the query equally
 * (keep that rare). Routes are page routes as the site serves them: no `.html`, no anchor.
 */

export type Kind =
  /** a config option or API name, as written in the docs */
  | 'option'
  /** a concept phrased differently from the page title */
  | 'concept'
  /** a term that appears only in the body text of the page (not in its title or headings; a callout title counts as body) */
  | 'body'
  /** a CLI command, flag or environment variable */
  | 'cli'
  /** Chinese and Latin words in one query */
  | 'mixed'
  /** an unfinished word, as the visitor is still typing it */
  | 'prefix'
  /** a misspelling */
  | 'typo'
  /** a guide topic */
  | 'guide';

export interface RelevanceCase {
  q: string;
  expect: string | string[];
  kind: Kind;
}

export const en: RelevanceCase[] = [
  // Option and API names.
  { q: 'autoExternal', expect: '/config/lib/auto-external', kind: 'option' },
  { q: 'dts.bundle', expect: '/config/lib/dts', kind: 'option' },
  { q: 'umdName', expect: '/config/lib/umd-name', kind: 'option' },
  { q: 'externalHelpers', expect: '/config/lib/external-helpers', kind: 'option' },
  { q: 'autoExtension', expect: '/config/lib/auto-extension', kind: 'option' },
  { q: 'redirect.style.extension', expect: '/config/lib/redirect', kind: 'option' },
  { q: 'abortOnError', expect: '/config/lib/dts', kind: 'option' },
  { q: 'bundledPackages', expect: '/config/lib/dts', kind: 'option' },
  { q: 'shims.esm.require', expect: '/config/lib/shims', kind: 'option' },
  { q: 'import.meta.url', expect: '/config/lib/shims', kind: 'option' },
  { q: 'lib.id', expect: '/config/lib', kind: 'option' },
  { q: 'output.distPath', expect: '/config/rsbuild/output', kind: 'option' },
  { q: 'cleanDistPath', expect: '/config/rsbuild/output', kind: 'option' },
  { q: 'dataUriLimit', expect: '/config/rsbuild/output', kind: 'option' },
  { q: 'tools.bundlerChain', expect: '/config/rsbuild/tools', kind: 'option' },
  { q: 'source.tsconfigPath', expect: '/config/rsbuild/source', kind: 'option' },
  { q: 'mergeRslibConfig', expect: '/api/javascript-api/core', kind: 'option' },

  // Concepts, in words other than the page title.
  { q: 'bundleless', expect: '/guide/basic/bundle-mode', kind: 'concept' },
  { q: 'dual package esm cjs', expect: '/guide/basic/cjs-esm', kind: 'concept' },
  { q: 'declaration files', expect: '/guide/advanced/dts', kind: 'concept' },
  { q: 'tree shaking', expect: '/guide/start/glossary', kind: 'concept' },
  { q: 'rewrite import paths', expect: '/config/lib/redirect', kind: 'concept' },
  { q: 'downgrade syntax es5', expect: '/config/lib/syntax', kind: 'concept' },
  { q: 'global variable name script tag', expect: '/guide/basic/umd', kind: 'concept' },
  { q: 'externalize dependencies', expect: '/guide/advanced/third-party-deps', kind: 'concept' },
  { q: 'module state singleton two copies', expect: '/guide/basic/cjs-esm', kind: 'concept' },
  { q: 'native typescript compiler', expect: '/config/lib/dts', kind: 'concept' },
  { q: 'invalid hook call', expect: '/guide/faq/exceptions', kind: 'concept' },

  // Words found only in the body of the expected page.
  { q: 'picocolors', expect: '/guide/advanced/third-party-deps', kind: 'body' },
  { q: 'speedscope', expect: '/guide/debug/build-profiling', kind: 'body' },
  { q: 'shareStrategy', expect: '/guide/advanced/module-federation', kind: 'body' },
  { q: 'mf-manifest.json', expect: '/guide/advanced/module-federation', kind: 'body' },
  { q: 'resolvedPolyfillToModules', expect: '/guide/advanced/node-polyfill', kind: 'body' },
  { q: 'WEBPACK_HASH', expect: '/guide/faq/features', kind: 'body' },
  { q: 'API Extractor', expect: ['/guide/advanced/dts', '/config/lib/dts'], kind: 'body' },
  { q: 'AGENTS.md', expect: '/guide/advanced/templates', kind: 'body' },
  { q: 'Taze', expect: '/guide/basic/upgrade-rslib', kind: 'body' },
  { q: 'core-js-pure', expect: '/guide/advanced/polyfill', kind: 'body' },
  { q: 'libIndex', expect: '/guide/advanced/storybook', kind: 'body' },
  { q: 'topological', expect: '/guide/advanced/monorepo', kind: 'body' },

  // CLI commands, flags and environment variables.
  { q: '--watch', expect: '/guide/basic/cli', kind: 'cli' },
  { q: 'inspect', expect: '/guide/basic/cli', kind: 'cli' },
  { q: '--no-dts', expect: '/guide/basic/cli', kind: 'cli' },
  { q: '--env-mode', expect: '/guide/basic/cli', kind: 'cli' },
  { q: 'mf-dev', expect: ['/guide/basic/cli', '/guide/advanced/module-federation'], kind: 'cli' },
  { q: 'DEBUG=rslib', expect: '/guide/debug/debug-mode', kind: 'cli' },
  { q: 'RSPACK_PROFILE', expect: '/guide/debug/build-profiling', kind: 'cli' },
  { q: 'RSDOCTOR=true', expect: '/guide/debug/rsdoctor', kind: 'cli' },

  // Prefixes, as typed.
  { q: 'autoExt', expect: '/config/lib/auto-extension', kind: 'prefix' },
  { q: 'umdN', expect: '/config/lib/umd-name', kind: 'prefix' },
  { q: 'externalHel', expect: '/config/lib/external-helpers', kind: 'prefix' },
  { q: 'storyb', expect: '/guide/advanced/storybook', kind: 'prefix' },
  { q: 'module fed', expect: '/guide/advanced/module-federation', kind: 'prefix' },
  { q: 'monor', expect: '/guide/advanced/monorepo', kind: 'prefix' },

  // Typos.
  { q: 'extrnal helpers', expect: '/config/lib/external-helpers', kind: 'typo' },
  { q: 'bundel', expect: ['/config/lib/bundle', '/guide/basic/bundle-mode'], kind: 'typo' },
  { q: 'shimz', expect: '/config/lib/shims', kind: 'typo' },
  { q: 'storybok', expect: '/guide/advanced/storybook', kind: 'typo' },
  { q: 'rsdocter', expect: '/guide/debug/rsdoctor', kind: 'typo' },
  { q: 'redirct', expect: '/config/lib/redirect', kind: 'typo' },
  { q: 'sytnax', expect: '/config/lib/syntax', kind: 'typo' },
  { q: 'declration files', expect: '/guide/advanced/dts', kind: 'typo' },
  { q: 'monorpeo', expect: '/guide/advanced/monorepo', kind: 'typo' },

  // Guide topics.
  { q: 'Storybook', expect: '/guide/advanced/storybook', kind: 'guide' },
  { q: 'Module Federation', expect: '/guide/advanced/module-federation', kind: 'guide' },
  { q: 'monorepo', expect: '/guide/advanced/monorepo', kind: 'guide' },
  { q: 'translate tsup config', expect: '/guide/migration/tsup', kind: 'guide' },
  { q: 'Vue component library', expect: '/guide/framework/vue', kind: 'guide' },
  { q: 'React Compiler', expect: '/guide/framework/react', kind: 'guide' },
  { q: 'upgrade from 0.x to 1.x', expect: '/guide/basic/upgrade-rslib', kind: 'guide' },
  { q: 'node polyfill buffer', expect: '/guide/advanced/node-polyfill', kind: 'guide' },
  { q: 'slow build profile', expect: '/guide/debug/build-profiling', kind: 'guide' },
];

export const zh: RelevanceCase[] = [
  // Option names, searched on the Chinese pages.
  { q: 'autoExternal', expect: '/zh/config/lib/auto-external', kind: 'option' },
  { q: 'dts.bundle', expect: '/zh/config/lib/dts', kind: 'option' },
  { q: 'umdName', expect: '/zh/config/lib/umd-name', kind: 'option' },
  { q: 'externalHelpers', expect: '/zh/config/lib/external-helpers', kind: 'option' },
  { q: 'redirect.style.extension', expect: '/zh/config/lib/redirect', kind: 'option' },
  { q: 'output.cleanDistPath', expect: '/zh/config/rsbuild/output', kind: 'option' },
  { q: 'tools.bundlerChain', expect: '/zh/config/rsbuild/tools', kind: 'option' },

  // Chinese and Latin in one query.
  { q: '配置 distPath', expect: ['/zh/config/rsbuild/output', '/zh/config/lib/dts'], kind: 'mixed' },
  { q: '打包 声明文件', expect: '/zh/guide/advanced/dts', kind: 'mixed' },
  { q: 'swc 辅助函数', expect: '/zh/config/lib/external-helpers', kind: 'mixed' },
  { q: 'bundleless 补全扩展名', expect: '/zh/config/lib/redirect', kind: 'mixed' },
  { q: 'UMD 全局变量', expect: '/zh/config/lib/umd-name', kind: 'mixed' },
  { q: 'Storybook 版本对应', expect: '/zh/guide/advanced/storybook', kind: 'mixed' },
  { q: 'tsconfig 路径别名', expect: '/zh/guide/basic/typescript-usage', kind: 'mixed' },
  { q: '按需注入 polyfill', expect: '/zh/guide/advanced/polyfill', kind: 'mixed' },
  { q: 'ESM 和 CJS', expect: '/zh/guide/basic/cjs-esm', kind: 'mixed' },
  { q: 'mf 热更新', expect: ['/zh/guide/advanced/module-federation', '/zh/guide/basic/cli'], kind: 'mixed' },

  // Chinese terms found only in the body of the expected page.
  { q: '垫片', expect: '/zh/config/lib/shims', kind: 'body' },
  { q: '辅助函数', expect: '/zh/config/lib/external-helpers', kind: 'body' },
  { q: '模块联邦', expect: '/zh/guide/advanced/module-federation', kind: 'body' },
  { q: '预打包', expect: '/zh/guide/advanced/third-party-deps', kind: 'body' },
  { q: '副作用', expect: '/zh/guide/advanced/package-json', kind: 'body' },
  { q: '条件导出', expect: '/zh/guide/advanced/package-json', kind: 'body' },
  { q: '追踪文件', expect: '/zh/guide/debug/build-profiling', kind: 'body' },
  { q: '拓扑顺序', expect: '/zh/guide/advanced/monorepo', kind: 'body' },
  { q: '全局变量名', expect: '/zh/config/lib/umd-name', kind: 'body' },
  { q: '法律声明', expect: '/zh/guide/faq/features', kind: 'body' },
  { q: '单例', expect: '/zh/guide/basic/cjs-esm', kind: 'body' },
  { q: '内存文件系统', expect: '/zh/guide/advanced/node-polyfill', kind: 'body' },
  { q: '合并规则', expect: '/zh/guide/basic/configure-rslib', kind: 'body' },
  { q: '单文件组件', expect: '/zh/guide/framework/vue', kind: 'body' },
  { q: '原生 TypeScript 编译器', expect: '/zh/config/lib/dts', kind: 'body' },

  // Concepts, in words other than the page title (Chinese terms that also appear in a heading).
  { q: '外部化', expect: '/zh/guide/advanced/third-party-deps', kind: 'concept' },
  { q: '类型声明', expect: '/zh/guide/advanced/dts', kind: 'concept' },
  { q: '监听模式', expect: '/zh/guide/basic/cli', kind: 'concept' },
  { q: '重复依赖', expect: '/zh/guide/debug/rsdoctor', kind: 'concept' },
  { q: '宿主应用', expect: '/zh/guide/advanced/module-federation', kind: 'concept' },
  { q: '产物目录', expect: '/zh/guide/basic/output-files', kind: 'concept' },
  { q: '语法降级', expect: '/zh/guide/advanced/polyfill', kind: 'concept' },
  // Bundleless output, or SWC compiling one file at a time: both pages answer it.
  { q: '逐文件编译', expect: ['/zh/guide/basic/bundle-mode', '/zh/guide/basic/typescript-usage'], kind: 'concept' },
  // The lib.format page's example is "一个同时发布 ESM 和 CJS 的双格式包": it answers this too.
  { q: '同时发布 ESM 和 CJS', expect: ['/zh/guide/basic/cjs-esm', '/zh/config/lib/format'], kind: 'concept' },
  { q: '把依赖打包进产物', expect: '/zh/guide/advanced/third-party-deps', kind: 'concept' },
  { q: '立即执行函数', expect: '/zh/config/lib/format', kind: 'concept' },
  { q: '找不到入口文件', expect: '/zh/guide/faq/exceptions', kind: 'concept' },
  // The guide's type-check section, or dts.isolated on the option's page.
  { q: '跳过类型检查', expect: ['/zh/guide/basic/typescript-usage', '/zh/config/lib/dts'], kind: 'concept' },

  // CLI commands, flags and environment variables.
  { q: '--watch', expect: '/zh/guide/basic/cli', kind: 'cli' },
  { q: 'rslib inspect', expect: '/zh/guide/basic/cli', kind: 'cli' },
  { q: '--lib', expect: '/zh/guide/basic/cli', kind: 'cli' },
  { q: 'DEBUG=rslib', expect: '/zh/guide/debug/debug-mode', kind: 'cli' },
  { q: 'RSPACK_PROFILE', expect: '/zh/guide/debug/build-profiling', kind: 'cli' },

  // Prefixes, as typed.
  { q: 'autoExt', expect: '/zh/config/lib/auto-extension', kind: 'prefix' },
  { q: 'storyb', expect: '/zh/guide/advanced/storybook', kind: 'prefix' },
  { q: '类型生', expect: '/zh/guide/advanced/dts', kind: 'prefix' },

  // Typos in the Latin words of Chinese queries.
  { q: 'extrnal helpers', expect: '/zh/config/lib/external-helpers', kind: 'typo' },
  { q: 'shimz', expect: '/zh/config/lib/shims', kind: 'typo' },
  { q: 'storybok', expect: '/zh/guide/advanced/storybook', kind: 'typo' },
  { q: 'rsdocter', expect: '/zh/guide/debug/rsdoctor', kind: 'typo' },
  { q: '配置 umdNmae', expect: '/zh/config/lib/umd-name', kind: 'typo' },

  // Guide topics.
  { q: 'Storybook', expect: '/zh/guide/advanced/storybook', kind: 'guide' },
  { q: 'Module Federation', expect: '/zh/guide/advanced/module-federation', kind: 'guide' },
  { q: 'monorepo', expect: '/zh/guide/advanced/monorepo', kind: 'guide' },
  { q: '迁移 tsup', expect: '/zh/guide/migration/tsup', kind: 'guide' },
  { q: '升级 Rslib', expect: '/zh/guide/basic/upgrade-rslib', kind: 'guide' },
  { q: 'Vue 组件库', expect: '/zh/guide/framework/vue', kind: 'guide' },
  { q: '构建性能分析', expect: '/zh/guide/debug/build-profiling', kind: 'guide' },
];
