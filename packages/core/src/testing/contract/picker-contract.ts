import { describe, expect, it } from 'vitest';
import type { PickerRecord, PickerState } from '../../model/records.js';
import type { ContractContext } from './harness.js';
import { create, membership, picker, remove, song, update, upsert } from './helpers.js';

/** The rejection of a call that must fail (the call succeeding fails the test). */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  expect(outcome.resolved, "expected a 'picker-conflict' error, but the call succeeded").toBe(false);
  return outcome.resolved ? undefined : outcome.error;
}

const atVersion = (record: PickerRecord, version: number, played: string[] = []): PickerRecord => ({
  ...record,
  state: { ...record.state, version, played },
});

/**
 * Compare-and-set picker writes: a state replaces the stored one only with a higher version, so a device
 * that picked from an old state never overwrites another device's picks. It is told the stored state
 * (`PickerConflictError.state`) to rebase onto.
 */
export function pickerContract(ctx: ContractContext): void {
  describe('picker writes (compare-and-set)', () => {
    async function stored(version: number) {
      const user = await ctx.signUp('picker-cas');
      const tune = song('Solar');
      const record = atVersion(picker(user.firstSet), version, [tune.id]);
      // A first write is kept whatever its version.
      await user.client.apply({ ops: [create('songs', tune), upsert('pickers', record)] });
      return { ...user, tune, record, library: await user.client.loadLibrary() };
    }

    const expectConflict = (error: unknown, state: PickerState) =>
      expect(error).toMatchObject({ name: 'TunedeckError', code: 'picker-conflict', state });

    it('refuses an older or equal version with picker-conflict, carrying the stored state', async () => {
      const user = await stored(5);
      expect(user.library.pickers[user.firstSet]).toEqual(user.record);
      for (const version of [4, 5, 0]) {
        const stale = atVersion(user.record, version, []);
        expectConflict(
          await refusal(user.client.apply({ ops: [upsert('pickers', stale)] })),
          user.record.state,
        );
        const patch = { state: stale.state };
        const error = await refusal(user.client.apply({ ops: [update('pickers', user.firstSet, patch)] }));
        expectConflict(error, user.record.state);
      }
      expect(await user.client.loadLibrary()).toEqual(user.library);
    });

    it('takes the stored state written again (a write sent twice): nothing changes, no conflict', async () => {
      const user = await stored(5);
      await user.client.apply({ ops: [upsert('pickers', user.record)] });
      await user.client.apply({ ops: [update('pickers', user.firstSet, { state: user.record.state })] });
      expect(await user.client.loadLibrary()).toEqual(user.library);
    });

    it('accepts a newer version, by upsert and by update', async () => {
      const user = await stored(5);
      const newer = atVersion(user.record, 6);
      await user.client.apply({ ops: [upsert('pickers', newer)] });
      expect((await user.client.loadLibrary()).pickers[user.firstSet]).toEqual(newer);
      const newest = atVersion(user.record, 9, [user.tune.id]);
      await user.client.apply({ ops: [update('pickers', user.firstSet, { state: newest.state })] });
      expect((await user.client.loadLibrary()).pickers[user.firstSet]).toEqual(newest);
    });

    it('a refused picker write takes the rest of its change with it', async () => {
      const user = await stored(3);
      const other = song('Nardis');
      const error = await refusal(
        user.client.apply({
          ops: [
            create('songs', other),
            create('memberships', membership(user.firstSet, other.id)),
            remove('songs', user.tune.id),
            { type: 'account', patch: { loginToPicker: true } },
            upsert('pickers', atVersion(user.record, 3, [other.id])),
          ],
        }),
      );
      expectConflict(error, user.record.state);
      expect(await user.client.loadLibrary()).toEqual(user.library);
      await expect(user.client.auth.refresh()).resolves.toEqual(user.account);
    });

    it('checks each device against what the other wrote', async () => {
      const user = await stored(1);
      const device = await ctx.secondDevice(user);
      // Both devices picked from version 1: the first to arrive wins, the other is told its state.
      const phone = atVersion(user.record, 2, [user.tune.id]);
      const laptop = atVersion(user.record, 2, []);
      await device.apply({ ops: [upsert('pickers', phone)] });
      expectConflict(await refusal(user.client.apply({ ops: [upsert('pickers', laptop)] })), phone.state);
      await user.client.apply({ ops: [upsert('pickers', atVersion(laptop, 3))] });
      expect((await device.loadLibrary()).pickers[user.firstSet]?.state.version).toBe(3);
    });
  });
}
