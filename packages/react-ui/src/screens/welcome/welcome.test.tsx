import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authServerError } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { WelcomeScreen } from './welcome-screen.js';
import { WelcomeSignedInScreen } from './welcome-signed-in-screen.js';

function setup(props: Partial<Parameters<typeof WelcomeScreen>[0]> = {}) {
  const handlers = { onLogIn: vi.fn(), onSignUp: vi.fn(), onForgot: vi.fn() };
  const view = render(<WelcomeScreen {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('WelcomeScreen', () => {
  it('slides in Log In, switches to Sign Up and back', async () => {
    setup();
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('group', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // The two buttons give way to the form: its submit is the only "Log In" on the page.
    expect(screen.getAllByRole('button', { name: 'Log In' })).toEqual([
      within(screen.getByRole('group', { name: 'Log In' })).getByRole('button', { name: 'Log In' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Need to create an account?' }));
    expect(screen.getByRole('group', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Already Have An Account?' }));
    expect(screen.getByRole('group', { name: 'Log In' })).toBeInTheDocument();
  });

  it('Log In: core’s messages once touched, Log In disabled until valid, email cleaned', async () => {
    const { onLogIn } = setup({ initialForm: 'log-in' });
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    const enter = screen.getByRole('button', { name: 'Log In' });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(enter).toBeDisabled();
    await userEvent.type(email, 'x');
    await userEvent.clear(email);
    expect(email).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(email, 'nope');
    expect(email).toHaveAccessibleDescription('Invalid Email');
    await userEvent.clear(email);
    await userEvent.type(email, '  Ella@Example.com ');
    // Passing through an empty field says nothing (a message appearing on blur would move the button
    // being tapped); Log In stays disabled.
    await userEvent.click(password);
    await userEvent.tab();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(enter).toBeDisabled();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'abc');
    expect(enter).toBeEnabled();
    await userEvent.click(enter);
    expect(onLogIn).toHaveBeenCalledWith({ email: 'ella@example.com', password: 'abc' });
  });

  it('Sign Up: the minimum password length, Create Account disabled', async () => {
    const { onSignUp } = setup({ initialForm: 'sign-up' });
    await userEvent.type(screen.getByLabelText('Email'), 'ella@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abcde');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password min of 6 characters');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'f{Enter}');
    expect(onSignUp).toHaveBeenCalledWith({ email: 'ella@example.com', password: 'abcdef' });
  });

  it('shows the server’s words under their field until that field is edited', async () => {
    const { rerender, onLogIn, onSignUp, onForgot } = setup({ initialForm: 'log-in' });
    const props = { onLogIn, onSignUp, onForgot, initialForm: 'log-in' as const };
    rerender(<WelcomeScreen {...props} serverError={authServerError('log-in', 'invalid-password')} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Invalid Password');
    await userEvent.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    rerender(<WelcomeScreen {...props} serverError={authServerError('log-in', 'user-not-found')} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('User Not Found');
    rerender(<WelcomeScreen {...props} serverError={authServerError('log-in', 'rate-limited')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Try again in a few minutes.');
  });

  it('Forgot Password?: instructions for an empty email, Invalid Email for a bad one, else a reset request', async () => {
    const { onForgot } = setup({ initialForm: 'log-in' });
    const forgot = screen.getByRole('button', { name: 'Forgot Password?' });
    await userEvent.click(forgot);
    expect(onForgot).toHaveBeenLastCalledWith({ kind: 'instructions' });
    await userEvent.type(screen.getByLabelText('Email'), 'ella');
    await userEvent.click(forgot);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email');
    expect(onForgot).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    await userEvent.click(forgot);
    expect(onForgot).toHaveBeenLastCalledWith({ kind: 'send', email: 'ella@example.com' });
  });

  it('busy: the submit button waits', async () => {
    setup({ initialForm: 'log-in', busy: true });
    await userEvent.type(screen.getByLabelText('Email'), 'ella@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });
});

describe('WelcomeSignedInScreen', () => {
  it('greets, links to the Quick Start and Docs, and saves the preference on and off for 1.3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn(async () => ({ ok: true }));
    const { rerender } = render(
      <WelcomeSignedInScreen name="Ella" loginToPicker={false} onLoginToPickerChange={onChange} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ella!');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/help/quickstart');
    expect(screen.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/help/docs');
    const box = screen.getByRole('checkbox', { name: 'On login, skip Welcome page and direct me to Picker' });
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('status')).toHaveTextContent('Your preference has been saved.');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<WelcomeSignedInScreen name="Ella" loginToPicker onLoginToPickerChange={onChange} />);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.useRealTimers();
  });

  it('greets by the name the account’s email starts with, or without a name where it reads as none', () => {
    const greeting = (name: string) => {
      const view = render(
        <WelcomeSignedInScreen name={name} loginToPicker={false} onLoginToPickerChange={vi.fn()} />,
      );
      const text = screen.getByRole('heading', { level: 1 }).textContent;
      view.unmount();
      return text;
    };
    expect(greeting('John.smith84')).toBe('Welcome, John!');
    expect(greeting('Mary-anne')).toBe('Welcome, Mary-Anne!');
    expect(greeting('Info')).toBe('Welcome!');
    expect(greeting('12345')).toBe('Welcome!');
    expect(greeting('')).toBe('Welcome!');
  });

  it('says nothing when saving was refused', async () => {
    const onChange = vi.fn(async () => ({ ok: false }));
    render(<WelcomeSignedInScreen name="Ella" loginToPicker={false} onLoginToPickerChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
