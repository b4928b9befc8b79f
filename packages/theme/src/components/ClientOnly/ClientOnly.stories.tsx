import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ClientOnly } from './ClientOnly';

/** A block that only makes sense in a browser: it reads the viewport and the preferred languages. */
function BrowserFacts() {
  return (
    <p>
      Your browser reports a {window.innerWidth} × {window.innerHeight} px viewport and the languages{' '}
      <code>{navigator.languages.join(', ')}</code>.
    </p>
  );
}

const meta = {
  title: 'Content/ClientOnly',
  component: ClientOnly,
  args: {
    fallback: <p>Facts about your browser appear here once the page runs in it.</p>,
    children: <BrowserFacts />,
  },
} satisfies Meta<typeof ClientOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In Storybook the component is always mounted in a browser, so the children show right away. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/Your browser reports/)).toBeVisible());
  },
};

