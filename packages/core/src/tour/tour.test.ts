import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, signedInClient, until } from '../../test/store-helpers.js';
import { accountPatchProblem } from '../library/change.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import { createTunedeckClient } from '../store/create-client.js';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { MULTI_ADD_MESSAGES } from '../validation/messages.js';
import {
  clampTourStep,
  isTourState,
  parseTourState,
  TOUR_ALREADY_GREEN,
  TOUR_START,
  TOUR_STATE_MAX_CHARS,
  type TourAction,
  type TourState,
  tourButton,
  tourTransition,
  tourView,
} from './tour.js';

// A library with the tour's set ("Gig", holding Solar) for step 17's check.
const library = buildLibrary({ sets: { Gig: ['Solar'] } });
const SET = setIdOf(library, 'Gig');
const SOLAR = songIdOf(library, 'Solar');
const BULK = ['bulk-1', 'bulk-2', 'bulk-3'];
const THREE_NEW = 'Nardis\nBlue Bossa\nFootprints';

/** The tour's memory as it is by the time the musician reaches `step` along the guided path. */
function remembered(step: number): TourState {
  const state: TourState = { step };
  if (step > 5) state.setId = SET;
  if (step > 12) state.songId = 'song-12';
  if (step > 17) state.bulkSongIds = [...BULK];
  if (step > 18) state.openedSongId = BULK[0] as string;
  if (step > 46) state.movedOutTitle = 'Footprints';
  return state;
}

/** The action that moves `state` on along the callouts (what the browser test does, by role and name). */
function guide(state: TourState): TourAction[] {
  const { step } = state;
  const advance = tourView(state).advance;
  if (advance.by === 'button') return [{ type: 'callout-button' }];
  switch (advance.action) {
    case 'choose-destination':
      return [{ type: 'choose-destination', destination: tourView(state).destination ?? 'library' }];
    case 'choose-library-link':
      return [{ type: 'choose-library-link', link: 'sets' }];
    case 'add-set':
      return [{ type: 'add-set', setId: SET }];
    case 'open-set':
      return [{ type: 'open-set', setId: state.setId ?? SET }];
    case 'choose-menu-item':
      return [{ type: 'choose-menu-item', item: MENU[step] ?? 'start-new-gig' }];
    case 'add-song':
      return [{ type: 'add-song', songId: 'song-12' }];
    case 'songs-added':
      return [
        { type: 'submit-songs', lines: THREE_NEW },
        { type: 'songs-added', songIds: [...BULK] },
      ];
    case 'open-song':
      return [{ type: 'open-song', songId: state.bulkSongIds?.[0] ?? BULK[0] ?? '' }];
    case 'confirm-knowledge':
      return [{ type: 'confirm-knowledge', knowledge: 'med' }];
    case 'open-set-crumb':
      return [{ type: 'open-set-crumb', setId: state.setId ?? SET }];
    case 'raise':
      return [{ type: 'raise', knowledge: 'know' }];
    case 'lower':
      return [{ type: 'lower', knowledge: 'new', title: 'Footprints' }];
    default:
      return [{ type: advance.action } as TourAction];
  }
}
const MENU: Record<number, 'add-new-song' | 'add-multiple-songs' | 'set-as-picker-set' | 'start-new-gig'> = {
  8: 'add-new-song',
  15: 'add-multiple-songs',
  23: 'set-as-picker-set',
  28: 'start-new-gig',
  43: 'start-new-gig',
};

