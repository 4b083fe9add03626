import {
  bulkAddToSet,
  isPickerState,
  type Operation,
  type PickerState,
  parsePickerState,
  pickerMembers,
  pickerTransition,
} from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { context, newId, PASSWORD, signUp } from './support/fixtures.js';
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
              created: 1,
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

  it('both pick on one set: every stored state is a valid picker state', async () => {
    const user = await signUp(backend().storage(), 'picking');
    const other = backend().storage();
    await other.auth.logIn({ email: user.email, password: PASSWORD });
    const titles = Array.from({ length: 20 }, (_, index) => `Tune ${index}`).join('\n');
    const seeded = await user.storage.loadLibrary();
    const added = bulkAddToSet(seeded, user.firstSet, titles, context);
    if (!added.ok) throw new Error('bulk add refused');
    await user.storage.apply(added.change);
    const library = await user.storage.loadLibrary();
    const members = pickerMembers(library, user.firstSet);

    const pick = async (device: typeof other) => {
      for (let step = 0; step < 25; step += 1) {
        const stored = (await device.loadLibrary()).pickers[user.firstSet];
        const state: PickerState = parsePickerState(stored?.state);
        const next = pickerTransition(state, { type: step % 5 === 4 ? 'skip' : 'next' }, members, context);
        await device.apply({
          ops: [
            {
              type: 'upsert',
              collection: 'pickers',
              record: { id: user.firstSet, set: user.firstSet, state: next },
            },
          ],
        });
      }
    };
    await Promise.all([pick(user.storage), pick(other)]);
    const final = (await other.loadLibrary()).pickers[user.firstSet];
    expect(isPickerState(final?.state)).toBe(true);
    expect(final?.state.version).toBeGreaterThanOrEqual(25);
    expect(members.map((member) => member.id)).toContain(final?.state.current?.song);
  });
});
