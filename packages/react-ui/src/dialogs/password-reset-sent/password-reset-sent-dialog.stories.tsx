import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasswordResetSentDialog } from './password-reset-sent-dialog.js';

const meta = {
  title: 'Dialogs/Password Reset Sent',
  component: PasswordResetSentDialog,
  args: { email: 'ella@example.com', onClose: fn() },
} satisfies Meta<typeof PasswordResetSentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Password Reset Sent' });
    await expect(dialog).toHaveTextContent('An email with a reset link was sent to ‘ella@example.com’.');
  },
};

export const LongEmail: Story = {
  args: { email: 'maximilian.the.great.saxophonist.of.the.north@example-music-school.com' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
