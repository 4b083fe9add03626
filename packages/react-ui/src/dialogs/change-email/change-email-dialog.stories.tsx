import type { Meta, StoryObj } from '@storybook/react-vite';
import { authServerError } from '@tunedeck/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeEmailDialog } from './change-email-dialog.js';

const meta = {
  title: 'Dialogs/Change Email',
  component: ChangeEmailDialog,
  args: { email: 'ella@example.com', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ChangeEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change Email' });
    const newEmail = within(dialog).getByLabelText('New Email');
    const password = within(dialog).getByLabelText('Password');
    const submit = within(dialog).getByRole('button', { name: 'Change Email' });
    await expect(submit).toBeDisabled();
    await userEvent.type(newEmail, 'ella');
    await expect(newEmail).toHaveAccessibleDescription('Invalid Email');
    await userEvent.clear(newEmail);
    await expect(newEmail).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(newEmail, ' Ella@New.example ');
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    await expect(password).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(password, 'secret1');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ newEmail: 'ella@new.example', password: 'secret1' });
  },
};

export const EmailInUse: Story = {
  args: { serverError: authServerError('change-email', 'email-taken') },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change Email' });
    await expect(within(dialog).getByLabelText('New Email')).toHaveAccessibleDescription(
      'Email already in use',
    );
  },
};

export const InvalidPassword: Story = {
  args: { serverError: authServerError('change-email', 'invalid-password') },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Wide1280: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
