import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeLayout } from './HomeLayout';
import { SamplePageProvider, samplePages, type SampleLang, type SamplePages } from './layouts.fixtures';
import type { LayoutProps } from './types';

/** Renders one sample page in the toolbar's language (en/zh), optionally adjusted. */
const sample =
  (pick: keyof SamplePages, adjust: (props: LayoutProps) => LayoutProps = (p) => p): Story['render'] =>
  (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = adjust(samplePages(lang)[pick]);
    return (
      <SamplePageProvider lang={lang} page={props}>
        <HomeLayout {...props} />
      </SamplePageProvider>
    );
  };

const meta: Meta<typeof HomeLayout> = {
  title: 'Layouts/HomeLayout',
  component: HomeLayout,
  // Whole pages with sticky and fixed parts: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
};
export default meta;
type Story = StoryObj<typeof HomeLayout>;

/** Frontmatter hero (logo, stars, 'Introduction' / 'Quick Start'), six feature cards, the tool stack, the footer. */
export const Default: Story = { render: sample('home') };

/** '介绍' / '快速上手'. */
export const Chinese: Story = { render: sample('home'), globals: { locale: 'zh' } };

/** The Chinese site's home built from the English one (`i18n.fallback`): a notice above the hero. */
export const Untranslated: Story = {
  render: sample('home', (props) => ({ ...props, page: { ...props.page, untranslatedOf: '/' } })),
  globals: { locale: 'zh' },
};

/** `hero.image` with a light and a dark file instead of the logo; the content uses the default tool-stack title. */
export const WithImage: Story = { render: sample('homeWithImage') };

/** Hero only: no features, no content, `footer: false`. */
export const HeroOnly: Story = {
  render: sample('home', (props) => ({
    ...props,
    Content: null,
    page: { ...props.page, frontmatter: { ...props.page.frontmatter, features: [] } },
    parts: { ...props.parts, footer: false },
  })),
};

export const Mobile: Story = { render: sample('home'), globals: { viewport: { value: 'mobile' } } };
