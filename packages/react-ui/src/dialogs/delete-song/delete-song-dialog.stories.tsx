import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LONG_TITLE } from '../../test/fixtures.js';
import { DeleteSongDialog } from './delete-song-dialog.js';

const meta = {
  title: 'Dialogs/Delete Song',
  component: DeleteSongDialog,
  args: { title: 'Blue Bossa', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteSongDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete Song' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = { args: { title: LONG_TITLE } };
