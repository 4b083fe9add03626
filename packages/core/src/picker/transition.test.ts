import { describe, expect, it } from 'vitest';
import { fixedClock, levelMembers, setOf } from '../../test/picker-helpers.js';
import { PICK_PATTERN, PLAYABLE_KEYS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import type { PickerMember, PickerState } from '../model/records.js';
import { initialPickerState, type PickerEvent, pickerTransition } from './transition.js';

const context = (random = seededRandom(7)) => ({ random, now: fixedClock() });

function run(members: PickerMember[], events: PickerEvent['type'][], random = seededRandom(7)) {
  const ctx = context(random);
  const states: PickerState[] = [];
  let state = initialPickerState();
  for (const type of events) {
    state = pickerTransition(state, { type }, members, ctx);
    states.push(state);
  }
  return states;
}

describe('NEXT', () => {
  it('follows the six-slot pattern when every draw takes the first token', () => {
    const members = setOf({ new: 5, med: 5, know: 5 });
    const states = run(members, Array(6).fill('next'), () => 0);
    const level = (s: PickerState) => members.find((m) => m.id === s.current?.song)?.knowledge;
    expect(states.map(level)).toEqual(['new', 'new', 'new', 'med', 'med', 'know']);
    expect(states[5]?.bag).toEqual([]);
  });

  it('is repeatable: the same seed gives the same picks and keys', () => {
    const members = setOf({ new: 4, med: 3, know: 3 });
    const picks = (seed: number) =>
      run(members, Array(12).fill('next'), seededRandom(seed)).map(
        (s) => `${s.current?.song}@${s.current?.key}`,
      );
    expect(picks(42)).toEqual(picks(42));
    expect(picks(42)).not.toEqual(picks(43));
  });

  it('records the pick as played, counts versions and stamps the time', () => {
    const members = setOf({ new: 2 });
    const [first, second] = run(members, ['next', 'next']);
    expect(first?.played).toEqual([first?.current?.song]);
    expect(second?.played.sort()).toEqual(members.map((m) => m.id).sort());
    expect([first?.version, second?.version]).toEqual([1, 2]);
    expect(second!.updated).toBeGreaterThan(first!.updated);
  });

  it('shows nothing for an empty set', () => {
    const [state] = run([], ['next']);
    expect(state?.current).toBeNull();
    expect(state?.played).toEqual([]);
  });

  it('keeps showing the only tune of a one-tune set', () => {
    const members = setOf({ med: 1 });
    const states = run(members, Array(5).fill('next'));
    expect(states.map((s) => s.current?.song)).toEqual(Array(5).fill(members[0]!.id));
  });

  it('uses know tunes once no new or medium tune is left, without drawing a token', () => {
    const members = setOf({ new: 1, know: 3 });
    const ctx = context(() => 0);
    let state = pickerTransition(initialPickerState(), { type: 'next' }, members, ctx);
    expect(state.current?.song).toBe(members[0]!.id);
    const bagAfterNew = state.bag.length;
    state = pickerTransition(state, { type: 'next' }, members, ctx);
    expect(members.find((m) => m.id === state.current?.song)?.knowledge).toBe('know');
    expect(state.bag.length).toBe(bagAfterNew);
  });

  it('reloads the know rotation when a know token finds every know tune played', () => {
    const members = [...levelMembers('new', 10), ...levelMembers('know', 1)];
    const ctx = context(seededRandom(3));
    let state = initialPickerState();
    const knowPicks: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      state = pickerTransition(state, { type: 'next' }, members, ctx);
      if (state.current?.song === members[10]!.id) knowPicks.push(i);
    }
    // One know token per six draws: the single know tune comes back each time, never back to back.
    expect(knowPicks.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < knowPicks.length; i += 1)
      expect(knowPicks[i]! - knowPicks[i - 1]!).toBeGreaterThan(1);
  });

  it('starts a new round once every tune has been played', () => {
    const members = setOf({ new: 2, med: 1, know: 1 });
    const states = run(members, Array(5).fill('next'));
    const firstRound = states.slice(0, 4).map((s) => s.current?.song);
    expect(new Set(firstRound).size).toBe(4);
    expect(states[4]?.played).toEqual([states[4]?.current?.song]);
    expect(states[4]?.current?.song).not.toBe(states[3]?.current?.song);
  });

  it('discards know tokens in a set without know tunes', () => {
    const members = setOf({ new: 2, med: 2 });
    const picks = run(members, Array(40).fill('next'), seededRandom(11)).map((s) => s.current?.song);
    // Every pick takes an unplayed tune, so each block of four is one full round of the set.
    for (let round = 0; round < 10; round += 1) {
      expect(new Set(picks.slice(round * 4, round * 4 + 4))).toEqual(new Set(members.map((m) => m.id)));
    }
  });
});

