import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WishAlreadyInLibraryDialog } from './wish-already-in-library-dialog.js';

const meta = {
  title: 'Dialogs/Wish Already In Library',
  component: WishAlreadyInLibraryDialog,
  args: { title: 'Solar', onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof WishAlreadyInLibraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Already In Library' });
    await expect(dialog).toHaveTextContent("'Solar' is already in your library.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove From List' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