/** One of every kind of action, with parameters that are right for some step or other. */
const CATALOGUE: TourAction[] = [
  { type: 'open-main-menu' },
  { type: 'close-main-menu' },
  ...(['picker', 'library', 'tunes-to-learn', 'help', 'settings', 'contact'] as const).map(
    (destination): TourAction => ({ type: 'choose-destination', destination }),
  ),
  { type: 'choose-library-link', link: 'sets' },
  { type: 'choose-library-link', link: 'all-songs' },
  { type: 'open-add-set' },
  { type: 'add-set', setId: SET },
  { type: 'open-set', setId: SET },
  { type: 'open-set', setId: 'another-set' },
  { type: 'open-page-menu' },
  { type: 'close-page-menu' },
  ...(['add-new-song', 'add-multiple-songs', 'set-as-picker-set', 'start-new-gig'] as const).map(
    (item): TourAction => ({ type: 'choose-menu-item', item }),
  ),
  { type: 'edit-field', field: 'title', value: 'Solar' },
  { type: 'edit-field', field: 'lines', value: 'a\nb' },
  { type: 'add-song', songId: 'song-12' },
  { type: 'submit-songs', lines: THREE_NEW },
  { type: 'songs-added', songIds: [...BULK] },
  { type: 'open-song', songId: BULK[0] as string },
  { type: 'open-song', songId: SOLAR },
  { type: 'edit-knowledge' },
  { type: 'confirm-knowledge', knowledge: 'med' },
  { type: 'confirm-knowledge', knowledge: 'know' },
  { type: 'open-set-crumb', setId: SET },
  { type: 'skip' },
  { type: 'next' },
  { type: 'raise', knowledge: 'med' },
  { type: 'raise', knowledge: 'know' },
  { type: 'lower', knowledge: 'med', title: 'Solar' },
  { type: 'lower', knowledge: 'new', title: 'Footprints' },
  { type: 'move-out' },
  { type: 'callout-button' },
  { type: 'back' },
  { type: 'cancel' },
  { type: 'close' },
];

/** Actions that only ever step back, stay, or leave: never forward. */
const RETREATS = new Set(['cancel', 'close-main-menu', 'close-page-menu', 'back', 'close', 'edit-field']);

const steps = Array.from({ length: 52 }, (_, index) => index + 1);
const sameAction = (a: TourAction, b: TourAction) => JSON.stringify(a) === JSON.stringify(b);

describe('the tour, step by step', () => {
  it('walks from step 1 to 52 along the callouts, remembering the set, the songs and the title moved out', () => {
    let state: TourState = TOUR_START;
    const visited: number[] = [];
    while (state.step < 52) {
      visited.push(state.step);
      for (const action of guide(state)) state = tourTransition(state, action, library).state;
    }
    expect(visited).toEqual(steps.slice(0, 51));
    expect(state).toEqual({
      step: 52,
      setId: SET,
      songId: 'song-12',
      bulkSongIds: BULK,
      openedSongId: BULK[0],
      movedOutTitle: 'Footprints',
    });
    expect(tourTransition(state, { type: 'close' })).toEqual({
      state: { ...state, finished: true },
      outcome: 'left',
    });
  });

  it.each(steps.filter((step) => tourView({ step }).advance.by === 'action'))(
    'step %i advances only by its own action; every other action is refused or steps back',
    (step) => {
      const state = remembered(step);
      const right = guide(state).at(-1) as TourAction;
      // Step 45 also moves on by its button, which the callout offers only for a tune already green.
      const rights = step === 45 ? [right, { type: 'callout-button' } as TourAction] : [right];
      for (const action of CATALOGUE) {
        const result = tourTransition(state, action, library);
        if (rights.some((one) => sameAction(action, one))) {
          expect(result.state.step, `${action.type} at ${step}`).toBe(step === 52 ? 52 : step + 1);
          continue;
        }
        // Never forward by any other action.
        expect(result.state.step, `${JSON.stringify(action)} at ${step}`).toBeLessThanOrEqual(step);
        if (!RETREATS.has(action.type) && !(step === 17 && action.type === 'submit-songs'))
          expect(['refused', 'allowed'], `${JSON.stringify(action)} at ${step}: ${result.outcome}`).toContain(
            result.outcome,
          );
        if (result.outcome === 'allowed') expect(result.state.step).toBe(step);
      }
    },
  );

  it.each(steps.filter((step) => tourView({ step }).advance.by === 'button'))(
    'step %i advances only by its callout button',
    (step) => {
      const state = remembered(step);
      expect(tourButton(state)).toBe('Got it');
      for (const action of CATALOGUE) {
        const result = tourTransition(state, action, library);
        if (action.type === 'callout-button')
          expect(result).toEqual({ state: { ...state, step: step + 1 }, outcome: 'moved' });
        else expect(result.state.step, `${JSON.stringify(action)} at ${step}`).toBeLessThanOrEqual(step);
      }
    },
  );

  it('moves on only by the real action where it asks for one: ↑ up to green, ↓ down to orange', () => {
    const at45 = remembered(45);
    expect(tourTransition(at45, { type: 'raise', knowledge: 'med' }).outcome).toBe('allowed');
    expect(tourTransition(at45, { type: 'raise', knowledge: 'know' }).state.step).toBe(46);
    // Already green: the callout offers its button instead.
    expect(tourButton(at45, true)).toBe(TOUR_ALREADY_GREEN);
    expect(tourButton(at45, false)).toBeNull();
    expect(tourTransition(at45, { type: 'callout-button' }).state.step).toBe(46);
    const at46 = remembered(46);
    expect(tourTransition(at46, { type: 'lower', knowledge: 'know', title: 'Solar' })).toEqual({
      state: at46,
      outcome: 'allowed',
    });
    expect(tourTransition(at46, { type: 'lower', knowledge: 'new', title: 'Solar' }).state).toEqual({
      ...at46,
      step: 47,
      movedOutTitle: 'Solar',
    });
  });

  it('enables one main-menu destination where a step asks for navigation', () => {
    expect(steps.filter((step) => tourView({ step }).destination)).toEqual([2, 25, 49]);
    // A step that waits in a menu resumes with it open.
    expect(steps.filter((step) => tourView({ step }).menuOpen === 'main')).toEqual([2, 25, 49]);
    expect(steps.filter((step) => tourView({ step }).menuOpen === 'page')).toEqual([8, 15, 23, 28, 43]);
    expect([2, 25, 49].map((step) => tourView({ step }).destination)).toEqual([
      'library',
      'picker',
      'tunes-to-learn',
    ]);
  });
});

