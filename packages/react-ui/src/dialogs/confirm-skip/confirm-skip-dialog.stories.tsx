import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmSkipDialog } from './confirm-skip-dialog.js';

const meta = {
  title: 'Dialogs/Confirm Skip',
  component: ConfirmSkipDialog,
  args: { title: 'Autumn Leaves', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof ConfirmSkipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Skip This Tune?' });
    // SKIP has the focus: the pedal's second press (Enter or Space) confirms.
    await expect(within(dialog).getByRole('button', { name: 'SKIP' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SKIP' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
