import { describe, expect, it } from 'vitest';
import { GREETING_NAME_MAX, greetingName } from './greeting.js';
import { displayNameFromEmail } from './normalise.js';

const greet = (emails: readonly string[]) => emails.map(greetingName);

describe('greetingName', () => {
  it('greets the first word of the local part, capitalised, its digits and surname left off', () => {
    expect(
      greet([
        'john.smith84@example.com',
        'jane_doe@example.com',
        'ella@example.com',
        'ELLA@Example.com',
        '  miles+gigs@example.com ',
        'john84smith@example.com',
        'al@example.com',
        'zoë@example.com',
      ]),
    ).toEqual(['John', 'Jane', 'Ella', 'Ella', 'Miles', 'John', 'Al', 'Zoë']);
  });

  it('keeps a hyphenated name, up to its first word with a digit or without a vowel', () => {
    expect(
      greet([
        'mary-anne@example.com',
        'anne-marie.dupont@example.com',
        'mary-anne84@example.com',
        'jean-christophe@example.com',
        'newcomer-m5x2k1qz-3@example.com',
        'serving-lx3k9-1@example.com',
        'practice-slow-lx3k9-2@example.com',
      ]),
    ).toEqual([
      'Mary-Anne',
      'Anne-Marie',
      'Mary-Anne',
      'Jean-Christophe',
      'Newcomer',
      'Serving',
      'Practice-Slow',
    ]);
  });

  it('greets no one where the local part does not read as a name', () => {
    expect(
      greet([
        'x9@example.com',
        'info@example.com',
        '12345@example.com',
        'j.smith@example.com',
        'jj@example.com',
        'no-reply@example.com',
        'info-berlin@example.com',
        '_ella@example.com',
        '@example.com',
        '',
      ]),
    ).toEqual([null, null, null, null, null, null, null, null, null, null]);
  });

  it(`greets a word of at most ${GREETING_NAME_MAX} letters, hyphenated words beyond it left off`, () => {
    expect(
      greet([
        'maximilianthegreatsaxophonist@example.com',
        'abcdefghijklmnopqrst@example.com',
        'serving-early-read-mabcdefg-1@example.com',
      ]),
    ).toEqual([null, 'Abcdefghijklmnopqrst', 'Serving-Early-Read']);
  });

  it('reads an account name made from the email as the email itself', () => {
    expect(greet(['john.smith84@example.com', 'info@example.com'].map(displayNameFromEmail))).toEqual([
      'John',
      null,
    ]);
    expect(greet(['Ella', 'Ella Fitzgerald'])).toEqual(['Ella', 'Ella']);
  });
});
