/** Addresses of a role or a band, not of a person: no musician is greeted as "Info". */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'admin',
  'band',
  'booking',
  'bookings',
  'contact',
  'email',
  'enquiries',
  'hello',
  'hey',
  'hi',
  'info',
  'mail',
  'me',
  'music',
  'no-reply',
  'noreply',
  'office',
  'postmaster',
  'sales',
  'support',
  'team',
  'test',
  'user',
  'webmaster',
]);

/** The longest name greeted: a first name, double-barrelled at most, whole on a phone's line. */
export const GREETING_NAME_MAX = 20;

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1);

/** A run of at least two letters with a vowel (or a letter outside ASCII, whose vowels are its own). */
const readsAsWord = (letters: string) => letters.length >= 2 && /[aeiouy]|\P{ASCII}/u.test(letters);

/**
 * The name to greet a musician by, read from their email's local part (or an account name made of it,
 * core's `displayNameFromEmail`), or `null` where it does not read as a name: the first word before
 * any '.', '_' or '+', its letters up to a digit, capitalised ("john.smith84@x" -> "John",
 * "jane_doe@x" -> "Jane", "mary-anne@x" -> "Mary-Anne"). Nothing for one letter, no letters, a role
 * ("info@x", "12345@x", "x9@x"), or a single word longer than `GREETING_NAME_MAX`; hyphenated words
 * beyond it are left off.
 */
export function greetingName(email: string): string | null {
  const address = email.trim().toLocaleLowerCase('en');
  const at = address.lastIndexOf('@');
  const first = (at >= 0 ? address.slice(0, at) : address).split(/[._+\s]/)[0] ?? '';
  const words: string[] = [];
  for (const part of first.split('-')) {
    const letters = /^\p{L}+/u.exec(part)?.[0] ?? '';
    if (!readsAsWord(letters) || [...words, letters].join('-').length > GREETING_NAME_MAX) break;
    words.push(letters);
    // "anne84" ends the name; what follows a digit is not part of it.
    if (letters !== part) break;
  }
  if (words.length === 0 || NOT_NAMES.has(words[0]!) || NOT_NAMES.has(words.join('-'))) return null;
  return words.map(capitalise).join('-');
}
