import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { NavItem, SocialLink } from '../../config/types';
import { ThemeProvider } from '../../provider/ThemeProvider';
import type { ClientSiteData } from '../../runtime/types';
import { storySite, versionedSite } from '../../test/fixtures';
import { Navbar } from './Navbar';

/** Re-provide the theme with another site, keeping the toolbar's language. */
const withSite =
  (site: ClientSiteData): Decorator =>
  (Story, context) => {
    const lang = context.globals.locale === 'zh' ? 'zh' : 'en';
    const pathname = (context.parameters.pathname as string | undefined) ?? (lang === 'zh' ? '/zh/guide/start/' : '/guide/start/');
    return (
      <ThemeProvider site={site} lang={lang} pathname={pathname} navigate={() => {}}>
        <Story />
      </ThemeProvider>
    );
  };

/** A tall page so the scroll-driven states can be tried. */
const withPage: Decorator = (Story) => (
  <div style={{ minHeight: '250vh', background: 'linear-gradient(160deg, var(--rsd-c-brand-soft), transparent 40%)' }}>
    <Story />
    <p style={{ padding: 24, color: 'var(--rsd-c-text-2)' }}>Scroll down to see the navbar react.</p>
  </div>
);

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  args: { onSearch: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English doc page: 'Guide' is active. */
export const Default: Story = {};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** Home page: transparent until 100 px of scroll, then solid. */
export const TransparentHome: Story = {
  args: { transparentUntilScroll: true },
  parameters: { pathname: '/' },
  decorators: [withPage],
};

export const HideOnScroll: Story = { args: { hideOnScroll: true }, decorators: [withPage] };

const dropdownNav: NavItem[] = [
  { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
  { text: 'Config', link: '/config/', activeMatch: '/config/', tag: 'new' },
  {
    text: 'Ecosystem',
    items: [
      { text: 'Rsbuild', link: 'https://rsbuild.dev' },
      { text: 'Rspress', link: 'https://rspress.dev' },
      { text: 'Examples', items: [{ text: 'React', link: '/guide/framework/react' }] },
    ],
  },
  { text: 'Blog', link: '/blog/', position: 'left' },
];

export const WithDropdown: Story = { args: { items: dropdownNav } };

const manySocial: SocialLink[] = [
  ...storySite.socialLinks,
  { icon: 'youtube', link: 'https://youtube.com/@rspack' },
  { icon: 'bluesky', link: 'https://bsky.app/profile/rspack.dev' },
  { icon: 'npm', link: 'https://www.npmjs.com/package/@rslib/core' },
];

/** A versioned site (`multiVersion`): the version menu sits before the language switch. */
export const Versioned: Story = { decorators: [withSite(versionedSite)] };
export const ManySocialLinks: Story = { decorators: [withSite({ ...storySite, socialLinks: manySocial })] };

/** Logo pair for light and dark, no tool stack, custom slots. */
export const WithLogoAndSlots: Story = {
  args: {
    afterTitle: <span className="rsd-navbar__tag">v1.0</span>,
    afterNavMenu: <span style={{ fontSize: 12, color: 'var(--rsd-c-text-3)' }}>slot</span>,
  },
  decorators: [
    withSite({
      ...storySite,
      toolStack: undefined,
      logo: {
        light: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="6" fill="%230b7d5f"/%3E%3C/svg%3E',
        dark: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="6" fill="%233ec59a"/%3E%3C/svg%3E',
      },
    }),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
