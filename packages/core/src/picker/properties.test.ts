import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberId } from '../../test/picker-helpers.js';
import { KNOWLEDGE_LEVELS, type Knowledge, SONG_KEYS, type SongKey } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import type { PickerMember, PickerState } from '../model/records.js';
import { isPickerState } from './parse.js';
import { initialPickerState, type PickerEvent, pickerTransition } from './transition.js';

const knowledge = fc.constantFrom(...KNOWLEDGE_LEVELS);
const songKey = fc.constantFrom<SongKey>(...SONG_KEYS);
const memberSpec = fc.record({ knowledge, key: songKey });
const eventType = fc.constantFrom<PickerEvent['type']>(
  'next',
  'next',
  'next',
  'skip',
  'start-new-gig',
  'reset',
  'sync',
);

/** What happens to a set between picks, here or on another device. */
const action = fc.oneof(
  { weight: 6, arbitrary: eventType.map((type) => ({ kind: 'event' as const, type })) },
  { weight: 1, arbitrary: memberSpec.map((spec) => ({ kind: 'add' as const, spec })) },
  { weight: 1, arbitrary: fc.nat().map((index) => ({ kind: 'remove' as const, index })) },
  /** A song removed from the set and added back before the next event: a new entry. */
  { weight: 1, arbitrary: fc.nat().map((index) => ({ kind: 'readd' as const, index })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), knowledge).map(([index, to]) => ({ kind: 'level' as const, index, to })),
  },
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Checks one transition against every invariant of spec/behaviour.md §3. */
function checkTransition(
  type: PickerEvent['type'],
  members: PickerMember[],
  before: PickerState,
  after: PickerState,
) {
  const ids = new Set(members.map((m) => m.id));
  const entries = new Set(members.map((m) => m.entry));
  const byId = new Map(members.map((m) => [m.id, m]));
  expect(isPickerState(after)).toBe(true);
  // Nothing dangling: the screen names only members, the round only entries of the set.
  if (members.length === 0) expect(after.current).toBeNull();
  else expect(ids.has(after.current?.song ?? '')).toBe(true);
  for (const id of after.played) expect(entries.has(id)).toBe(true);
  if (after === before) return;
  expect(after.version).toBe(before.version + 1);
  if (!after.current) return;
  const picked = byId.get(after.current.song)!;
  expect(after.played).toContain(picked.entry);
  if (picked.key !== 'random') expect(after.current.key).toBe(picked.key);
  const previous = before.current?.song;
  const previousIsMember = previous !== undefined && ids.has(previous);
  // Never the same tune twice in a row while the set has another.
  if (type !== 'sync' && members.length > 1 && previousIsMember) expect(picked.id).not.toBe(previous);
  if (type === 'skip' && previousIsMember && picked.id !== previous)
    expect(after.played).not.toContain(byId.get(previous)?.entry);
  if (type === 'next' || type === 'skip') {
    // A played tune comes back early only when its whole list was played: the know rotation reloads
    // once every know tune was played, and the round refills once everything was.
    const playedBefore = new Set(before.played.filter((id) => entries.has(id)));
    if (playedBefore.has(picked.entry!)) {
      const levelDone = (level: Knowledge) =>
        members.filter((m) => m.knowledge === level).every((m) => playedBefore.has(m.entry!));
      const allDone = members.every((m) => playedBefore.has(m.entry!));
      expect(allDone || (picked.knowledge === 'know' && levelDone('know'))).toBe(true);
    }
  }
}

