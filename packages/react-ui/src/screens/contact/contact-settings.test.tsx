import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailAuthScreen } from '../email-auth/email-auth-screen.js';
import { SettingsScreen } from '../settings/settings-screen.js';
import { ContactScreen } from './contact-screen.js';

async function fill(subject = 'Hello', message = 'Hi there') {
  await userEvent.type(screen.getByLabelText('Subject'), subject);
  await userEvent.type(screen.getByLabelText('Message'), message);
}

describe('ContactScreen', () => {
  it.each([
    ['Your Email', '', '*required'],
    ['Your Email', 'ella', '*must be valid email address'],
    ['Subject', '', '*required'],
    ['Message', '', '*required'],
  ])('%s %j: %s and a disabled Submit', async (label, typed, message) => {
    render(<ContactScreen onSubmit={vi.fn()} />);
    const field = screen.getByLabelText(label);
    await userEvent.type(field, `${typed}z{Backspace}`);
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('sends the cleaned message, says so, and empties the form', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }));
    render(<ContactScreen defaultEmail="ella@example.com" onSubmit={onSubmit} />);
    await fill(' Hello ', 'Hi there ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ella@example.com',
      subject: 'Hello',
      message: 'Hi there',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Your Email')).toHaveValue('ella@example.com');
  });

  it('stays filled when sending fails, and waits while sending', async () => {
    let finish: (value: { ok: boolean }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: boolean }>((resolve) => (finish = resolve)));
    render(<ContactScreen defaultEmail="ella@example.com" onSubmit={onSubmit} />);
    await fill();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    // Busy, and pressed again it sends nothing more; the keyboard's place stays on it.
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveFocus();
    finish({ ok: false });
    await vi.waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi there');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('SettingsScreen and EmailAuthScreen', () => {
  it('shows the email, a masked password, and the three actions', async () => {
    const props = { onChangeEmail: vi.fn(), onChangePassword: vi.fn(), onDeleteAccount: vi.fn() };
    render(<SettingsScreen email="ella@example.com" {...props} />);
    expect(screen.getByText('ella@example.com')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Your Account' }));
    expect(props.onChangeEmail).toHaveBeenCalledOnce();
    expect(props.onChangePassword).toHaveBeenCalledOnce();
    expect(props.onDeleteAccount).toHaveBeenCalledOnce();
  });

  it('disables the actions until the account is known', () => {
    render(<SettingsScreen onChangeEmail={vi.fn()} onChangePassword={vi.fn()} onDeleteAccount={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('Email Auth: a labelled spinner, or a way back when confirming failed', () => {
    const { rerender } = render(<EmailAuthScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email');
    rerender(<EmailAuthScreen failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not confirm');
    expect(screen.getByRole('link', { name: 'Back to Tunedeck' })).toHaveAttribute('href', '/');
  });
});
