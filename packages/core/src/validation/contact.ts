import { LIMITS } from '../model/constants.js';
import { exceedsLength } from '../text/length.js';
import { normaliseEmail } from '../text/normalise.js';
import { isValidEmail } from './email.js';
import { CONTACT_MESSAGES, type ContactErrorCode } from './messages.js';
import { collect, type FormResult } from './result.js';

export interface ContactInput {
  email: string;
  subject: string;
  message: string;
}

/** Checks the Contact Us form; the value is trimmed, its email lower-cased. */
export function validateContact(
  input: ContactInput,
): FormResult<ContactInput, keyof ContactInput, ContactErrorCode> {
  const email = normaliseEmail(input.email);
  const subject = input.subject.trim();
  const message = input.message.trim();
  return collect(
    {
      email: email === '' ? 'required' : isValidEmail(email) ? null : 'invalid-email',
      subject:
        subject === ''
          ? 'required'
          : exceedsLength(subject, LIMITS.contactSubject)
            ? 'subject-too-long'
            : null,
      message:
        message === ''
          ? 'required'
          : exceedsLength(message, LIMITS.contactMessage)
            ? 'message-too-long'
            : null,
    },
    CONTACT_MESSAGES,
    { email, subject, message },
  );
}
