import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../testing/fixtures.js';
import { initialPickerState } from './transition.js';
import {
  emptySetMessage,
  longestWordLength,
  PICKER_TITLE_MIN_REM,
  pickerTitleFit,
  pickerView,
} from './view.js';

const titleOf = (length: number) => 'x'.repeat(length);

describe('pickerTitleFit', () => {
  it('sets short titles huge and steps down by length', () => {
    expect(
      [1, 8, 9, 14, 15, 22, 23, 34, 35, 48, 49, 64, 65, 200].map((n) => pickerTitleFit(titleOf(n)).rem),
    ).toEqual([6, 6, 5, 5, 4, 4, 3.25, 3.25, 2.75, 2.75, 2.25, 2.25, 2, 2]);
  });

  it('always gives two lines: a longer title ends in "…" rather than push the controls off screen', () => {
    expect([1, 34, 35, 56, 57, 200].map((n) => pickerTitleFit(titleOf(n)).lines)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('never goes below the minimum and never grows with length', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let n = 1; n <= 200; n += 1) {
      const { rem } = pickerTitleFit(titleOf(n));
      expect(rem).toBeGreaterThanOrEqual(PICKER_TITLE_MIN_REM);
      expect(rem).toBeLessThanOrEqual(previous);
      previous = rem;
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(pickerTitleFit('𝄞'.repeat(8))).toEqual({ rem: 6, lines: 2 });
  });
});

describe('longestWordLength', () => {
  it('measures the longest word in characters, whatever the white space around it', () => {
    expect(longestWordLength('Stablemates')).toBe(11);
    expect(longestWordLength('The Days of Wine and Roses')).toBe(5);
    expect(longestWordLength('  A\tSupercalifragilisticexpialidocious\nday ')).toBe(34);
    expect(longestWordLength('𝄞𝄞𝄞 ab')).toBe(3);
    expect(longestWordLength('')).toBe(0);
  });
});

describe('pickerView', () => {
  const library = buildLibrary({
    sets: { Gig: ['The Days of Wine and Roses', 'Solar'], Empty: [] },
    songs: { 'The Days of Wine and Roses': { knowledge: 'med', key: 'E flat' } },
  });
  const setId = (name: string) => Object.values(library.sets).find((set) => set.name === name)?.id;

  it('says there is no set, or that the set is empty in the spec words', () => {
    expect(pickerView(library, null)).toEqual({ status: 'no-set' });
    const empty = setId('Empty');
    expect(pickerView(library, empty)).toEqual({
      status: 'empty',
      setId: empty,
      setName: 'Empty',
      message: emptySetMessage('Empty'),
    });
  });

  it('has no tune before the first pick, and SKIP needs a second song', () => {
    const view = pickerView(library, setId('Gig'));
    expect(view).toMatchObject({ status: 'ready', setName: 'Gig', songCount: 2, tune: null, canSkip: true });
  });

  it('describes the tune on screen with its fit', () => {
    const gig = setId('Gig') as string;
    const song = Object.values(library.songs).find((s) => s.title.startsWith('The Days')) as { id: string };
    const picked = {
      ...library,
      pickers: {
        [gig]: {
          id: gig,
          set: gig,
          state: { ...initialPickerState(), current: { song: song.id, key: 'E flat' as const } },
        },
      },
    };
    const view = pickerView(picked, gig);
    expect(view.status === 'ready' && view.tune).toMatchObject({
      title: 'The Days of Wine and Roses',
      keyLabel: 'E♭',
      spokenKey: 'E flat',
      knowledge: 'med',
      knowledgeLabel: 'Medium',
      titleFit: { rem: 3.25, lines: 2 },
      titleLength: 26,
      titleWordLength: 5,
      canRaise: true,
      lowerMovesOut: false,
    });
  });

  it("shows the song's own key once it has one, though another was drawn when it was picked", () => {
    const gig = setId('Gig') as string;
    const song = Object.values(library.songs).find((s) => s.title === 'Solar') as { id: string };
    // Picked while its key was random (F sharp was drawn), then Edit Song Key set it to E flat.
    const withPick = (key: 'random' | 'E flat') => ({
      ...library,
      songs: { ...library.songs, [song.id]: { ...library.songs[song.id as never], key } },
      pickers: {
        [gig]: {
          id: gig,
          set: gig,
          state: { ...initialPickerState(), current: { song: song.id, key: 'F sharp' as const } },
        },
      },
    });
    const shown = (key: 'random' | 'E flat') => {
      const view = pickerView(withPick(key) as never, gig);
      return view.status === 'ready' ? [view.tune?.spokenKey, view.tune?.keyLabel] : null;
    };
    expect(shown('random')).toEqual(['F sharp', 'F♯']);
    expect(shown('E flat')).toEqual(['E flat', 'E♭']);
  });
});
