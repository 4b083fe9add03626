import { describe, expect, it } from 'vitest';
import type { Change } from '../library/change.js';
import type { Knowledge } from '../model/constants.js';
import { keyedRecords } from '../model/keyed.js';
import type { Gig, Library, Play } from '../model/records.js';
import type { LibraryEvent } from '../storage/storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { LibraryState } from './library-state.js';

const gig: Gig = { id: 'gig000000000001', set: 'set000000000001', setName: 'Gig', started: 1_000 };
const play = (n: number): Play => ({
  id: `play${String(n).padStart(11, '0')}`,
  gig: gig.id,
  song: 'song00000000001',
  title: 'Solar',
  key: 'C',
  played: 1_000 + n,
});

/** A library with a history of `plays` tunes. */
function withHistory(plays: number): Library {
  const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'] } });
  const history: Record<string, Play> = {};
  for (let n = 0; n < plays; n += 1) history[play(n).id] = play(n);
  return { ...library, gigs: keyedRecords([gig]), plays: keyedRecords(history) };
}

const recordPlay = (n: number): Change => ({
  ops: [{ type: 'create', collection: 'plays', record: play(n) }],
});

describe('LibraryState: what screens see, without copying a long history more than it must', () => {
  it('shows the same library again while nothing changed', () => {
    const data = new LibraryState();
    data.reset(withHistory(1000));
    data.begin(recordPlay(1000));
    const first = data.view().library;
    expect(first.plays.get(play(1000).id)).toEqual(play(1000));
    // A publish with nothing new (a counter moved) re-applies no write.
    expect(data.view().library.plays).toBe(first.plays);
  });

  it('applies no write again whose record the echo brought before the answer', () => {
    const data = new LibraryState();
    data.reset(withHistory(1000));
    const handle = data.begin(recordPlay(1000));
    data.sending(handle);
    data.applyEvents([{ type: 'upsert', collection: 'plays', record: play(1000) }]);
    const confirmed = data.confirmedLibrary().plays;
    expect(confirmed.get(play(1000).id)).toEqual(play(1000));
    // The tune is shown once, from the confirmed data: the history is not copied for the pending write.
    expect(data.view().library.plays).toBe(confirmed);
    data.succeed(handle);
    expect(data.confirmedLibrary().plays).toBe(confirmed);
    // An echo of what is confirmed already changes nothing.
    data.applyEvents([{ type: 'upsert', collection: 'plays', record: play(1000) }]);
    expect(data.confirmedLibrary().plays).toBe(confirmed);
    expect(data.view().library.plays.size).toBe(1001);
  });

  it('keeps the shown history while another device picks and a tune waits to be recorded', () => {
    const data = new LibraryState();
    const library = withHistory(1000);
    data.reset(library);
    data.begin(recordPlay(1000));
    const shown = data.view().library.plays;
    const set = Object.values(library.sets)[0]!;
    data.applyEvents([
      {
        type: 'upsert',
        collection: 'pickers',
        record: {
          id: set.id,
          set: set.id,
          state: { played: [], bag: [], keyBag: [], current: null, version: 7, updated: 2_000 },
        },
      },
    ]);
    const after = data.view().library;
    expect(after.pickers[set.id]?.state.version).toBe(7);
    expect(after.plays).toBe(shown);
    expect(after.plays.get(play(1000).id)).toEqual(play(1000));
  });

  it("shows the same library again while this device's pick waits and nothing else changed", () => {
    const data = new LibraryState();
    const library = withHistory(10);
    data.reset(library);
    const set = Object.values(library.sets)[0]!;
    const picked = { played: [], bag: [], keyBag: [], current: null, version: 3, updated: 2_000 };
    data.setLocalPicker(set.id, picked, undefined, 0);
    const first = data.view().library;
    expect(first.pickers[set.id]?.state).toBe(picked);
    // A publish for a count of writes: the very same library, so no screen draws again.
    expect(data.view().library).toBe(first);
    // Another pick, or other data under it: a new library.
    const next = { ...picked, version: 4 };
    data.setLocalPicker(set.id, next, picked, 0);
    const second = data.view().library;
    expect(second).not.toBe(first);
    expect(second.pickers[set.id]?.state).toBe(next);
    data.begin(recordPlay(10));
    const third = data.view().library;
    expect(third).not.toBe(second);
    expect(third.pickers[set.id]?.state).toBe(next);
    expect(third.plays.get(play(10).id)).toEqual(play(10));
  });

  it('shows the later of two waiting edits, even when the confirmed data already says it', () => {
    const data = new LibraryState();
    const library = withHistory(0);
    data.reset(library);
    const solar = Object.values(library.songs).find((song) => song.title === 'Solar')!;
    // Renamed and named back while offline: the last word is the old title.
    data.begin({
      ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { title: 'Solar Wind' } }],
    });
    data.begin({ ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { title: 'Solar' } }] });
    expect(data.view().library.songs[solar.id]?.title).toBe('Solar');
  });
});

