import { KNOWLEDGE_LABELS, type Knowledge, type SongKey } from '../model/constants.js';

/** Trims and collapses every run of white space to one space: how titles and set names are stored. */
export function normaliseText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The comparison form of a title or set name: normalised and case-folded. */
export function titleKey(value: string): string {
  return normaliseText(value).toLocaleLowerCase('en');
}

/** Whether two titles or set names are the same for uniqueness (case-insensitive, spacing-insensitive). */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/**
 * How a stored title or set name is shown: one with no capital letter at all is shown with each word
 * capitalised ("autumn leaves" -> "Autumn Leaves"); any other exactly as stored ("UMMG", "St. Thomas").
 */
export function displayTitle(stored: string): string {
  if (stored !== stored.toLocaleLowerCase('en')) return stored;
  return stored.replace(
    /(^|\s)(\S)/g,
    (_, space: string, first: string) => space + first.toLocaleUpperCase('en'),
  );
}

/** Trims and lower-cases an email address: one account per address regardless of case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLocaleLowerCase('en');
}

/** The display name given at sign-up: the email's local part, capitalised. */
export function displayNameFromEmail(email: string): string {
  const local = normaliseEmail(email).split('@')[0] ?? '';
  return local.charAt(0).toLocaleUpperCase('en') + local.slice(1);
}

const KEY_GLYPHS: Readonly<Record<string, string>> = { flat: '\u266d', sharp: '\u266f' };

/** A stored key as shown: "D flat" -> "D♭", "F sharp" -> "F♯", "random" -> "Random". */
export function displayKey(key: SongKey): string {
  if (key === 'random') return 'Random';
  const [letter, accidental] = key.split(' ');
  return accidental ? `${letter}${KEY_GLYPHS[accidental] ?? ''}` : (letter ?? key);
}

/** A key's name for screen readers: "D flat" stays "D flat", "random" reads "Random key". */
export function spokenKey(key: SongKey): string {
  return key === 'random' ? 'Random key' : key;
}

export function knowledgeLabel(knowledge: Knowledge): string {
  return KNOWLEDGE_LABELS[knowledge];
}
