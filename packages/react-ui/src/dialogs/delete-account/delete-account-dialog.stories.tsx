import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog.js';

const meta = {
  title: 'Dialogs/Delete Account',
  component: DeleteAccountDialog,
  args: { onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete Account' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
