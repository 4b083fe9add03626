import {
  bulkAddToSet,
  initialPickerState,
  isPickerState,
  type Operation,
  PickerConflictError,
  pickerMembers,
  pickerTransition,
  rebasePickerState,
} from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { context, newId, PASSWORD, signUp, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

describe('two devices of one user at the same time', () => {
  it('each adds 100 songs to the same set: 200 songs, 200 memberships', async () => {
    const user = await signUp(backend().storage(), 'concurrent');
    const other = backend().storage();
    await other.auth.logIn({ email: user.email, password: PASSWORD });
    const adds = (device: typeof other, prefix: string) =>
      Array.from({ length: 100 }, (_, index) => {
        const song = newId();
        const ops: Operation[] = [
          {
            type: 'create',
            collection: 'songs',
            record: {
              id: song,
              title: `${prefix} ${index}`,
              key: 'random',
              knowledge: 'know',
              notes: '',
              composer: '',
              style: '',
              created: TIME0 + 1,
            },
          },
          { type: 'create', collection: 'memberships', record: { id: newId(), set: user.firstSet, song } },
        ];
        return device.apply({ ops });
      });
    await Promise.all([...adds(user.storage, 'Phone'), ...adds(other, 'Laptop')]);
    const library = await user.storage.loadLibrary();
    expect(Object.keys(library.songs)).toHaveLength(200);
    expect(Object.values(library.memberships).filter((m) => m.set === user.firstSet)).toHaveLength(200);
  });

  it('both pick on one set: stale writes are refused and rebased, no pick is lost', async () => {
    const user = await signUp(backend().storage(), 'picking');
    const other = backend().storage();
    await other.auth.logIn({ email: user.email, password: PASSWORD });
    const titles = Array.from({ length: 120 }, (_, index) => `Tune ${index}`).join('\n');
    const seeded = await user.storage.loadLibrary();
    const added = bulkAddToSet(seeded, user.firstSet, titles, context);
    if (!added.ok) throw new Error('bulk add refused');
    await user.storage.apply(added.change);
    const library = await user.storage.loadLibrary();
    const members = pickerMembers(library, user.firstSet);
    const shown: string[] = [];
    let conflicts = 0;

    const pick = async (device: typeof other) => {
      for (let step = 0; step < 25; step += 1) {
        const base = (await device.loadLibrary()).pickers[user.firstSet]?.state;
        let state = pickerTransition(base ?? initialPickerState(), { type: 'next' }, members, context);
        shown.push(state.current!.song);
        for (;;) {
          try {
            await device.apply({
              ops: [
                {
                  type: 'upsert',
                  collection: 'pickers',
                  record: { id: user.firstSet, set: user.firstSet, state },
                },
              ],
            });
            break;
          } catch (error) {
            if (!(error instanceof PickerConflictError)) throw error;
            conflicts += 1;
            state = rebasePickerState(error.state, state, base, Date.now());
          }
        }
      }
    };
    await Promise.all([pick(user.storage), pick(other)]);
    const final = (await other.loadLibrary()).pickers[user.firstSet]!.state;
    expect(isPickerState(final)).toBe(true);
    expect(conflicts).toBeGreaterThan(0);
    // Every tune either device showed is played in the final round.
    const entryOf = new Map(members.map((member) => [member.id, member.entry]));
    expect(shown.filter((song) => !final.played.includes(entryOf.get(song)!))).toEqual([]);
  });
});
