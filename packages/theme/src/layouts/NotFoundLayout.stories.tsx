import type { Meta, StoryObj } from '@storybook/react-vite';
import { SamplePageProvider, samplePages, type SampleLang } from './layouts.fixtures';
import { NotFoundLayout } from './SimpleLayouts';

const meta: Meta<typeof NotFoundLayout> = {
  title: 'Layouts/NotFoundLayout',
  component: NotFoundLayout,
  // Whole pages with sticky and fixed parts: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
  render: (_args, { globals }) => {
    const lang: SampleLang = globals.locale === 'zh' ? 'zh' : 'en';
    const props = samplePages(lang).notFound;
    return (
      <SamplePageProvider lang={lang} page={props}>
        <NotFoundLayout {...props} />
      </SamplePageProvider>
    );
  },
};
export default meta;
type Story = StoryObj<typeof NotFoundLayout>;

/** '404', 'PAGE NOT FOUND' and 'Take me home' to /. */
export const Default: Story = {};

/** A missing Chinese page: the link leads to /zh/. */
export const Chinese: Story = { globals: { locale: 'zh' } };