describe('small know lists never loop', () => {
  it.each([
    ['one know tune', { new: 4, med: 3, know: 1 }],
    ['no know tune', { new: 4, med: 3 }],
    ['only one know tune and one new', { new: 1, know: 1 }],
  ])('%s: 5,000 mixed presses all return a new tune, never the same twice in a row', (_, counts) => {
    const members = setOf(counts);
    const types: PickerEvent['type'][] = ['next', 'next', 'next', 'skip', 'next', 'start-new-gig'];
    const states = run(
      members,
      Array.from({ length: 5000 }, (_, i) => types[i % types.length]!),
      seededRandom(8),
    );
    for (let i = 1; i < states.length; i += 1) {
      expect(states[i]!.current!.song).not.toBe(states[i - 1]!.current!.song);
    }
    const knowTune = members.find((m) => m.knowledge === 'know')?.id;
    if (knowTune) expect(states.filter((s) => s.current?.song === knowTune).length).toBeGreaterThan(100);
  });
});

describe('keys', () => {
  it('shows a fixed key without touching the key rotation', () => {
    const members = levelMembers('new', 3, 'E flat');
    const states = run(members, ['next', 'next']);
    expect(states.map((s) => s.current?.key)).toEqual(['E flat', 'E flat']);
    expect(states[1]?.keyBag).toEqual([...PLAYABLE_KEYS]);
  });

  it('shows all twelve keys before one repeats, and never the same key across a refill', () => {
    const members = setOf({ new: 30, med: 30, know: 30 });
    const keys = run(members, Array(120).fill('next'), seededRandom(5)).map((s) => s.current!.key);
    for (let cycle = 0; cycle < 10; cycle += 1) {
      expect(new Set(keys.slice(cycle * 12, cycle * 12 + 12)).size).toBe(12);
    }
    for (let i = 1; i < keys.length; i += 1) expect(keys[i]).not.toBe(keys[i - 1]);
  });
});

describe('SKIP', () => {
  it('shows another tune and puts the skipped one back into the round', () => {
    const members = setOf({ new: 3, med: 2, know: 1 });
    const [first, skipped] = run(members, ['next', 'skip']);
    expect(skipped?.current?.song).not.toBe(first?.current?.song);
    expect(skipped?.played).toEqual([skipped?.current?.song]);
    expect(skipped?.current?.key).toBeDefined();
  });

  it('keeps the only tune of a one-tune set', () => {
    const members = setOf({ know: 1 });
    const states = run(members, ['next', 'skip', 'skip']);
    expect(states.map((s) => s.current?.song)).toEqual(Array(3).fill(members[0]!.id));
  });
});

describe('Start New Gig and Reset', () => {
  const members = setOf({ new: 2, med: 2, know: 4 });
  const played = [...members.map((m) => m.id)];
  const midGig: PickerState = {
    played,
    bag: ['med'],
    keyBag: ['C', 'D'],
    current: { song: members[7]!.id, key: 'C' },
    version: 9,
    updated: 5,
  };

  it('Start New Gig brings back new and medium tunes only, then picks', () => {
    const next = pickerTransition(
      midGig,
      { type: 'start-new-gig' },
      members,
      context(() => 0),
    );
    const knowIds = members.filter((m) => m.knowledge === 'know').map((m) => m.id);
    const picked = next.current!.song;
    expect(members.find((m) => m.id === picked)?.knowledge).not.toBe('know');
    expect(new Set(next.played)).toEqual(new Set([...knowIds, picked]));
    expect(next.version).toBe(10);
  });

  it('Reset brings everything back and refills both bags, then picks', () => {
    const next = pickerTransition(
      midGig,
      { type: 'reset' },
      members,
      context(() => 0),
    );
    expect(next.played).toEqual([next.current?.song]);
    expect(next.bag).toHaveLength(PICK_PATTERN.length - 1);
    expect(next.keyBag).toHaveLength(11);
    expect(next.current?.key).not.toBe('C');
    expect(next.current?.song).not.toBe(midGig.current?.song);
  });
});

describe('sync (membership changes)', () => {
  const members = setOf({ new: 3, med: 3 });

  it('returns the same state when the tune on screen is still a member', () => {
    const [state] = run(members, ['next']);
    expect(pickerTransition(state!, { type: 'sync' }, members, context())).toBe(state);
  });

  it('picks again when the tune on screen left the set, and drops ids of songs that left', () => {
    const states = run(members, ['next', 'next']);
    const last = states[1]!;
    const remaining = members.filter((m) => m.id !== last.current?.song && m.id !== states[0]?.current?.song);
    const next = pickerTransition(last, { type: 'sync' }, remaining, context());
    expect(remaining.map((m) => m.id)).toContain(next.current?.song);
    expect(next.played).toEqual([next.current?.song]);
  });

  it('only prunes when songs that left were played but not on screen', () => {
    const states = run(members, ['next', 'next']);
    const gone = states[0]!.current!.song;
    const next = pickerTransition(
      states[1]!,
      { type: 'sync' },
      members.filter((m) => m.id !== gone),
      context(),
    );
    expect(next.current).toEqual(states[1]?.current);
    expect(next.played).toEqual([states[1]?.current?.song]);
  });

  it('picks the first tune when nothing is on screen, and clears the screen when the set empties', () => {
    const first = pickerTransition(initialPickerState(), { type: 'sync' }, members, context());
    expect(first.current).not.toBeNull();
    const emptied = pickerTransition(first, { type: 'sync' }, [], context());
    expect(emptied.current).toBeNull();
    expect(pickerTransition(emptied, { type: 'sync' }, [], context())).toBe(emptied);
  });
});
