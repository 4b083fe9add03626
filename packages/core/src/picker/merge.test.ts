import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberId, setOf } from '../../test/picker-helpers.js';
import { PICK_PATTERN, PLAYABLE_KEYS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import type { PickerMember, PickerState } from '../model/records.js';
import { rebasePickerState } from './merge.js';
import { isPickerState, MAX_PICKER_ENTRIES } from './parse.js';
import { initialPickerState, type PickerEvent, pickerTransition } from './transition.js';

const e = (n: number) => memberId('e', n);
const song = (n: number) => memberId('s', n);

const base: PickerState = {
  played: [e(1), e(2)],
  bag: ['new', 'new', 'med', 'know'],
  keyBag: ['C', 'D', 'E', 'F', 'G'],
  current: { song: song(2), key: 'C' },
  version: 10,
  updated: 100,
};

describe('rebasePickerState', () => {
  it('keeps the picks of both devices, shows this device’s tune, one version past the server', () => {
    const server = { ...base, played: [e(1), e(2), e(3)], version: 12 };
    const mine = { ...base, played: [e(1), e(2), e(4)], current: { song: song(4), key: 'D' as const } };
    expect(rebasePickerState(server, mine, base, 500)).toEqual({
      ...base,
      played: [e(1), e(2), e(3), e(4)],
      current: { song: song(4), key: 'D' },
      version: 13,
      updated: 500,
    });
  });

  it('applies what this device put back (SKIP, a new gig), keeping what the server added', () => {
    // This device skipped e2 (back into the round) and showed e4; the server played e3.
    const server = { ...base, played: [e(1), e(2), e(3)], version: 11 };
    const mine = { ...base, played: [e(1), e(4)] };
    expect(rebasePickerState(server, mine, base, 1).played).toEqual([e(1), e(3), e(4)]);
    // The server's own put-backs stand too: an entry played before base is not this device's pick.
    const reset = { ...base, played: [e(5)], version: 11 };
    expect(rebasePickerState(reset, { ...base, played: [e(1), e(2), e(6)] }, base, 1).played).toEqual([
      e(5),
      e(6),
    ]);
  });

  it('takes the tokens and keys the server drew since base out of this device’s bags', () => {
    const server = { ...base, bag: ['new', 'know'] as const, keyBag: ['C', 'D', 'F'] as const, version: 12 };
    const mine = { ...base, bag: ['new', 'med', 'know'] as const, keyBag: ['D', 'E', 'F', 'G'] as const };
    const result = rebasePickerState(
      { ...server, bag: [...server.bag], keyBag: [...server.keyBag] },
      { ...mine, bag: [...mine.bag], keyBag: [...mine.keyBag] },
      base,
      1,
    );
    // The server drew new and med, and the keys E and G.
    expect(result.bag).toEqual(['know']);
    expect(result.keyBag).toEqual(['D', 'F']);
  });

  it('keeps this device’s bags when the server refilled them', () => {
    const server = { ...base, bag: [...PICK_PATTERN], keyBag: [...PLAYABLE_KEYS].slice(1), version: 12 };
    const mine = { ...base, bag: ['med' as const], keyBag: ['E' as const] };
    const result = rebasePickerState(server, mine, base, 1);
    expect([result.bag, result.keyBag]).toEqual([['med'], ['E']]);
  });

  it('without a base, adds every entry this device played and puts nothing back', () => {
    const server = { ...base, played: [e(1), e(3)], version: 4 };
    const mine = { ...base, played: [e(2), e(3)], bag: ['med' as const], version: 9 };
    expect(rebasePickerState(server, mine, undefined, 7)).toEqual({
      ...mine,
      played: [e(1), e(2), e(3)],
      version: 5,
      updated: 7,
    });
  });

  it('is this device’s state, one version on, when the server did not move', () => {
    const mine = {
      ...base,
      played: [e(2), e(7)],
      bag: ['med' as const],
      keyBag: ['G' as const],
      version: 14,
    };
    expect(rebasePickerState(base, mine, base, 9)).toEqual({
      ...mine,
      played: [e(2), e(7)],
      version: 11,
      updated: 9,
    });
  });

  it(`stays within ${MAX_PICKER_ENTRIES} entries, this device’s picks first`, () => {
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => memberId(prefix, i));
    const server = { ...base, played: many('a', MAX_PICKER_ENTRIES), version: 11 };
    const mine = { ...base, played: [...base.played, ...many('b', 3)] };
    const result = rebasePickerState(server, mine, base, 1);
    expect(result.played).toHaveLength(MAX_PICKER_ENTRIES);
    expect(result.played.slice(-3)).toEqual(many('b', 3));
    expect(isPickerState(result)).toBe(true);
  });
});

const eventType = fc.constantFrom<PickerEvent['type']>(
  'next',
  'next',
  'next',
  'skip',
  'start-new-gig',
  'reset',
);
/** A device's actions: picker events, and songs leaving its view of the set. */
const actions = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: eventType },
    { weight: 1, arbitrary: fc.nat().map((index) => ({ remove: index })) },
  ),
  { maxLength: 25 },
);

/** Whether every token of `part` is in `whole`, counting repeats. */
function isPartOf(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  return part.every((token) => {
    const at = left.indexOf(token);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

function advance(
  state: PickerState,
  members: PickerMember[],
  steps: Array<PickerEvent['type'] | { remove: number }>,
  seed: number,
) {
  const context = { random: seededRandom(seed), now: () => 1000 };
  let current = members;
  for (const step of steps) {
    if (typeof step === 'string') state = pickerTransition(state, { type: step }, current, context);
    else if (current.length > 1) current = current.filter((_, i) => i !== step.remove % current.length);
  }
  return state;
}

describe('rebasePickerState over random histories from a common base', () => {
  it('is a valid state past the server, losing no pick and keeping this device’s put-backs', () => {
    fc.assert(
      fc.property(
        fc.record({ new: fc.nat(6), med: fc.nat(6), know: fc.nat(6) }),
        actions,
        actions,
        actions,
        fc.integer(),
        fc.boolean(),
        (counts, history, theirs, ours, seed, knownBase) => {
          const members = setOf({ ...counts, new: counts.new + 1 }).map((m, i) => ({ ...m, entry: e(i) }));
          const shared = advance(initialPickerState(), members, history, seed);
          const server = advance(shared, members, theirs, seed + 1);
          const mine = advance(shared, members, ours, seed + 2);
          const known = knownBase ? shared : undefined;
          const result = rebasePickerState(server, mine, known, 5000);
          expect(isPickerState(result)).toBe(true);
          expect(result.version).toBe(server.version + 1);
          expect(result.current).toEqual(mine.current);
          const minePlayed = new Set(mine.played);
          const putBack = new Set(known ? known.played.filter((id) => !minePlayed.has(id)) : []);
          const before = new Set(known?.played);
          const expected = [
            ...server.played.filter((id) => !putBack.has(id)),
            ...mine.played.filter((id) => !before.has(id)),
          ];
          expect(new Set(result.played)).toEqual(new Set(expected));
          expect(isPartOf(result.bag, mine.bag)).toBe(true);
          expect(isPartOf(result.keyBag, mine.keyBag)).toBe(true);
        },
      ),
      { numRuns: 500, seed: 4242 },
    );
  });
});
