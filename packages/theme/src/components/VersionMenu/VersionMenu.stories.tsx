import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { PartsProvider } from '../../layouts/parts';
import { ThemeProvider } from '../../provider/ThemeProvider';
import type { PageData } from '../../runtime/types';
import { versionedSite } from '../../test/fixtures';
import { VersionMenu } from './VersionMenu';

/** A page of 2.x that 1.x has too but 3.x has not: 3.x's entry leads to its home. */
const page = { routePath: '/guide/start/quick-start', lang: 'en', version: '2.x', inVersions: ['1.x', '2.x'] } as PageData;

const versioned: Decorator = (Story, context) => {
  const zh = context.globals.locale === 'zh';
  const routePath = zh ? '/zh/guide/start/quick-start' : page.routePath;
  return (
    <ThemeProvider site={versionedSite} lang={zh ? 'zh' : 'en'} pathname={routePath} navigate={() => {}}>
      <PartsProvider page={{ ...page, routePath, lang: zh ? 'zh' : 'en' }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>
          <Story />
        </div>
      </PartsProvider>
    </ThemeProvider>
  );
};

const meta = {
  title: 'Navigation/VersionMenu',
  component: VersionMenu,
  decorators: [versioned],
} satisfies Meta<typeof VersionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar's control: the version read, opening the list of versions. */
export const Default: Story = {};
/** Opened (a native `<details>`: it opens before the page has hydrated). */
export const Open: Story = { args: { open: true } };
export const OpenInChinese: Story = { args: { open: true }, globals: { locale: 'zh' } };
/** Every version as a link, as in the mobile menu. */
export const List: Story = { args: { variant: 'list' } };
