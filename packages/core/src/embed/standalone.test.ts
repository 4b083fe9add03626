import { describe, expect, it } from 'vitest';
import { PLAYABLE_KEYS } from '../model/constants.js';
import { parseKeyName } from '../text/key-names.js';
import {
  createStandalonePicker,
  EMBED_EMPTY_MESSAGE,
  embedKeyAction,
  embedStorageKey,
  type PickerStore,
} from './standalone.js';
import { embedTuneId, readEmbedTunes } from './tunes.js';

/** A browser storage in memory. */
function memoryStore(): PickerStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** 12 tunes: 6 new, 4 medium, 2 know, all on random keys. */
const LIST = [
  ...['Nardis', 'Footprints', 'Infant Eyes', 'Inner Urge', 'Speak No Evil', 'Yes or No'].map((title) => ({
    title,
    knowledge: 'new',
  })),
  ...['Solar', 'Blue Bossa', 'Oleo', 'Airegin'].map((title) => ({ title, knowledge: 'med' })),
  ...['Autumn Leaves', 'All The Things You Are'].map((title) => ({ title, knowledge: 'know' })),
];
const { tunes } = readEmbedTunes(LIST);

describe('reading the tunes a host gives', () => {
  it('takes arrays of titles or objects, and text with one tune per line or between semicolons', () => {
    expect(readEmbedTunes(['Solar', { title: 'Blue  Bossa', key: 'Bb', knowledge: 'medium' }])).toEqual({
      tunes: [
        { id: embedTuneId('Solar'), title: 'Solar', key: 'random', knowledge: 'know' },
        { id: embedTuneId('blue bossa'), title: 'Blue Bossa', key: 'B flat', knowledge: 'med' },
      ],
      problems: [],
    });
    const text = readEmbedTunes('Solar | C | new; Nardis | E | med\nOleo');
    expect(text.tunes.map((tune) => [tune.title, tune.key, tune.knowledge])).toEqual([
      ['Solar', 'C', 'new'],
      ['Nardis', 'E', 'med'],
      ['Oleo', 'random', 'know'],
    ]);
  });

  it("leaves out what breaks the app's title rules and says why; reads odd keys and words as the defaults", () => {
    const { tunes: read, problems } = readEmbedTunes([
      '..Solar',
      'Solar',
      'solar',
      { title: 'Oleo', key: 'H', knowledge: 'well' },
      { key: 'C' },
    ]);
    expect(read.map((tune) => [tune.title, tune.key, tune.knowledge])).toEqual([
      ['Solar', 'random', 'know'],
      ['Oleo', 'random', 'know'],
    ]);
    expect(problems).toEqual([
      `Tune 1 ("..Solar") is left out: Can't start or end with '.'.`,
      'Tune 3 ("solar") is already in the list.',
      'Tune 4 ("Oleo"): "H" is not a key; a random key is used.',
      'Tune 4 ("Oleo"): "well" is not new, med or know; know is used.',
      'Tune 5 has no title.',
    ]);
    expect(readEmbedTunes({ title: 'Solar' }).problems).toEqual([
      'The tunes must be a list (an array, or text with one tune per line).',
    ]);
  });

  it('reads keys as musicians write them, sharps as their flat spelling', () => {
    expect(
      ['Bb', 'B♭', 'b flat', 'A#', 'C#', 'Gb', 'F#', 'Cb', 'E#', 'random', '', 'E flat'].map(parseKeyName),
    ).toEqual([
      'B flat',
      'B flat',
      'B flat',
      'B flat',
      'D flat',
      'F sharp',
      'F sharp',
      'B',
      'F',
      'random',
      'random',
      'E flat',
    ]);
    expect(parseKeyName('H')).toBeNull();
    expect(parseKeyName('Cmaj7')).toBeNull();
  });
});

