import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_TITLE } from '../../test/fixtures.js';
import { AlreadyInLibraryDialog } from './already-in-library-dialog.js';

const meta = {
  title: 'Dialogs/Already In Library',
  component: AlreadyInLibraryDialog,
  args: { title: 'Solar', setName: 'Empty set', onAddFromLibrary: fn(), onClose: fn() },
} satisfies Meta<typeof AlreadyInLibraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Already In Library' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add From Library' }));
    await expect(args.onAddFromLibrary).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = { args: { title: LONG_TITLE } };
