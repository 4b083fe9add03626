import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailVerificationDialog, type ResendOutcome } from './email-verification-dialog.js';

const meta = {
  title: 'Dialogs/Email Verification',
  component: EmailVerificationDialog,
  args: {
    email: 'ella@example.com',
    onLogOut: fn(),
    onResend: fn(async (): Promise<ResendOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof EmailVerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Email Verification' });
    await expect(dialog).toHaveTextContent('up to 15 minutes');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const EmailSent: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Email Verification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend Verification' }));
    await expect(await within(dialog).findByText('Email sent')).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  args: {
    onResend: fn(
      async (): Promise<ResendOutcome> => ({
        ok: false,
        message: 'Too many requests. Try again in a few minutes.',
      }),
    ),
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Email Verification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend Verification' }));
    await expect(
      await within(dialog).findByText('Too many requests. Try again in a few minutes.'),
    ).toBeVisible();
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Wide1280: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
