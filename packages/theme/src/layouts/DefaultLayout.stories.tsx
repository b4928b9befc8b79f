import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import type { ClientSiteData } from '../runtime/types';
import { DefaultLayout } from './DefaultLayout';
import { loadPageLayout } from './registry';
import { layoutBanner, layoutSite, SamplePageProvider, samplePages, type SampleLang, type SamplePages } from './layouts.fixtures';
import { storyText } from '../test/story-text';

/** The whole page for one sample in the toolbar's language: skip link, banner, navbar, the page type's layout, search. */
const page =
  (pick: keyof SamplePages, site: ClientSiteData = layoutSite): Story['render'] =>
  (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = samplePages(lang)[pick];
    return (
      <SamplePageProvider lang={lang} page={props} site={site}>
        <DefaultLayout {...props} />
      </SamplePageProvider>
    );
  };

/** The Rslib setup: the banner only on the home page. */
const siteWithHomeBanner: ClientSiteData = { ...layoutSite, banner: { ...layoutBanner, display: 'home' } };

const meta: Meta<typeof DefaultLayout> = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  // Page-type layouts are separate chunks that the runtime loads with the page; load them before rendering too,
  // so a story shows the whole page at once (and its checks see it) instead of filling in a moment later.
  loaders: [async () => ({ layouts: await Promise.all((['doc', 'home', '404', 'custom', 'blank'] as const).map(loadPageLayout)) })],
  // Whole pages with sticky and fixed parts: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
};
export default meta;
type Story = StoryObj<typeof DefaultLayout>;

/** A doc page: navbar with 'Guide' active, sidebar, article, outline, page footer. */
export const DocPage: Story = { render: page('doc') };

export const DocPageChinese: Story = { render: page('doc'), globals: { locale: 'zh' } };

/** The home page: banner, navbar transparent until 100 px of scroll, hero, features, tool stack, footer. */
export const HomePage: Story = { render: page('home', siteWithHomeBanner) };

export const HomePageChinese: Story = { render: page('home', siteWithHomeBanner), globals: { locale: 'zh' } };

/** An overview page (the config index) with its filter. */
export const OverviewPage: Story = { render: page('overview') };

/** With `banner.display: 'all'` the banner sits above the navbar on doc pages too. Dismissal is remembered. */
export const DocPageWithBanner: Story = { render: page('doc', { ...layoutSite, banner: layoutBanner }) };

export const NotFoundPage: Story = { render: page('notFound') };

export const CustomPage: Story = { render: page('custom') };

/** `pageType: blank`: no navbar, content only. */
export const BlankPage: Story = { render: page('blank') };

/** 375 px: the menu button replaces the nav entries, the sidebar is a drawer. */
export const DocPageMobile: Story = { render: page('doc'), globals: { viewport: { value: 'mobile' } } };

export const HomePageMobile: Story = { render: page('home', siteWithHomeBanner), globals: { viewport: { value: 'mobile' } } };

/** The search modal opened from the navbar with a query typed ('build', or '构建' in Chinese). */
export const SearchOpen: Story = {
  render: page('doc'),
  play: async ({ canvas, userEvent, globals }) => {
    // The sample pages exist in English and Chinese only (`page` above): name the button in the page's language.
    const [button] = canvas.getAllByRole('button', { name: storyText({ locale: globals.locale === 'zh' ? 'zh' : 'en' }, 'search.button') });
    await userEvent.click(button!);
    const input = await screen.findByRole('combobox', {}, { timeout: 5000 });
    await userEvent.type(input, globals.locale === 'zh' ? '构建' : 'build');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
  },
};
