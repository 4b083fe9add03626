import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordResetDialog } from './password-reset-dialog.js';

const meta = {
  title: 'Dialogs/Password Reset',
  component: PasswordResetDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof PasswordResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Password Reset' });
    await expect(dialog).toHaveTextContent('click “Forgot Password?” again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