function play(initial: Array<{ knowledge: Knowledge; key: SongKey }>, actions: Action[], seed: number) {
  let next = 0;
  let entry = 0;
  const member = (id: string, spec: { knowledge: Knowledge; key: SongKey }): PickerMember => ({
    id,
    entry: memberId('e', entry++),
    ...spec,
  });
  let members: PickerMember[] = initial.map((spec) => member(memberId('s', next++), spec));
  const context = { random: seededRandom(seed), now: () => 1000 };
  let state = initialPickerState();
  for (const step of actions) {
    if (step.kind === 'add') members = [...members, member(memberId('s', next++), step.spec)];
    else if (step.kind === 'readd' && members.length > 0) {
      const target = step.index % members.length;
      members = members.map((m, i) => (i === target ? member(m.id, m) : m));
    } else if (step.kind === 'remove' && members.length > 0)
      members = members.filter((_, i) => i !== step.index % members.length);
    else if (step.kind === 'level' && members.length > 0) {
      const target = step.index % members.length;
      members = members.map((m, i) => (i === target ? { ...m, knowledge: step.to } : m));
    } else if (step.kind === 'event') {
      const after = pickerTransition(state, { type: step.type }, members, context);
      checkTransition(step.type, members, state, after);
      state = after;
    }
  }
}

describe('picker invariants over random sets and random action sequences', () => {
  it('holds every invariant, never throws "Picker coding error"', () => {
    fc.assert(
      fc.property(
        fc.array(memberSpec, { maxLength: 14 }),
        fc.array(action, { maxLength: 80 }),
        fc.integer(),
        (initial, actions, seed) => play(initial, actions, seed),
      ),
      { numRuns: 600, seed: 20261123 },
    );
  });

  it('holds them on tiny sets, where the edge cases live (0 to 3 tunes, 0 or 1 know tune)', () => {
    fc.assert(
      fc.property(
        fc.array(memberSpec, { maxLength: 3 }),
        fc.array(action, { maxLength: 60 }),
        fc.integer(),
        (initial, actions, seed) => play(initial, actions, seed),
      ),
      { numRuns: 1500, seed: 7 },
    );
  });

  it('plays every tune of a static set once per round when only NEXT is pressed (no know tunes)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Knowledge>('new', 'med'), { minLength: 1, maxLength: 12 }),
        fc.integer(),
        (levels, seed) => {
          const members = levels.map((level, i) => ({
            id: memberId('s', i),
            knowledge: level,
            key: 'C' as const,
          }));
          const context = { random: seededRandom(seed), now: () => 0 };
          let state = initialPickerState();
          const picks: string[] = [];
          for (let i = 0; i < members.length * 3; i += 1) {
            state = pickerTransition(state, { type: 'next' }, members, context);
            picks.push(state.current!.song);
          }
          for (let round = 0; round < 3; round += 1) {
            const slice = picks.slice(round * members.length, (round + 1) * members.length);
            expect(new Set(slice).size).toBe(members.length);
          }
        },
      ),
      { numRuns: 300, seed: 99 },
    );
  });

  it('keeps each know rotation a permutation, whatever the mix of levels', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 8 }),
        fc.nat({ max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer(),
        (news, meds, knows, seed) => {
          const members = [
            ...Array.from({ length: news }, (_, i) => ({
              id: memberId('n', i),
              knowledge: 'new' as const,
              key: 'random' as const,
            })),
            ...Array.from({ length: meds }, (_, i) => ({
              id: memberId('m', i),
              knowledge: 'med' as const,
              key: 'random' as const,
            })),
            ...Array.from({ length: knows }, (_, i) => ({
              id: memberId('k', i),
              knowledge: 'know' as const,
              key: 'random' as const,
            })),
          ];
          const context = { random: seededRandom(seed), now: () => 0 };
          let state = initialPickerState();
          const rotation = new Set<string>();
          for (let i = 0; i < 200; i += 1) {
            state = pickerTransition(
              state,
              { type: i % 25 === 0 ? 'start-new-gig' : 'next' },
              members,
              context,
            );
            const song = state.current!.song;
            if (!song.startsWith('k')) continue;
            if (rotation.has(song)) {
              // A know tune comes back only after every know tune was played.
              expect(rotation.size).toBe(knows);
              rotation.clear();
            }
            rotation.add(song);
          }
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
