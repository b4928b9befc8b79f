import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchModal, type SearchModalProps } from './SearchModal';
import { chineseHits, createFakeSource, englishHits } from './SearchModal.fixtures';

/** Keeps the modal open state, with a button to reopen it after closing. */
function OpenModal(props: SearchModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Search/SearchModal',
  component: SearchModal,
  // Each story opens a modal: on the docs page they render in their own frames instead of stacking up.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { open: true, onOpenChange: () => {}, source: createFakeSource(englishHits) },
  render: (args) => <OpenModal {...args} />,
} satisfies Meta<typeof SearchModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened, nothing typed yet: recent searches (after the first ones) and suggested ones. */
export const Empty: Story = {};

/** A page that matched as a whole heads its group (its title shows once), its sections under it. */
export const PageHit: Story = {
  args: {
    defaultQuery: 'build',
    source: createFakeSource([
      { id: 'cli', routePath: '/guide/basic/cli', title: 'CLI', headingPath: ['CLI'], snippet: 'Rslib comes with a CLI to build and inspect libraries.' },
      { id: 'cli-build', routePath: '/guide/basic/cli', anchor: 'build', title: 'CLI', headingPath: ['CLI', 'Commands', 'rslib build'], snippet: 'The rslib build command builds the outputs.' },
      { id: 'qs', routePath: '/guide/start/quick-start', anchor: 'build-the-library', title: 'Quick Start', headingPath: ['Quick Start', 'Build the library'], snippet: 'Run npm run build to build the library.' },
    ]),
  },
};

/** The source is still loading its index. */
export const Loading: Story = { args: { source: createFakeSource(englishHits, 'never'), defaultQuery: 'build' } };

/** English results grouped by page, with matches highlighted. */
export const Results: Story = { args: { defaultQuery: 'build' } };

/** Chinese UI strings and results. */
export const ChineseResults: Story = {
  name: 'Chinese results',
  globals: { locale: 'zh' },
  args: { source: createFakeSource(chineseHits), defaultQuery: '构建' },
};

/** Answers from a partial index (a large site's dev server, before its full index is made): the dialog says so. */
export const PartialResults: Story = {
  name: 'Partial results',
  args: { defaultQuery: 'build', source: { ...createFakeSource(englishHits), isPartial: () => true } },
};

/** A query with no hits. */
export const NoResults: Story = { args: { defaultQuery: 'webpack' } };

/** The index failed to load (the modal also logs the error to the console, on purpose). */
export const Error: Story = {
  args: { source: createFakeSource(englishHits, 'reject') },
  parameters: { smoke: { expectedConsoleErrors: ['the search index could not be loaded'] } },
};
