import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './HomeHero';

const svg = (body: string, size = 120) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">${body}</svg>`)}`;

/** A simple drawn mark: a rounded hexagon with a book fold. */
const logo = svg(
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb966"/><stop offset="1" stop-color="#ff8b00"/></linearGradient></defs>' +
    '<path d="M60 6 107 33v54L60 114 13 87V33Z" fill="url(#g)"/><path d="M38 44h20v36H38zM62 44h20v36H62z" fill="#fff" opacity=".92"/>',
);
const art = (bg: string, fg: string) =>
  svg(`<rect width="120" height="120" rx="16" fill="${bg}"/><circle cx="60" cy="52" r="26" fill="none" stroke="${fg}" stroke-width="6"/><path d="M30 96h60" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>`, 375);

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  parameters: { layout: 'fullscreen' },
  args: {
    logoUrl: logo,
    title: 'Rslib',
    subTitle: 'The Rsbuild-based Library Build Tool',
    description: 'Leverage the knowledge and ecosystem of webpack and Rspack',
    getStartedHref: '/guide/start/',
    learnMoreHref: '/guide/start/quick-start',
  },
} satisfies Meta<typeof HomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default buttons ('Get Started', 'Learn More') and the oval behind the logo. */
export const Default: Story = {};

/** Stars lean toward the pointer when it comes within 100 px. */
export const WithStars: Story = { args: { showStars: true } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    showStars: true,
    subTitle: '基于 Rsbuild 的库构建工具',
    description: '复用 webpack 和 Rspack 的知识和生态',
    getStartedButtonText: '介绍',
    learnMoreButtonText: '快速上手',
    getStartedHref: '/zh/guide/start/',
    learnMoreHref: '/zh/guide/start/quick-start',
  },
};

/** A 375 px square image beside the text on desktop, above it on mobile; one file per appearance. */
export const WithImage: Story = {
  args: {
    logoUrl: undefined,
    image: { light: art('#fff4e6', '#ff8b00'), dark: art('#1c1f24', '#f2a65a'), alt: 'A library package on a shelf' },
  },
};

export const WithoutOval: Story = { args: { showOvalBg: false } };

/** One action: exactly one button, no empty second one. */
export const OneAction: Story = {
  args: { learnMoreHref: undefined, actions: [{ text: 'Quick Start', link: '/guide/start/quick-start' }] },
};
