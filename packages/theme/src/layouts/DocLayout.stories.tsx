import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { settledResource } from '../lib/resource';
import { DocLayout } from './DocLayout';
import { SamplePageProvider, samplePages, type SampleLang, type SamplePages } from './layouts.fixtures';
import type { LayoutProps } from './types';
import { storyText } from '../test/story-text';

/** Renders one sample page in the toolbar's language (en/zh), optionally adjusted. */
const sample =
  (pick: keyof SamplePages, adjust: (props: LayoutProps, lang: SampleLang) => LayoutProps = (p) => p): Story['render'] =>
  (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = adjust(samplePages(lang)[pick], lang);
    return (
      <SamplePageProvider lang={lang} page={props}>
        <DocLayout {...props} />
      </SamplePageProvider>
    );
  };

/** A labelled dashed box marking where a slot renders. */
const slot = (name: string): ReactNode => (
  <div style={{ margin: 8, padding: '6px 10px', border: '1px dashed var(--rsd-c-brand)', borderRadius: 6, fontSize: 12, color: 'var(--rsd-c-text-2)' }}>
    {name}
  </div>
);

const meta: Meta<typeof DocLayout> = {
  title: 'Layouts/DocLayout',
  component: DocLayout,
  // Whole pages with sticky and fixed parts: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
};
export default meta;
type Story = StoryObj<typeof DocLayout>;

/** Sidebar (current page marked), the article, the outline, and the page footer: edit link, last updated, next page. */
export const Default: Story = { render: sample('doc') };

export const Chinese: Story = { render: sample('doc'), globals: { locale: 'zh' } };

/** `overview: true`: the sidebar's groups as cards with a filter. */
export const OverviewPage: Story = { render: sample('overview') };

/** A Chinese page older than its English original shows a notice linking to it. */
export const StaleTranslation: Story = {
  render: sample('doc', (props) => ({ ...props, page: { ...props.page, staleTranslationOf: '/guide/start/' } })),
  globals: { locale: 'zh' },
};

/** An English page shown under the Chinese site (`i18n.fallback`): a notice linking the original. */
export const Untranslated: Story = {
  render: sample('doc', (props) => ({ ...props, page: { ...props.page, routePath: '/zh/guide/start/', lang: 'zh', untranslatedOf: '/guide/start/' } })),
  globals: { locale: 'zh' },
};

/** Frontmatter `sidebar: false` and `outline: false`: the article alone, centred. */
export const WithoutSidebarAndOutline: Story = {
  render: sample('doc', (props) => ({ ...props, parts: { ...props.parts, sidebar: false, outline: false } })),
};

/** Every slot filled, so a site author sees where additions land. */
export const WithSlots: Story = {
  render: sample('doc', (props) => ({
    ...props,
    slots: {
      beforeSidebar: slot('beforeSidebar'),
      afterSidebar: slot('afterSidebar'),
      beforeContent: slot('beforeContent'),
      afterContent: slot('afterContent'),
      beforeFooter: slot('beforeFooter'),
      beforeOutline: slot('beforeOutline'),
      afterOutline: slot('afterOutline'),
    },
  })),
};

/**
 * Under 1024 px the sidebar becomes a drawer and the outline a menu: their controls share one opaque sticky bar under
 * the navbar ('Section navigation' on the left, 'On this page' on the right).
 */
export const Mobile: Story = { render: sample('doc'), globals: { viewport: { value: 'mobile' } } };

/** The 'On this page' menu opened: the outline drops under the bar. */
export const MobileOutlineOpen: Story = {
  render: sample('doc'),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, userEvent }) => {
    const toggle = canvasElement.querySelector<HTMLElement>('.rsd-outline-menu__toggle');
    if (toggle) await userEvent.click(toggle);
  },
};

/** A blog index (`blog: true`): its content, then the posts the build collected, newest first. No sidebar. */
export const BlogIndexPage: Story = {
  render: sample('doc', (props, lang) => ({
    ...props,
    sidebar: settledResource([]),
    page: {
      ...props.page,
      toc: [],
      frontmatter: { blog: true },
      posts: [
        {
          title: lang === 'zh' ? 'Rslib 1.0 发布' : 'Introducing Rslib 1.0',
          link: lang === 'zh' ? '/zh/blog/introducing-rslib-1-0' : '/blog/introducing-rslib-1-0',
          date: '2026-08-19',
          description: lang === 'zh' ? '配置更简短，默认值从 package.json 推断。' : 'A shorter config, defaults read from package.json.',
        },
      ],
    },
  })),
};

/** A blog post: its date (and authors) above its title. */
export const BlogPost: Story = {
  render: sample('doc', (props) => ({ ...props, page: { ...props.page, frontmatter: { date: '2026-08-19', authors: ['Rslib team'] } } })),
};

/** The drawer opened (the button only exists under 1024 px, so on a wide canvas this shows the desktop layout). */
export const MobileDrawerOpen: Story = {
  render: sample('doc'),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, globals }) => {
    const toggle = canvas.queryByRole('button', { name: storyText(globals, 'sidebar.label') });
    if (toggle) await userEvent.click(toggle);
  },
};
