import type { TunedeckErrorCode } from '../storage/errors.js';
import { AUTH_MESSAGES } from './messages.js';

/** The fields of each form that sends credentials or account changes to the server. */
export interface AuthFormFields {
  'sign-up': 'email' | 'password';
  'log-in': 'email' | 'password';
  'password-reset': 'email';
  /** The page of the emailed password-reset link. */
  'new-password': 'password';
  'change-email': 'newEmail' | 'password';
  'change-password': 'oldPassword' | 'newPassword';
  reauthenticate: 'password';
  'resend-verification': never;
}

export type AuthForm = keyof AuthFormFields;

/** Where a server refusal shows: under a field, or (`null`) as the form's own message. */
export interface AuthServerError<F extends string = string> {
  field: F | null;
  message: string;
}

/** The spec's words for the server's refusals of account forms. */
export const AUTH_SERVER_MESSAGES = {
  invalidPassword: 'Invalid Password',
  userNotFound: 'User Not Found',
  emailNotFound: 'Email Not Found',
  /** Sign-up's wording. */
  emailTaken: 'Email Already In Use',
  /** Change Email's wording of the same refusal. */
  newEmailTaken: 'Email already in use',
  rateLimited: 'Too many requests. Try again in a few minutes.',
  /** An emailed link whose token expired or was used already. */
  linkExpired: 'This link has expired or has already been used. Ask for a new one.',
} as const;

type ServerErrors = {
  [Form in AuthForm]: Partial<Record<TunedeckErrorCode, AuthServerError<AuthFormFields[Form]>>>;
};

const RATE_LIMITED = { field: null, message: AUTH_SERVER_MESSAGES.rateLimited };

const SERVER_ERRORS: ServerErrors = {
  'sign-up': {
    'invalid-email': { field: 'email', message: AUTH_MESSAGES['invalid-email'] },
    'email-taken': { field: 'email', message: AUTH_SERVER_MESSAGES.emailTaken },
    'password-too-short': { field: 'password', message: AUTH_MESSAGES['password-too-short'] },
    'rate-limited': RATE_LIMITED,
  },
  'log-in': {
    'invalid-email': { field: 'email', message: AUTH_MESSAGES['invalid-email'] },
    'user-not-found': { field: 'email', message: AUTH_SERVER_MESSAGES.userNotFound },
    'invalid-password': { field: 'password', message: AUTH_SERVER_MESSAGES.invalidPassword },
    'rate-limited': RATE_LIMITED,
  },
  'password-reset': {
    'invalid-email': { field: 'email', message: AUTH_MESSAGES['invalid-email'] },
    'email-not-found': { field: 'email', message: AUTH_SERVER_MESSAGES.emailNotFound },
    'user-not-found': { field: 'email', message: AUTH_SERVER_MESSAGES.emailNotFound },
    'rate-limited': RATE_LIMITED,
  },
  'new-password': {
    'password-too-short': { field: 'password', message: AUTH_MESSAGES['password-too-short'] },
    'invalid-token': { field: null, message: AUTH_SERVER_MESSAGES.linkExpired },
    'rate-limited': RATE_LIMITED,
  },
  'change-email': {
    'invalid-email': { field: 'newEmail', message: AUTH_MESSAGES['invalid-email'] },
    'email-taken': { field: 'newEmail', message: AUTH_SERVER_MESSAGES.newEmailTaken },
    'invalid-password': { field: 'password', message: AUTH_SERVER_MESSAGES.invalidPassword },
    'rate-limited': RATE_LIMITED,
  },
  'change-password': {
    'invalid-password': { field: 'oldPassword', message: AUTH_SERVER_MESSAGES.invalidPassword },
    'password-too-short': { field: 'newPassword', message: AUTH_MESSAGES['password-too-short'] },
    'same-password': { field: 'newPassword', message: AUTH_MESSAGES['same-password'] },
    'rate-limited': RATE_LIMITED,
  },
  reauthenticate: {
    'invalid-password': { field: 'password', message: AUTH_SERVER_MESSAGES.invalidPassword },
    // Confirming an emailed email change is a reauthentication on a link that may have expired, or whose
    // address someone took meanwhile.
    'invalid-token': { field: null, message: AUTH_SERVER_MESSAGES.linkExpired },
    'email-taken': { field: null, message: AUTH_SERVER_MESSAGES.newEmailTaken },
    'rate-limited': RATE_LIMITED,
  },
  'resend-verification': {
    'rate-limited': RATE_LIMITED,
  },
};

/**
 * The spec's words for a server refusal on an account form, and where they show; the same failure is
 * worded per form ("Email Already In Use" on Sign Up, "Email already in use" on Change Email).
 * `undefined` means the failure is unexpected there and belongs in the Network Error dialog.
 */
export function authServerError<Form extends AuthForm>(
  form: Form,
  code: TunedeckErrorCode,
): AuthServerError<AuthFormFields[Form]> | undefined {
  return (SERVER_ERRORS[form] as ServerErrors[Form])[code];
}
