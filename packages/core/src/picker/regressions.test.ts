import { describe, expect, it } from 'vitest';
import { fixedClock, memberId } from '../../test/picker-helpers.js';
import { seededRandom } from '../model/random.js';
import type { PickerMember, PickerState } from '../model/records.js';
import { initialPickerState, pickerTransition } from './transition.js';

describe('tracker reproductions', () => {
  it('A: a tune removed and added back before the next pick is unplayed again', () => {
    const song = (name: string): PickerMember => ({
      id: memberId(name, 0),
      entry: memberId(`${name}x`, 1),
      knowledge: 'new',
      key: 'C',
    });
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map(song) as [PickerMember, ...PickerMember[]];
    const context = { random: seededRandom(4242), now: fixedClock() };
    let members = [a, b!, c!, d!, e!];
    let state: PickerState = initialPickerState();
    const next = () => {
      state = pickerTransition(state, { type: 'next' }, members, context);
      return state.current!.song;
    };
    expect([next(), next()]).toEqual([e!.id, b!.id]);
    // e leaves the set and comes back as a new entry, with no picker event in between.
    members = [a, b!, c!, d!, { ...e!, entry: memberId('ex', 2) }];
    const rest = [next(), next(), next(), next()];
    expect(new Set(rest)).toEqual(new Set([a.id, c!.id, d!.id, e!.id]));
  });

  it('B: a re-pick after the tune on screen left never repeats the key just shown', () => {
    const members = ['a', 'b', 'c'].map(
      (name): PickerMember => ({
        id: memberId(name, 0),
        knowledge: 'new',
        key: 'random',
      }),
    );
    const context = { random: seededRandom(1), now: fixedClock() };
    let state = initialPickerState();
    for (let i = 0; i < 12; i += 1) state = pickerTransition(state, { type: 'next' }, members, context);
    expect(state.current).toEqual({ song: members[1]!.id, key: 'B flat' });
    expect(state.keyBag).toEqual([]);
    const after = pickerTransition(state, { type: 'sync' }, [members[0]!, members[2]!], context);
    expect(after.current?.song).toBe(members[2]!.id);
    expect(after.current?.key).not.toBe('B flat');
  });
});

describe('states written before entries', () => {
  it('reads played song ids as those songs’ entries, and writes entries from then on', () => {
    const members = ['a', 'b', 'c'].map(
      (name, i): PickerMember => ({
        id: memberId(name, 0),
        entry: memberId(`${name}x`, i),
        knowledge: 'new',
        key: 'C',
      }),
    );
    const legacy: PickerState = {
      ...initialPickerState(),
      played: [members[0]!.id, members[1]!.id],
      current: { song: members[1]!.id, key: 'C' },
    };
    const next = pickerTransition(legacy, { type: 'next' }, members, { random: () => 0, now: () => 1 });
    expect(next.current?.song).toBe(members[2]!.id);
    expect(new Set(next.played)).toEqual(new Set(members.map((m) => m.entry)));
  });
});
