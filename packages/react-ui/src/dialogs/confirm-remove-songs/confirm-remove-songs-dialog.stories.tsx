import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmRemoveSongsDialog } from './confirm-remove-songs-dialog.js';

const meta = {
  title: 'Dialogs/Confirm Remove Songs',
  component: ConfirmRemoveSongsDialog,
  args: { setName: 'Friday gig', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof ConfirmRemoveSongsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirm Remove Songs' });
    await expect(dialog).toHaveTextContent('Only songs that are in no other set are deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
