import { describe, expect, it } from 'vitest';
import { AUTH_SERVER_MESSAGES, authServerError } from './auth-errors.js';

describe('authServerError', () => {
  it('words log-in refusals', () => {
    expect(authServerError('log-in', 'invalid-password')).toEqual({
      field: 'password',
      message: 'Invalid Password',
    });
    expect(authServerError('log-in', 'user-not-found')).toEqual({
      field: 'email',
      message: 'User Not Found',
    });
    expect(authServerError('log-in', 'invalid-email')).toEqual({ field: 'email', message: 'Invalid Email' });
  });

  it('words sign-up refusals', () => {
    expect(authServerError('sign-up', 'invalid-email')).toEqual({ field: 'email', message: 'Invalid Email' });
    expect(authServerError('sign-up', 'email-taken')).toEqual({
      field: 'email',
      message: 'Email Already In Use',
    });
    expect(authServerError('sign-up', 'password-too-short')).toEqual({
      field: 'password',
      message: 'Password min of 6 characters',
    });
  });

  it('words password-reset refusals', () => {
    expect(authServerError('password-reset', 'invalid-email')).toEqual({
      field: 'email',
      message: 'Invalid Email',
    });
    expect(authServerError('password-reset', 'email-not-found')).toEqual({
      field: 'email',
      message: 'Email Not Found',
    });
    expect(authServerError('password-reset', 'user-not-found')).toEqual({
      field: 'email',
      message: 'Email Not Found',
    });
  });

  it('words change-email refusals under the new email, in its own case', () => {
    expect(authServerError('change-email', 'invalid-email')).toEqual({
      field: 'newEmail',
      message: 'Invalid Email',
    });
    expect(authServerError('change-email', 'email-taken')).toEqual({
      field: 'newEmail',
      message: 'Email already in use',
    });
    expect(authServerError('change-email', 'invalid-password')).toEqual({
      field: 'password',
      message: 'Invalid Password',
    });
  });

  it('words a wrong password on change password and reauthenticate', () => {
    expect(authServerError('change-password', 'invalid-password')).toEqual({
      field: 'oldPassword',
      message: 'Invalid Password',
    });
    expect(authServerError('change-password', 'same-password')).toEqual({
      field: 'newPassword',
      message: 'New password must be different',
    });
    expect(authServerError('reauthenticate', 'invalid-password')).toEqual({
      field: 'password',
      message: 'Invalid Password',
    });
  });

  it('shows rate limiting as the form message', () => {
    for (const form of ['log-in', 'sign-up', 'resend-verification'] as const) {
      expect(authServerError(form, 'rate-limited')).toEqual({
        field: null,
        message: 'Too many requests. Try again in a few minutes.',
      });
    }
  });

  it('leaves unexpected failures to the Network Error dialog', () => {
    expect(authServerError('log-in', 'network')).toBeUndefined();
    expect(authServerError('sign-up', 'unknown')).toBeUndefined();
    expect(authServerError('reauthenticate', 'user-not-found')).toBeUndefined();
    expect(authServerError('resend-verification', 'invalid-password')).toBeUndefined();
  });

  it('exports the server words', () => {
    expect(AUTH_SERVER_MESSAGES).toEqual({
      invalidPassword: 'Invalid Password',
      userNotFound: 'User Not Found',
      emailNotFound: 'Email Not Found',
      emailTaken: 'Email Already In Use',
      newEmailTaken: 'Email already in use',
      rateLimited: 'Too many requests. Try again in a few minutes.',
      linkExpired: 'This link has expired or has already been used. Ask for a new one.',
    });
  });

  it('words an expired emailed link for the whole form, on the reset and the email-change pages', () => {
    const expired = { field: null, message: AUTH_SERVER_MESSAGES.linkExpired };
    expect(authServerError('new-password', 'invalid-token')).toEqual(expired);
    expect(authServerError('reauthenticate', 'invalid-token')).toEqual(expired);
    expect(authServerError('new-password', 'password-too-short')).toEqual({
      field: 'password',
      message: 'Password min of 6 characters',
    });
    expect(authServerError('reauthenticate', 'email-taken')).toEqual({
      field: null,
      message: 'Email already in use',
    });
  });
});