describe('step 17, the three songs', () => {
  const at17 = { ...remembered(17), lines: 'Nardis\nSolar' };

  it('sends the musician back to 16 with the QuickStart Error, keeping what they typed', () => {
    for (const lines of [
      'Nardis\nBlue Bossa',
      'Nardis\nBlue Bossa\nFootprints\nNaima',
      'Nardis\nBlue Bossa\nSolar',
      '',
    ]) {
      const result = tourTransition(at17, { type: 'submit-songs', lines }, library);
      expect(result).toEqual({ state: { ...at17, step: 16, lines }, outcome: 'quick-start-error' });
    }
    expect(MULTI_ADD_MESSAGES['quick-start']).toMatch(
      /^QuickStart Error: Make sure you have entered exactly 3 songs/,
    );
  });

  it('lets exactly three new songs through, then moves on when they are written', () => {
    const submitted = tourTransition(at17, { type: 'submit-songs', lines: THREE_NEW }, library);
    expect(submitted).toEqual({ state: { ...at17, lines: THREE_NEW }, outcome: 'allowed' });
    const added = tourTransition(submitted.state, { type: 'songs-added', songIds: BULK });
    expect(added.state).toEqual({ step: 18, setId: SET, songId: 'song-12', bulkSongIds: BULK });
  });

  it('goes back to 16 with Back, keeping the lines', () => {
    expect(tourTransition(at17, { type: 'back' })).toEqual({
      state: { ...at17, step: 16 },
      outcome: 'moved',
    });
  });
});

