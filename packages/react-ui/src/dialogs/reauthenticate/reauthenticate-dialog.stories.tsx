import type { Meta, StoryObj } from '@storybook/react-vite';
import { authServerError } from '@tunedeck/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReauthenticateDialog } from './reauthenticate-dialog.js';

const meta = {
  title: 'Dialogs/Reauthenticate',
  component: ReauthenticateDialog,
  args: {
    action: 'delete your account',
    actionLabel: 'Confirm Delete',
    email: 'ella@example.com',
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReauthenticateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmDelete: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reauthenticate' });
    await expect(dialog).toHaveTextContent(
      "In order to delete your account, you'll need to re-enter your password.",
    );
    const password = within(dialog).getByLabelText('Password');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Delete' });
    await expect(password).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    await expect(password).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(password, 'secret1');
    await userEvent.click(confirm);
    await expect(args.onSubmit).toHaveBeenCalledWith('secret1');
  },
};

export const InvalidPassword: Story = {
  args: { serverError: authServerError('reauthenticate', 'invalid-password') },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reauthenticate' });
    await expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Invalid Password');
  },
};

export const Busy: Story = { args: { busy: true } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
