import { describe, expect, it } from 'vitest';
import { PLAYABLE_KEYS, type PlayableKey } from '../model/constants.js';
import { INSTRUMENTS, type Instrument, isInstrument, type Mode, transposeKey } from './transpose.js';

// Every concert key a tune can be stored in (C, D♭, D, E♭, E, F, F♯, G, A♭, A, B♭, B), as each
// instrument reads it: written out by hand from the circle of fifths, not computed.
const TABLE: Record<Mode, Record<Exclude<Instrument, 'bass-clef'>, string[]>> = {
  major: {
    concert: ['C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'],
    'b-flat': ['D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B', 'C', 'D♭'],
    'e-flat': ['A', 'B♭', 'B', 'C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭'],
    f: ['G', 'A♭', 'A', 'B♭', 'B', 'C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯'],
  },
  minor: {
    concert: ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'B♭', 'B'],
    'b-flat': ['D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'B♭', 'B', 'C', 'C♯'],
    'e-flat': ['A', 'B♭', 'B', 'C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯'],
    f: ['G', 'G♯', 'A', 'B♭', 'B', 'C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯'],
  },
};

describe('transposeKey', () => {
  for (const mode of ['major', 'minor'] as const)
    for (const [instrument, row] of Object.entries(TABLE[mode]))
      it(`spells every ${mode} key for the ${instrument} player as a musician writes it`, () => {
        expect(PLAYABLE_KEYS.map((key) => transposeKey(key, instrument as Instrument, mode).label)).toEqual(
          row,
        );
      });

  it('gives the bass clef the concert key', () => {
    for (const mode of ['major', 'minor'] as const)
      for (const key of PLAYABLE_KEYS)
        expect(transposeKey(key, 'bass-clef', mode)).toEqual(transposeKey(key, 'concert', mode));
  });

  it('reads concert E♭ major as F and concert D♭ major as E♭ on a B♭ instrument, never D♯', () => {
    expect(transposeKey('E flat', 'b-flat')).toEqual({
      letter: 'F',
      accidental: 0,
      mode: 'major',
      signature: -1,
      label: 'F',
      spoken: 'F',
    });
    expect(transposeKey('D flat', 'b-flat')).toMatchObject({ label: 'E♭', spoken: 'E flat', signature: -3 });
  });

  it('never writes more than seven sharps or flats, and takes the fewer of two spellings', () => {
    for (const mode of ['major', 'minor'] as const)
      for (const { id } of INSTRUMENTS)
        for (const key of PLAYABLE_KEYS) {
          const { signature } = transposeKey(key, id, mode);
          // Six either way is the only tie (F♯ / G♭ major, D♯ / E♭ minor); else at most five.
          expect(Math.abs(signature)).toBeLessThanOrEqual(6);
        }
  });

  it('keeps the letter-name interval where both spellings have six: concert E major is F♯ for a trumpet', () => {
    expect(transposeKey('E', 'b-flat').signature).toBe(6);
    expect(transposeKey('F sharp', 'concert').signature).toBe(6);
    expect(transposeKey('E flat', 'concert', 'minor').signature).toBe(-6);
    expect(transposeKey('D flat', 'b-flat', 'minor')).toMatchObject({ label: 'D♯', signature: 6 });
  });

  it('takes the mode as major unless told', () => {
    const key: PlayableKey = 'A flat';
    expect(transposeKey(key, 'concert')).toEqual(transposeKey(key, 'concert', 'major'));
  });
});

describe('instruments', () => {
  it('are the five a follower chooses from, each known by its id', () => {
    expect(INSTRUMENTS.map(({ id }) => id)).toEqual(['concert', 'b-flat', 'e-flat', 'f', 'bass-clef']);
    expect(INSTRUMENTS.map(({ label }) => label)).toEqual([
      'Concert (C)',
      'B♭ instrument',
      'E♭ instrument',
      'F instrument',
      'Bass clef',
    ]);
    expect(isInstrument('e-flat')).toBe(true);
    expect(isInstrument('E♭')).toBe(false);
    expect(isInstrument(undefined)).toBe(false);
  });
});
