// The account dialogs of Settings, Welcome and the verification gate, tested together: they share
// the form timing (core's message once touched, the server's until the field is edited).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authServerError } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { ChangeEmailDialog } from '../change-email/change-email-dialog.js';
import { ChangePasswordDialog } from '../change-password/change-password-dialog.js';
import { DeleteAccountDialog } from '../delete-account/delete-account-dialog.js';
import { EmailVerificationDialog } from '../email-verification/email-verification-dialog.js';
import { PasswordResetDialog } from '../password-reset/password-reset-dialog.js';
import { PasswordResetSentDialog } from '../password-reset-sent/password-reset-sent-dialog.js';
import { ReauthenticateDialog } from './reauthenticate-dialog.js';

describe('account dialogs', () => {
  it('Reauthenticate: the sentence, *Required Field, a disabled action, then the password', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <ReauthenticateDialog
        action="change your email"
        actionLabel="Continue"
        email="ella@example.com"
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reauthenticate' });
    expect(dialog).toHaveTextContent("In order to change your email, you'll need to re-enter your password");
    expect(screen.getByLabelText('Email')).toHaveValue('ella@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveFocus();
    const action = screen.getByRole('button', { name: 'Continue' });
    expect(action).toBeDisabled();
    await userEvent.type(password, 'a');
    await userEvent.clear(password);
    expect(password).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(password, ' pass word {Enter}');
    expect(onSubmit).toHaveBeenCalledWith(' pass word ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Reauthenticate: Invalid Password until the password is edited; busy disables the action', async () => {
    const props = { action: 'x', actionLabel: 'Go', email: 'e@x', onSubmit: vi.fn(), onClose: vi.fn() };
    const { rerender } = render(
      <ReauthenticateDialog {...props} serverError={authServerError('reauthenticate', 'invalid-password')} />,
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Invalid Password');
    await userEvent.type(password, 'y');
    expect(password).not.toHaveAttribute('aria-invalid');
    rerender(<ReauthenticateDialog {...props} busy />);
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  it.each([
    ['', '*Required Field'],
    ['ella', 'Invalid Email'],
  ])('Change Email: new email %j gives %s', async (typed, message) => {
    render(<ChangeEmailDialog email="ella@example.com" onSubmit={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Change Email' });
    expect(dialog).toHaveTextContent('logged out');
    expect(dialog).toHaveTextContent('verification email will be sent to your new address');
    expect(dialog).toHaveTextContent('spam');
    expect(screen.getByLabelText('Old Email')).toHaveValue('ella@example.com');
    const field = screen.getByLabelText('New Email');
    await userEvent.type(field, `${typed}z`);
    await userEvent.type(field, '{Backspace}');
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeDisabled();
  });

  it('Change Email: submits the cleaned input; shows Email already in use', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ChangeEmailDialog email="a@x" onSubmit={onSubmit} onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Password'), 'x{Backspace}');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(screen.getByLabelText('New Email'), ' New@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(onSubmit).toHaveBeenCalledWith({ newEmail: 'new@example.com', password: 'secret' });
    rerender(
      <ChangeEmailDialog
        email="a@x"
        onSubmit={onSubmit}
        onClose={vi.fn()}
        serverError={authServerError('change-email', 'email-taken')}
      />,
    );
    expect(screen.getByLabelText('New Email')).toHaveAccessibleDescription('Email already in use');
  });

  it('Change Password: required, minimum length, different; then submits', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordDialog email="ella@example.com" onSubmit={onSubmit} onClose={vi.fn()} />);
    const oldPassword = screen.getByLabelText('Old Password');
    const newPassword = screen.getByLabelText('New Password');
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expect(screen.getByLabelText('Email')).toHaveValue('ella@example.com');
    expect(submit).toBeDisabled();
    await userEvent.type(oldPassword, 'x{Backspace}');
    expect(oldPassword).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(newPassword, 'x{Backspace}');
    expect(newPassword).toHaveAccessibleDescription('*Required Field');
    await userEvent.type(oldPassword, 'secret1');
    await userEvent.type(newPassword, 'short');
    expect(newPassword).toHaveAccessibleDescription('Password min of 6 characters');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'secret1');
    expect(newPassword).toHaveAccessibleDescription('New password must be different');
    expect(submit).toBeDisabled();
    await userEvent.type(newPassword, '!');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'secret1', newPassword: 'secret1!' });
  });

  it('Delete Account: the warning word for word, Cancel focused, Delete confirms', async () => {
    const onConfirm = vi.fn();
    render(<DeleteAccountDialog onConfirm={onConfirm} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toHaveTextContent(
      'Are you sure you want to delete your account? This action cannot be undone. All your songs, sets, and settings will be deleted along with your login information.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('Password Reset and Password Reset Sent: their words and Got it', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<PasswordResetDialog onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Password Reset' })).toHaveTextContent(
      'type your email address into the Log In form, then click “Forgot Password?” again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    unmount();
    render(<PasswordResetSentDialog email="ella@example.com" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Password Reset Sent' })).toHaveTextContent(
      'An email with a reset link was sent to ‘ella@example.com’',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Email Verification: no Escape, Email sent or the rate limit for 3 s, Log Out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLogOut = vi.fn();
    const onResend = vi
      .fn()
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, message: 'Too many requests. Try again in a few minutes.' });
    render(<EmailVerificationDialog email="ella@example.com" onLogOut={onLogOut} onResend={onResend} />);
    const dialog = screen.getByRole('dialog', { name: 'Email Verification' });
    expect(dialog).toHaveTextContent('15 minutes');
    expect(dialog).toHaveTextContent('spam');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    const resend = within(dialog).getByRole('button', { name: 'Resend Verification' });
    await userEvent.click(resend);
    expect(screen.getByRole('status')).toHaveTextContent('Email sent');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(resend);
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests. Try again in a few minutes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
