import type { Meta, StoryObj } from '@storybook/react-vite';
import { SourceCode } from './SourceCode';

const meta = {
  title: 'Content/SourceCode',
  component: SourceCode,
  args: { href: 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react' },
} satisfies Meta<typeof SourceCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GitHub: Story = {};
export const GitLab: Story = { args: { href: 'https://gitlab.com/example/project/-/tree/main/src', platform: 'gitlab' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
