import { MIN_PASSWORD_LENGTH } from '../model/constants.js';
import { normaliseEmail } from '../text/normalise.js';
import { isValidEmail } from './email.js';
import { AUTH_MESSAGES, type AuthErrorCode } from './messages.js';
import { collect, type FormResult, refuse, valid } from './result.js';

export type AuthResult<V, F extends string> = FormResult<V, F, AuthErrorCode>;

export interface EmailPassword {
  email: string;
  password: string;
}

function emailCode(email: string): AuthErrorCode | null {
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'invalid-email';
}

// Passwords are checked as typed: a space is part of a password, never trimmed away.
function newPasswordCode(password: string): AuthErrorCode | null {
  if (password === '') return 'required';
  return [...password].length < MIN_PASSWORD_LENGTH ? 'password-too-short' : null;
}

function requiredCode(value: string): AuthErrorCode | null {
  return value === '' ? 'required' : null;
}

/** Checks the sign-up form; the value's email is trimmed and lower-cased. */
export function validateSignUp(input: EmailPassword): AuthResult<EmailPassword, keyof EmailPassword> {
  const email = normaliseEmail(input.email);
  return collect({ email: emailCode(email), password: newPasswordCode(input.password) }, AUTH_MESSAGES, {
    email,
    password: input.password,
  });
}

/** Checks the log-in form. No length rule on the password: the server alone says whether it is right. */
export function validateLogIn(input: EmailPassword): AuthResult<EmailPassword, keyof EmailPassword> {
  const email = normaliseEmail(input.email);
  return collect({ email: emailCode(email), password: requiredCode(input.password) }, AUTH_MESSAGES, {
    email,
    password: input.password,
  });
}

/** "Forgot Password?" with an empty email shows how to ask for a reset (the Password Reset dialog). */
export type PasswordResetOutcome = { kind: 'instructions' } | { kind: 'send'; email: string };

/** Checks the log-in form's email when "Forgot Password?" is clicked. */
export function validatePasswordReset(rawEmail: string): AuthResult<PasswordResetOutcome, 'email'> {
  const email = normaliseEmail(rawEmail);
  if (email === '') return valid({ kind: 'instructions' });
  if (!isValidEmail(email)) return refuse('email', 'invalid-email', AUTH_MESSAGES);
  return valid({ kind: 'send', email });
}

/** Checks the new password chosen on the page a password-reset link opens. */
export function validateNewPassword(password: string): AuthResult<{ password: string }, 'password'> {
  return collect({ password: newPasswordCode(password) }, AUTH_MESSAGES, { password });
}

export interface ChangeEmailInput {
  newEmail: string;
  password: string;
}

/** Checks the Change Email form; the new email is trimmed and lower-cased. */
export function validateChangeEmail(
  input: ChangeEmailInput,
): AuthResult<ChangeEmailInput, keyof ChangeEmailInput> {
  const newEmail = normaliseEmail(input.newEmail);
  return collect({ newEmail: emailCode(newEmail), password: requiredCode(input.password) }, AUTH_MESSAGES, {
    newEmail,
    password: input.password,
  });
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** Checks the Change Password form: both required, the new one long enough and not the old one. */
export function validateChangePassword(
  input: ChangePasswordInput,
): AuthResult<ChangePasswordInput, keyof ChangePasswordInput> {
  const { oldPassword, newPassword } = input;
  let newCode = newPasswordCode(newPassword);
  if (newCode === null && newPassword === oldPassword) newCode = 'same-password';
  return collect({ oldPassword: requiredCode(oldPassword), newPassword: newCode }, AUTH_MESSAGES, {
    oldPassword,
    newPassword,
  });
}

/** Checks the Reauthenticate dialog (before changing the email or password, or deleting the account). */
export function validateReauthenticate(password: string): AuthResult<{ password: string }, 'password'> {
  return collect({ password: requiredCode(password) }, AUTH_MESSAGES, { password });
}
