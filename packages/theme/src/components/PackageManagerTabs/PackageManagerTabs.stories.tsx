import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageManagerTabs } from './PackageManagerTabs';

const meta = {
  title: 'Content/PackageManagerTabs',
  component: PackageManagerTabs,
  args: { command: 'add @rslib/core -D' },
} satisfies Meta<typeof PackageManagerTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `add X` becomes `npm install X`, `yarn add X`, `pnpm add X`, `bun add X`, `deno add npm:X`. */
export const Default: Story = {};

export const RunScript: Story = { args: { command: 'run build' } };

/** One command per manager, used as given. */
export const PerManager: Story = {
  args: {
    command: { npm: 'npm create rslib@latest', yarn: 'yarn create rslib', pnpm: 'pnpm create rslib@latest', bun: 'bun create rslib@latest' },
  },
};

/** Two sets on one page: choosing a manager in one switches the other. */
export const TwoOnAPage: Story = {
  render: () => (
    <>
      <PackageManagerTabs command="add @rslib/core -D" />
      <PackageManagerTabs command="run build" />
    </>
  ),
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** A package run from the registry: `npx X`, `yarn dlx X`, `pnpm dlx X`, `bunx X`, `deno run -A npm:X`. */
export const Dlx: Story = { args: { command: 'skills add rstackjs/agent-skills', dlx: true } };

/** An installed package's binary: `npx X`, `yarn X`, `pnpm X`, `bun X`. */
export const Exec: Story = { args: { command: 'rsbuild build', exec: true } };

/** A tool beyond the five, with its icon. */
export const AdditionalTab: Story = {
  args: {
    command: 'add @rslib/core -D',
    additionalTabs: [
      {
        tool: 'ni',
        icon: (
          <svg viewBox="0 0 16 16" role="img" aria-label="">
            <rect width="16" height="16" rx="3" fill="currentColor" />
          </svg>
        ),
      },
    ],
  },
};