describe('a picker of its own', () => {
  it('shows a tune at once, in its knowledge colour word and a key with glyphs', () => {
    const picker = createStandalonePicker({ tunes, seed: 7 });
    const view = picker.view();
    expect(view.status).toBe('ready');
    if (view.status !== 'ready') return;
    expect(tunes.map((tune) => tune.title)).toContain(view.tune.title);
    expect(['New', 'Medium', 'Know']).toContain(view.tune.knowledgeLabel);
    expect(view.tune.keyLabel).toMatch(/^[A-G][♭♯]?$/);
    expect(view.canSkip).toBe(true);
  });

  it('follows the 3 : 2 : 1 pattern, never repeats a tune in a round, and rotates keys through all 12', () => {
    const picker = createStandalonePicker({ tunes, seed: 2026 });
    const picks: { title: string; knowledge: string; key: string }[] = [];
    for (let i = 0; i < 600; i += 1) {
      const view = picker.view();
      if (view.status !== 'ready') throw new Error('no tune');
      picks.push({ title: view.tune.title, knowledge: view.tune.knowledge, key: view.tune.key });
      picker.next();
    }
    // Each six picks in a row hold 3 new, 2 medium, 1 know while every level has tunes left.
    const first = picks
      .slice(0, 6)
      .map((pick) => pick.knowledge)
      .sort();
    expect(first).toEqual(['know', 'med', 'med', 'new', 'new', 'new']);
    // Over the run, 3 : 2 : 1 within 2 % (a level used up in its round lends its slot to another);
    // the exact counts of this seed are pinned.
    const count = (level: string) => picks.filter((pick) => pick.knowledge === level).length;
    expect(Math.abs(count('new') / 600 - 3 / 6)).toBeLessThan(0.02);
    expect(Math.abs(count('med') / 600 - 2 / 6)).toBeLessThan(0.02);
    expect(Math.abs(count('know') / 600 - 1 / 6)).toBeLessThan(0.02);
    expect([count('new'), count('med'), count('know')]).toEqual([294, 196, 110]);
    // No repeat within a round: between two picks of one tune, every other tune of its level came up.
    const rounds = picks.filter((pick) => pick.knowledge === 'new').map((pick) => pick.title);
    for (let i = 0; i + 6 <= rounds.length; i += 6) expect(new Set(rounds.slice(i, i + 6)).size).toBe(6);
    // Keys: every 12 picks use each of the twelve once.
    for (let i = 0; i + 12 <= picks.length; i += 12) {
      expect(new Set(picks.slice(i, i + 12).map((pick) => pick.key))).toEqual(new Set(PLAYABLE_KEYS));
    }
    // The same seed picks the same run.
    const again = createStandalonePicker({ tunes, seed: 2026 });
    const view = again.view();
    expect(view.status === 'ready' && view.tune.title).toBe(picks[0]?.title);
  });

  it('keeps the round in the store: a reload goes on where it was, with no repeat', () => {
    const store = memoryStore();
    const first = createStandalonePicker({ tunes, store, seed: 11 });
    const seen: string[] = [];
    const title = (picker: typeof first) => {
      const view = picker.view();
      return view.status === 'ready' ? view.tune.title : '';
    };
    for (let i = 0; i < 5; i += 1) {
      seen.push(title(first));
      first.next();
    }
    // The page reloads: a new picker over the same store.
    const reloaded = createStandalonePicker({ tunes, store, seed: 11 });
    expect(title(reloaded)).toBe(title(first));
    expect(reloaded.state()).toEqual(first.state());
    expect(seen).not.toContain(title(reloaded));
    expect([...store.items.keys()]).toEqual([embedStorageKey(tunes)]);
  });

  it('keeps two pickers on one page apart by name, and another list in another round', () => {
    const store = memoryStore();
    const a = createStandalonePicker({ tunes, store, name: 'a', seed: 1 });
    const b = createStandalonePicker({ tunes, store, name: 'b', seed: 1 });
    a.next();
    a.next();
    expect(a.storageKey).not.toBe(b.storageKey);
    expect(b.state().version).toBeLessThan(a.state().version);
    const other = createStandalonePicker({ tunes: tunes.slice(0, 3), store, name: 'a' });
    expect(other.storageKey).not.toBe(a.storageKey);
  });

  it('SKIP puts the tune back in the round; Start New Gig and Reset bring tunes back; listeners hear each change', () => {
    const picker = createStandalonePicker({ tunes, seed: 5 });
    let heard = 0;
    const stop = picker.subscribe(() => {
      heard += 1;
    });
    const before = picker.state().played.length;
    picker.skip();
    expect(picker.state().played.length).toBe(before);
    picker.next();
    picker.next();
    picker.startNewGig();
    picker.reset();
    expect(heard).toBe(5);
    stop();
    picker.next();
    expect(heard).toBe(5);
  });

  it('with no tunes, says so and does nothing; a damaged store starts a fresh round', () => {
    const empty = createStandalonePicker({ tunes: [] });
    expect(empty.view()).toEqual({ status: 'empty', message: EMBED_EMPTY_MESSAGE });
    empty.next();
    expect(empty.view().status).toBe('empty');
    const store = memoryStore();
    store.setItem(embedStorageKey(tunes), '{not json');
    const picker = createStandalonePicker({ tunes, store, seed: 3 });
    expect(picker.view().status).toBe('ready');
    const blocked: PickerStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const stillPicks = createStandalonePicker({ tunes, store: blocked, seed: 3 });
    stillPicks.next();
    expect(stillPicks.view().status).toBe('ready');
  });
});

describe("an embedded picker's keys", () => {
  it("→ is NEXT and S is SKIP, once per press; everything else is the page's", () => {
    expect(['ArrowRight', 's', 'S', ' ', 'Enter', 'ArrowLeft'].map((key) => embedKeyAction({ key }))).toEqual(
      ['next', 'skip', 'skip', null, null, null],
    );
    expect(embedKeyAction({ key: 'ArrowRight', repeat: true })).toBeNull();
    expect(embedKeyAction({ key: 's', ctrlKey: true })).toBeNull();
  });
});
