import { describe, expect, it } from 'vitest';
import {
  validateChangeEmail,
  validateChangePassword,
  validateLogIn,
  validateNewPassword,
  validatePasswordReset,
  validateReauthenticate,
  validateSignUp,
} from './auth.js';
import { isValidEmail } from './email.js';
import { AUTH_MESSAGES } from './messages.js';

const REQUIRED = { code: 'required', message: '*Required Field' };
const INVALID_EMAIL = { code: 'invalid-email', message: 'Invalid Email' };
const TOO_SHORT = { code: 'password-too-short', message: 'Password min of 6 characters' };

describe('the words of an account form refusal', () => {
  it('are the spec words', () => {
    expect(AUTH_MESSAGES).toEqual({
      required: '*Required Field',
      'invalid-email': 'Invalid Email',
      'password-too-short': 'Password min of 6 characters',
      'same-password': 'New password must be different',
    });
  });
});

describe('isValidEmail', () => {
  it.each(['me@example.com', 'me@localhost', 'a.b+c@x.y'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'me',
    '@example.com',
    'me@',
    'me@@example.com',
    'a@b@c',
    'me @example.com',
    'me@exa\tmple.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    const domain = '@example.com';
    expect(isValidEmail('a'.repeat(254 - domain.length) + domain)).toBe(true);
    expect(isValidEmail('a'.repeat(255 - domain.length) + domain)).toBe(false);
  });
});

describe('validateSignUp', () => {
  it('trims and lower-cases the email and keeps the password as typed', () => {
    expect(validateSignUp({ email: '  Miles@Example.COM ', password: ' so what ' })).toEqual({
      ok: true,
      value: { email: 'miles@example.com', password: ' so what ' },
    });
  });

  it('refuses an invalid email and a short password at once', () => {
    expect(validateSignUp({ email: 'miles', password: '12345' })).toEqual({
      ok: false,
      errors: { email: INVALID_EMAIL, password: TOO_SHORT },
    });
  });

  it('accepts a password of exactly six characters', () => {
    expect(validateSignUp({ email: 'a@b', password: '123456' }).ok).toBe(true);
  });

  it('requires both fields', () => {
    expect(validateSignUp({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: { email: REQUIRED, password: REQUIRED },
    });
  });
});

describe('validateLogIn', () => {
  it('trims and lower-cases the email', () => {
    expect(validateLogIn({ email: ' BILL@Evans.org', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'bill@evans.org', password: 'x' },
    });
  });

  it('refuses an invalid email and requires a password, with no length rule', () => {
    expect(validateLogIn({ email: 'bill.evans.org', password: '' })).toEqual({
      ok: false,
      errors: { email: INVALID_EMAIL, password: REQUIRED },
    });
  });
});

describe('validatePasswordReset', () => {
  it('shows the instructions for an empty email', () => {
    expect(validatePasswordReset('   ')).toEqual({ ok: true, value: { kind: 'instructions' } });
  });

  it("refuses an email without '@'", () => {
    expect(validatePasswordReset('monk')).toEqual({ ok: false, errors: { email: INVALID_EMAIL } });
  });

  it('sends to the normalised email', () => {
    expect(validatePasswordReset(' Monk@Jazz.com')).toEqual({
      ok: true,
      value: { kind: 'send', email: 'monk@jazz.com' },
    });
  });
});

describe('validateNewPassword', () => {
  it('needs six characters', () => {
    expect(validateNewPassword('')).toEqual({ ok: false, errors: { password: REQUIRED } });
    expect(validateNewPassword('abcde')).toEqual({ ok: false, errors: { password: TOO_SHORT } });
    expect(validateNewPassword('abcdef')).toEqual({ ok: true, value: { password: 'abcdef' } });
  });
});

describe('validateChangeEmail', () => {
  it('requires the new email and the password', () => {
    expect(validateChangeEmail({ newEmail: ' ', password: '' })).toEqual({
      ok: false,
      errors: { newEmail: REQUIRED, password: REQUIRED },
    });
  });

  it('refuses an invalid new email on its field', () => {
    expect(validateChangeEmail({ newEmail: 'nope', password: 'secret' })).toEqual({
      ok: false,
      errors: { newEmail: INVALID_EMAIL },
    });
  });

  it('trims and lower-cases the new email', () => {
    expect(validateChangeEmail({ newEmail: ' New@Mail.COM ', password: 'secret' })).toEqual({
      ok: true,
      value: { newEmail: 'new@mail.com', password: 'secret' },
    });
  });
});

describe('validateChangePassword', () => {
  it('requires both passwords', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '' })).toEqual({
      ok: false,
      errors: { oldPassword: REQUIRED, newPassword: REQUIRED },
    });
  });

  it('needs a new password of six characters', () => {
    expect(validateChangePassword({ oldPassword: 'old-one', newPassword: 'short' })).toEqual({
      ok: false,
      errors: { newPassword: TOO_SHORT },
    });
  });

  it('needs a new password that differs from the old one', () => {
    expect(validateChangePassword({ oldPassword: 'same-one', newPassword: 'same-one' })).toEqual({
      ok: false,
      errors: { newPassword: { code: 'same-password', message: 'New password must be different' } },
    });
  });

  it('accepts a different new password', () => {
    expect(validateChangePassword({ oldPassword: 'old-one', newPassword: 'new-one' })).toEqual({
      ok: true,
      value: { oldPassword: 'old-one', newPassword: 'new-one' },
    });
  });
});

describe('validateReauthenticate', () => {
  it('requires the password', () => {
    expect(validateReauthenticate('')).toEqual({ ok: false, errors: { password: REQUIRED } });
    expect(validateReauthenticate('x')).toEqual({ ok: true, value: { password: 'x' } });
  });
});
