import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeFeatures } from './HomeFeatures';

const dot = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="6" y="6" width="28" height="28" rx="8" fill="${color}"/></svg>`)}`;

/** Inline SVG markup as frontmatter gives it: drawn in the card's accent colour through currentColor. */
const layers =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="m12 2.75 9 4.75-9 4.75-9-4.75z"/><path d="m3 12 9 4.75L21 12"/><path d="m3 16.5 9 4.75 9-4.75"/></svg>';
const bolt =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="M13.25 2.5 4.5 13.5h6.75l-1 8 9.25-11.25h-6.75z"/></svg>';

const meta = {
  title: 'Home/HomeFeatures',
  component: HomeFeatures,
  parameters: { layout: 'fullscreen' },
  args: {
    features: [
      { title: 'Fast by default', details: 'Builds on Rspack, so libraries compile in a fraction of the usual time.', icon: '⚡️', link: '/guide/start/' },
      { title: 'Several formats', details: 'Emit ESM, CJS and UMD from one config.', icon: '📦', link: '/guide/basic/output-files' },
      { title: 'Declaration files', details: 'Generate and bundle .d.ts files with a single option.', icon: dot('#ff8b00') },
      { title: 'Bundle or bundleless', details: 'Ship one file per entry or keep the source tree.', icon: '🗂️', span: 6 },
      { title: 'Module Federation', details: 'Build federated modules that load at run time.', icon: '🧩', span: 6, link: '/guide/advanced/module-federation' },
      { title: 'Small', details: 'Two-column card.', span: 2 },
      { title: 'Medium', details: 'Three-column card.', span: 3 },
    ],
  },
} satisfies Meta<typeof HomeFeatures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The home page's look: inline SVG icons, two wide cards over three, each card a link. */
export const InlineSvgIcons: Story = {
  args: {
    features: [
      { title: 'Bundle or bundleless', details: 'Ship one file per entry, or keep the source tree file for file.', icon: layers, link: '/guide/basic/bundle-mode', span: 6 },
      { title: 'Every module format from one config', details: 'ESM, CJS, UMD, IIFE and Module Federation outputs in one build.', icon: layers, link: '/config/lib/format', span: 6 },
      { title: 'Fast by default', details: 'Rspack and SWC compile the library.', icon: bolt, link: '/guide/start/' },
      { title: 'Declaration files', details: 'Emit, bundle or isolate .d.ts files.', icon: bolt, link: '/guide/advanced/dts' },
      { title: 'Module Federation', details: 'Components that host apps load at run time.', icon: bolt, link: '/guide/advanced/module-federation' },
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    features: [
      { title: '开箱即用的性能', details: '基于 Rspack 构建，库的编译时间大幅缩短。', icon: '⚡️', link: '/zh/guide/start/' },
      { title: '多种产物格式', details: '一份配置即可输出 ESM、CJS 和 UMD。', icon: '📦' },
      { title: '类型声明', details: '只需一个选项即可生成并打包 .d.ts 文件。', icon: '🧾' },
    ],
  },
};
