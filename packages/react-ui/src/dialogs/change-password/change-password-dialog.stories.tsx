import type { Meta, StoryObj } from '@storybook/react-vite';
import { authServerError } from '@tunedeck/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog.js';

const meta = {
  title: 'Dialogs/Change Password',
  component: ChangePasswordDialog,
  args: { email: 'ella@example.com', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change Password' });
    const oldPassword = within(dialog).getByLabelText('Old Password');
    const newPassword = within(dialog).getByLabelText('New Password');
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();
    await userEvent.type(oldPassword, 'x');
    await userEvent.clear(oldPassword);
    await expect(oldPassword).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(oldPassword, 'secret1');
    await userEvent.type(newPassword, 'abc');
    await expect(newPassword).toHaveAccessibleDescription('Password min of 6 characters');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'secret1');
    await expect(newPassword).toHaveAccessibleDescription('New password must be different');
    await expect(submit).toBeDisabled();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'secret2');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'secret1', newPassword: 'secret2' });
  },
};

export const InvalidPassword: Story = {
  args: { serverError: authServerError('change-password', 'invalid-password') },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change Password' });
    await expect(within(dialog).getByLabelText('Old Password')).toHaveAccessibleDescription(
      'Invalid Password',
    );
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
