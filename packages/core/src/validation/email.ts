import { LIMITS } from '../model/constants.js';

/**
 * Whether a normalised email address is worth sending to the server: at most `LIMITS.email`
 * characters, no white space, exactly one '@' with something on each side. A dot in the domain is not
 * required (`me@localhost` is a real address on a development server); the server and the
 * verification email are the real check.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > LIMITS.email || /\s/.test(email)) return false;
  const at = email.indexOf('@');
  return at > 0 && at === email.lastIndexOf('@') && at < email.length - 1;
}
