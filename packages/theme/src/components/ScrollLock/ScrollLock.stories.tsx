import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RemoveScroll } from './ScrollLock';

/** A tall page with a layer that locks its scroll while it is shown, as the search dialog does. */
function LockedPage() {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Release the page' : 'Lock the page'}
      </button>
      {open && (
        <RemoveScroll>
          <p>While this text shows, the page behind does not scroll, and its scrollbar keeps its room.</p>
        </RemoveScroll>
      )}
      <div style={{ height: '200vh' }} />
    </div>
  );
}

const meta = {
  title: 'Utilities/ScrollLock',
  component: LockedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LockedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Locked at first; the button toggles the lock. */
export const Locked: Story = {};
