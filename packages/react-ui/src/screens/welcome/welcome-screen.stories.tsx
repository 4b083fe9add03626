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

/** No two controls on the page share a name (a screen reader's list of buttons reads each once). */
async function namesUnique(root: HTMLElement) {
  const names = [...root.querySelectorAll('button, a[href]')].map(
    (control) => control.getAttribute('aria-label') ?? control.textContent?.trim(),
  );
  await expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
}

export const Default: Story = {
  play: async ({ canvasElement }) => namesUnique(canvasElement),
};

/** Log In slides in in place of the two buttons: its submit is the page's only "Log In". */
export const LogIn: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    const form = canvas.getByRole('group', { name: 'Log In' });
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    await namesUnique(canvasElement);
    const enter = canvas.getByRole('button', { name: 'Log In' });
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

/** The dark theme: the picture keeps the three knowledge colours. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** From 1024px wide, a two-column hero: the name, the promise and the Picker beside the way in. */
async function sideBySide(canvasElement: HTMLElement) {
  const showcase = canvasElement.querySelector('.td-welcome__showcase')!.getBoundingClientRect();
  const auth = canvasElement.querySelector('.td-welcome__auth')!.getBoundingClientRect();
  await expect(showcase.right).toBeLessThanOrEqual(auth.left);
  await expect(auth.top).toBeLessThan(showcase.bottom);
  // All of it on the first screen: nothing to scroll to.
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  await expect(canvasElement.querySelector('.td-picture')).toBeVisible();
}

const tablet = { value: 'tablet', isRotated: false };
const desktop = { value: 'desktop', isRotated: false };
const wide = { value: 'wide', isRotated: false };

export const Tablet1024: Story = {
  globals: { viewport: tablet },
  play: async ({ canvasElement }) => sideBySide(canvasElement),
};

export const Tablet1024Dark: Story = {
  args: { initialForm: 'log-in' },
  globals: { viewport: tablet, theme: 'dark' },
  play: async ({ canvasElement }) => sideBySide(canvasElement),
};

/** The Log In form open on a desk: the picture stays beside it. */
export const Desktop1280: Story = {
  args: { initialForm: 'log-in' },
  globals: { viewport: desktop },
  play: async ({ canvasElement }) => {
    await sideBySide(canvasElement);
    await namesUnique(canvasElement);
  },
};

export const Desktop1280Dark: Story = {
  globals: { viewport: desktop, theme: 'dark' },
  play: async ({ canvasElement }) => sideBySide(canvasElement),
};

export const Wide1440: Story = {
  globals: { viewport: wide },
  play: async ({ canvasElement }) => sideBySide(canvasElement),
};

export const Wide1440Dark: Story = {
  args: { initialForm: 'sign-up' },
  globals: { viewport: wide, theme: 'dark' },
  play: async ({ canvasElement }) => sideBySide(canvasElement),
};
