import type { Meta, StoryObj } from '@storybook/react-vite';
import { SamplePageProvider, samplePages, type SampleLang } from './layouts.fixtures';
import { BlankLayout, CustomLayout } from './SimpleLayouts';

const meta: Meta<typeof CustomLayout> = {
  title: 'Layouts/CustomLayout',
  component: CustomLayout,
  // Whole pages with sticky and fixed parts: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
  render: (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = samplePages(lang).custom;
    return (
      <SamplePageProvider lang={lang} page={props}>
        <CustomLayout {...props} />
      </SamplePageProvider>
    );
  },
};
export default meta;
type Story = StoryObj<typeof CustomLayout>;

/** `pageType: custom`: the page's content full width, with its own markup (a small showcase grid here). */
export const Default: Story = {};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** `BlankLayout` (`pageType: blank`) renders the same; the difference is that the full page hides the navbar. */
export const Blank: Story = {
  render: (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = samplePages(lang).blank;
    return (
      <SamplePageProvider lang={lang} page={props}>
        <BlankLayout {...props} />
      </SamplePageProvider>
    );
  },
};

/** A custom page the Chinese site lacks, shown from the English one (`i18n.fallback`): the notice above its content. */
export const Untranslated: Story = {
  render: (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = samplePages(lang).custom;
    const untranslated = { ...props, page: { ...props.page, untranslatedOf: props.page.routePath.replace(/^\/zh\//, '/') } };
    return (
      <SamplePageProvider lang={lang} page={untranslated}>
        <CustomLayout {...untranslated} />
      </SamplePageProvider>
    );
  },
  globals: { locale: 'zh' },
};