describe('no dead ends', () => {
  it('steps a Cancel back to the step that opened the dialog, and a closed menu to the step that opened it', () => {
    const cancel = (step: number) => tourTransition(remembered(step), { type: 'cancel' }).state.step;
    expect([5, 9, 10, 11, 12, 16, 17, 20, 47].map(cancel)).toEqual([4, 7, 7, 7, 7, 14, 14, 19, 46]);
    const closeMain = (step: number) =>
      tourTransition(remembered(step), { type: 'close-main-menu' }).state.step;
    expect([2, 25, 49].map(closeMain)).toEqual([1, 24, 48]);
    const closePage = (step: number) =>
      tourTransition(remembered(step), { type: 'close-page-menu' }).state.step;
    expect([8, 15, 23, 28, 43].map(closePage)).toEqual([7, 14, 22, 27, 42]);
  });

  it('reaches 52 from wherever random actions leave it, by then following the callouts', () => {
    const action = fc.constantFrom(...CATALOGUE);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 52 }), fc.array(action, { maxLength: 60 }), (start, wander) => {
        let state = remembered(start);
        for (const step of wander) state = tourTransition(state, step, library).state;
        for (let moves = 0; state.step < 52; moves += 1) {
          if (moves > 200) return false;
          for (const next of guide(state)) state = tourTransition(state, next, library).state;
        }
        return tourTransition(state, { type: 'close' }).state.finished === true;
      }),
      { seed: 52, numRuns: 500 },
    );
  });
});

describe('stored progress', () => {
  it('reads back what it wrote, and starts again from anything malformed', () => {
    const state = { ...remembered(47), lines: 'a' };
    expect(parseTourState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseTourState({ ...state, extra: 1 })).toEqual(state);
    for (const bad of [null, 'x', { step: 0 }, { step: 53 }, { step: 2.5 }, { step: '3' }])
      expect(parseTourState(bad)).toEqual(TOUR_START);
    expect(parseTourState({ step: 3, setId: 42, bulkSongIds: [1] })).toEqual({ step: 3 });
  });
});

describe('progress on the account', () => {
  it('accepts exactly what parseTourState keeps, within its size', () => {
    const state = { ...remembered(47), lines: 'Nardis' };
    expect(isTourState(state)).toBe(true);
    expect(isTourState(TOUR_START)).toBe(true);
    for (const bad of [
      null,
      [],
      { step: 0 },
      { ...state, extra: 1 },
      { ...state, setId: 42 },
      { ...state, bulkSongIds: ['a', 2] },
      { step: 3, lines: 'x'.repeat(TOUR_STATE_MAX_CHARS) },
    ])
      expect(isTourState(bad), JSON.stringify(bad).slice(0, 60)).toBe(false);
    expect(accountPatchProblem({ tour: state })).toBeNull();
    expect(accountPatchProblem({ tour: null })).toBeNull();
    expect(accountPatchProblem({ tour: { step: 99 } })).toMatchObject({ field: 'tour', kind: 'wrong-type' });
  });

  it('is saved with the account: another device and a reload resume at the same step', async () => {
    const { backend, client } = await signedInClient();
    const at33 = { ...remembered(33) };
    expect(await client.library.saveTourProgress(at33)).toMatchObject({ ok: true });
    expect(client.state.account?.tour).toEqual(at33);
    // Another device of the same musician.
    const phone = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    await phone.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(phone, () => phone.state.status === 'ready', 'the phone to load');
    expect(phone.state.account?.tour).toEqual(at33);
    // Cleared when the tour starts again.
    expect(await client.library.saveTourProgress(null)).toMatchObject({ ok: true });
    await until(phone, () => phone.state.account?.tour == null, 'the phone to see the cleared tour');
  });

  it('refuses malformed progress with a typed error, sending nothing wrong to the server', async () => {
    const { client } = await signedInClient();
    const outcome = await client.library.saveTourProgress({ step: 60 } as TourState);
    expect(outcome).toMatchObject({ ok: false });
    expect(client.state.account?.tour).toBeUndefined();
  });
});

describe('clampTourStep', () => {
  it('reads any number as a step of the tour', () => {
    expect([Number.NaN, -3, 0, 1, 2.4, 2.6, 52, 53, Number.POSITIVE_INFINITY].map(clampTourStep)).toEqual([
      1, 1, 1, 1, 2, 3, 52, 52, 1,
    ]);
  });
});
