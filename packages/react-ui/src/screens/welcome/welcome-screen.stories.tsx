import type { Meta, StoryObj } from '@storybook/react-vite';
import { authServerError } from '@tunedeck/core';
import { expect, fn } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { WelcomeScreen } from './welcome-screen.js';

const meta = {
  title: 'Screens/Welcome',
  component: WelcomeScreen,
  args: { onLogIn: fn(), onSignUp: fn(), onForgot: fn(), onFormChange: fn() },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LogIn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    const form = canvas.getByRole('group', { name: 'Log In' });
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveFocus();
    const enter = canvas.getByRole('button', { name: 'Enter' });
    await expect(enter).toBeDisabled();
    await userEvent.type(email, 'ella@');
    await expect(email).toHaveAccessibleDescription('Invalid Email');
    await userEvent.type(email, 'example.com');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'secret');
    await expect(enter).toBeEnabled();
    await userEvent.click(enter);
    await expect(args.onLogIn).toHaveBeenCalledWith({ email: 'ella@example.com', password: 'secret' });
    await expect(form).toBeVisible();
  },
};

export const SignUp: Story = {
  args: { initialForm: 'sign-up' },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'abc');
    await expect(password).toHaveAccessibleDescription('Password min of 6 characters');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const LogInInvalidPassword: Story = {
  args: { initialForm: 'log-in', serverError: authServerError('log-in', 'invalid-password') },
};

export const LogInUserNotFound: Story = {
  args: { initialForm: 'log-in', serverError: authServerError('log-in', 'user-not-found') },
};

export const SignUpEmailTaken: Story = {
  args: { initialForm: 'sign-up', serverError: authServerError('sign-up', 'email-taken') },
};

export const TooManyRequests: Story = {
  args: { initialForm: 'log-in', serverError: authServerError('log-in', 'rate-limited') },
};

export const Busy: Story = { args: { initialForm: 'log-in', busy: true } };

export const Narrow320: Story = {
  args: { initialForm: 'sign-up' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  args: { initialForm: 'log-in' },
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The dark theme: the picture keeps the three knowledge colours. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