describe('LibraryState: two edits of one tune, their answers and echoes in any order', () => {
  const library = buildLibrary({ sets: { Gig: ['Solar'] } });
  const solar = Object.values(library.songs)[0]!;
  const edit = (knowledge: 'med' | 'know'): Change => ({
    ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { knowledge } }],
  });
  const echo = (knowledge: Knowledge, notes = solar.notes): LibraryEvent => ({
    type: 'upsert',
    collection: 'songs',
    record: { ...solar, knowledge, notes },
  });

  type Step = 'sendA' | 'sendB' | 'answerA' | 'answerB' | 'echoA' | 'echoB';
  /** Every order of the echoes among the sends and answers: an echo after its send, A's before B's. */
  function orders(sends: Step[]): Step[][] {
    const result: Step[][] = [];
    for (let a = 1; a <= sends.length; a += 1)
      for (let b = a; b <= sends.length; b += 1) {
        const steps: Step[] = [
          ...sends.slice(0, a),
          'echoA',
          ...sends.slice(a, b),
          'echoB',
          ...sends.slice(b),
        ];
        if (
          steps.indexOf('echoA') > steps.indexOf('sendA') &&
          steps.indexOf('echoB') > steps.indexOf('sendB')
        )
          result.push(steps);
      }
    return result;
  }

  /** Runs the steps; returns the knowledge shown after each, and the confirmed one at the end. */
  function play(steps: readonly Step[]): { shown: string[]; confirmed: string } {
    const data = new LibraryState();
    data.reset({ ...library, songs: { ...library.songs, [solar.id]: { ...solar, knowledge: 'new' } } });
    const a = data.begin(edit('med'));
    const b = data.begin(edit('know'));
    const shown: string[] = [];
    for (const step of steps) {
      if (step === 'sendA') data.sending(a);
      if (step === 'sendB') data.sending(b);
      if (step === 'answerA') data.succeed(a);
      if (step === 'answerB') data.succeed(b);
      if (step === 'echoA') data.applyEvents([echo('med')]);
      if (step === 'echoB') data.applyEvents([echo('know')]);
      shown.push(data.view().library.songs[solar.id]!.knowledge);
    }
    return { shown, confirmed: data.confirmedLibrary().songs[solar.id]!.knowledge };
  }

  it('always shows the later edit, sent one after the other (the write queue waits for each answer)', () => {
    const all = orders(['sendA', 'answerA', 'sendB', 'answerB']);
    expect(all).toHaveLength(7);
    for (const steps of all) {
      expect(play(steps), steps.join(' ')).toEqual({ shown: steps.map(() => 'know'), confirmed: 'know' });
    }
  });

  it('always shows the later edit, sent in one run', () => {
    const all = orders(['sendA', 'sendB', 'answerA', 'answerB']);
    expect(all.length).toBeGreaterThan(5);
    for (const steps of all) {
      expect(play(steps), steps.join(' ')).toEqual({ shown: steps.map(() => 'know'), confirmed: 'know' });
    }
  });

  it("takes another device's edit that comes after, even when it equals an older edit of this one", () => {
    const data = new LibraryState();
    data.reset(library);
    const a = data.begin(edit('med'));
    const b = data.begin(edit('know'));
    data.sending(a);
    data.succeed(a);
    data.sending(b);
    data.succeed(b);
    data.applyEvents([echo('med')]);
    data.applyEvents([echo('know')]);
    // Another device lowers it again: not an echo of this device's first edit, which was heard.
    data.applyEvents([echo('med')]);
    expect(data.view().library.songs[solar.id]?.knowledge).toBe('med');
    // And one between this device's edits keeps the later edit out of the confirmed data until its echo.
    const c = data.begin(edit('know'));
    data.sending(c);
    data.applyEvents([echo('med', 'from the laptop')]);
    data.succeed(c);
    expect(data.view().library.songs[solar.id]).toMatchObject({ knowledge: 'med', notes: 'from the laptop' });
    data.applyEvents([echo('know', 'from the laptop')]);
    expect(data.view().library.songs[solar.id]).toMatchObject({
      knowledge: 'know',
      notes: 'from the laptop',
    });
  });

  it('shows the earlier edit when the later one is refused after its echo was skipped', () => {
    const data = new LibraryState();
    data.reset(library);
    const a = data.begin(edit('med'));
    const b = data.begin(edit('know'));
    data.sending(a);
    data.succeed(a);
    data.sending(b);
    data.applyEvents([echo('med')]);
    data.fail(b);
    expect(data.view().library.songs[solar.id]?.knowledge).toBe('med');
    expect(data.confirmedLibrary().songs[solar.id]?.knowledge).toBe('med');
  });
});
