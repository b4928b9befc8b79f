import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table';

const FORMATS = ['esm', 'cjs', 'umd', 'mf'];

const meta = {
  title: 'Content/Table',
  component: Table,
  // In an article column, as Markdown tables are.
  decorators: [
    (Story) => (
      <div className="rsd-doc" style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <>
        <thead>
          <tr>
            <th>Format</th>
            <th>Output</th>
          </tr>
        </thead>
        <tbody>
          {FORMATS.map((f) => (
            <tr key={f}>
              <td>
                <code>{f}</code>
              </td>
              <td>One file per entry</td>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fits the column: a plain box, no tab stop. */
export const Narrow: Story = {};

/** Wider than the column: it scrolls sideways, and is a named region the keyboard reaches. */
export const Wide: Story = {
  args: {
    children: (
      <>
        <thead>
          <tr>
            <th>Format</th>
            <th>
              <code>define</code>
            </th>
            <th>
              <code>process.env.NODE_ENV</code>
            </th>
            <th>
              <code>process.env.ASSET_PREFIX</code>
            </th>
          </tr>
        </thead>
        <tbody>
          {FORMATS.map((f) => (
            <tr key={f}>
              <td>
                <code>{f}</code>
              </td>
              <td>Replaced at build time</td>
              <td>Kept as written for the consumer's bundler</td>
              <td>Replaced with the prefix the site was built with</td>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
};

/** The corner of a table whose first column names its rows: an empty cell, not an empty header. */
export const RowHeaders: Story = {
  args: {
    children: (
      <>
        <thead>
          <tr>
            <td />
            <th>Bundle</th>
            <th>Bundleless</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Files in the package</td>
            <td>Few</td>
            <td>One per source file</td>
          </tr>
        </tbody>
      </>
    ),
  },
};

export const Chinese: Story = { ...Wide, globals: { locale: 'zh' } };
