import type { Meta, StoryObj } from '@storybook/react-vite';
import { Steps } from './Steps';

const meta = {
  title: 'Content/Steps',
  component: Steps,
  args: {
    children: (
      <>
        <h3 id="install">Install the package</h3>
        <p>Add the library to the project's dev dependencies.</p>
        <h3 id="configure">Write the config</h3>
        <p>Create a config file at the project root and name the entry.</p>
        <h3 id="build">Build</h3>
        <p>Run the build script; the output lands in the dist folder.</p>
      </>
    ),
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
