import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { DocContent } from '../DocContent/DocContent';
import { ImageZoom } from './ImageZoom';

/** A drawn diagram: source files flowing through a build into output formats. */
const diagram = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280" viewBox="0 0 640 280">
    <rect width="640" height="280" rx="12" fill="#fff7ed"/>
    <g font-family="sans-serif" font-size="18" text-anchor="middle">
      <rect x="30" y="110" width="140" height="60" rx="10" fill="#ffb966"/><text x="100" y="146" fill="#3b2200">src/</text>
      <rect x="250" y="110" width="140" height="60" rx="10" fill="#ff8b00"/><text x="320" y="146" fill="#fff">build</text>
      <rect x="470" y="40" width="140" height="50" rx="10" fill="#f2a65a"/><text x="540" y="71" fill="#3b2200">ESM</text>
      <rect x="470" y="115" width="140" height="50" rx="10" fill="#f2a65a"/><text x="540" y="146" fill="#3b2200">CJS</text>
      <rect x="470" y="190" width="140" height="50" rx="10" fill="#f2a65a"/><text x="540" y="221" fill="#3b2200">d.ts</text>
    </g>
    <g stroke="#c26c1d" stroke-width="3" fill="none"><path d="M170 140h80M390 140l80-75M390 140h80M390 140l80 75"/></g>
  </svg>`,
)}`;

function Demo({ margin }: { margin?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <DocContent ref={ref}>
      <p>Click the diagram, or focus it and press Enter. Escape, a click, resizing or scrolling closes it.</p>
      <img src={diagram} alt="Source files pass through the build and come out as ESM, CJS and declaration files" width={320} />
      <p>Images inside links are left alone:</p>
      <a href="https://rspack.dev">
        <img src={diagram} alt="Rspack website" width={160} />
      </a>
      <ImageZoom containerRef={ref} margin={margin} />
    </DocContent>
  );
}

const meta = {
  title: 'Content/ImageZoom',
  component: ImageZoom,
  render: (args) => <Demo margin={args.margin} />,
} satisfies Meta<typeof ImageZoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithMargin: Story = { args: { margin: 48 } };

/** The diagram opened: the enlarged copy over a dimmed page (Escape, a click, resizing or scrolling closes it). */
export const Zoomed: Story = {
  play: async ({ canvas, userEvent }) => {
    const img = canvas.getAllByRole('img')[0]!;
    // The zoom attaches 100 ms after the content loads: wait until the image becomes focusable.
    await waitFor(() => expect(img).toHaveAttribute('tabindex', '0'));
    await userEvent.click(img);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
