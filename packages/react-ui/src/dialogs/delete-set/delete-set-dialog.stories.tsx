import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DeleteSetDialog } from './delete-set-dialog.js';

const meta = {
  title: 'Dialogs/Delete Set',
  component: DeleteSetDialog,
  args: { setName: 'Friday gig', onDeleteWithSongs: fn(), onDeleteKeepSongs: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete Set' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete set, and remove songs from Library' }),
    );
    await expect(args.onDeleteWithSongs).toHaveBeenCalledOnce();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete set, but keep songs in Library' }),
    );
    await expect(args.onDeleteKeepSongs).toHaveBeenCalledOnce();
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** The dark theme: a raised dialog over the backdrop. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
