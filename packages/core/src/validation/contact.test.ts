import { describe, expect, it } from 'vitest';
import { validateContact } from './contact.js';
import { CONTACT_MESSAGES } from './messages.js';

const REQUIRED = { code: 'required', message: '*required' };

describe('validateContact', () => {
  it('words its refusals as the spec does', () => {
    expect(CONTACT_MESSAGES).toEqual({
      required: '*required',
      'invalid-email': '*must be valid email address',
      'subject-too-long': '*must be at most 200 characters',
      'message-too-long': '*must be at most 10,000 characters',
    });
  });

  it('requires every field', () => {
    expect(validateContact({ email: ' ', subject: '  ', message: '\n' })).toEqual({
      ok: false,
      errors: { email: REQUIRED, subject: REQUIRED, message: REQUIRED },
    });
  });

  it("refuses an email without '@'", () => {
    expect(validateContact({ email: 'me.example.com', subject: 'Hi', message: 'Hello' })).toEqual({
      ok: false,
      errors: { email: { code: 'invalid-email', message: '*must be valid email address' } },
    });
  });

  it('refuses a subject or message past its limit', () => {
    const result = validateContact({
      email: 'me@x.org',
      subject: 's'.repeat(201),
      message: 'm'.repeat(10_001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        subject: { code: 'subject-too-long', message: '*must be at most 200 characters' },
        message: { code: 'message-too-long', message: '*must be at most 10,000 characters' },
      },
    });
    expect(
      validateContact({ email: 'me@x.org', subject: 's'.repeat(200), message: 'm'.repeat(10_000) }).ok,
    ).toBe(true);
  });

  it('trims the fields, lower-cases the email and keeps inner line breaks', () => {
    expect(
      validateContact({ email: ' Me@X.org ', subject: ' Bug ', message: '\nLine one\n\nLine two\n' }),
    ).toEqual({
      ok: true,
      value: { email: 'me@x.org', subject: 'Bug', message: 'Line one\n\nLine two' },
    });
  });
});
