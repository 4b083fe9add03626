import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { EmailLinkScreen } from './email-link-screen.js';

const meta = {
  title: 'Screens/Email Link',
  component: EmailLinkScreen,
  args: { kind: 'reset-password', onSubmit: fn(), nextHref: '/welcome', nextLabel: 'Log In' },
} satisfies Meta<typeof EmailLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password-reset link: a new password of at least 6 characters. */
export const ResetPassword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByLabelText('New Password');
    await userEvent.type(field, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'defg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abcdefg');
  },
};

export const ResetDone: Story = { args: { done: true } };

/** The email-change link: the password confirms the move. */
export const ChangeEmail: Story = {
  args: { kind: 'change-email', nextHref: '/', nextLabel: 'Go to Tunedeck' },
};

export const WrongPassword: Story = {
  args: {
    kind: 'change-email',
    nextHref: '/',
    nextLabel: 'Go to Tunedeck',
    serverError: { field: 'password', message: 'Invalid Password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Invalid Password');
  },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
