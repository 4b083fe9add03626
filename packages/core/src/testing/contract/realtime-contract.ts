import { describe, expect, it } from 'vitest';
import type { Account } from '../../model/records.js';
import type { ContractContext } from './harness.js';
import {
  create,
  eventually,
  isDelete,
  isUpsert,
  membership,
  picker,
  remove,
  song,
  songSet,
  update,
  upsert,
  wish,
} from './helpers.js';

/** Every client of a user hears every write to the user's records, wherever it was made. */
export function realtimeContract(ctx: ContractContext): void {
  describe('realtime', () => {
    it('another device hears creates and updates with the whole record', async () => {
      const user = await ctx.signUp('realtime');
      const device = await ctx.secondDevice(user);
      const heard = await ctx.record(device);
      const gig = songSet('Gig');
      const tune = song('Solar');
      const member = membership(gig.id, tune.id);
      const entry = wish('Nardis');
      await user.client.apply({
        ops: [
          create('sets', gig),
          create('songs', tune),
          create('memberships', member),
          create('wishlist', entry),
          upsert('pickers', picker(gig.id)),
        ],
      });
      expect(await heard.waitFor(isUpsert('sets', gig.id), 'the set')).toEqual({
        type: 'upsert',
        collection: 'sets',
        record: gig,
      });
      expect(await heard.waitFor(isUpsert('songs', tune.id), 'the song')).toMatchObject({ record: tune });
      expect(await heard.waitFor(isUpsert('memberships', member.id), 'the membership')).toMatchObject({
        record: member,
      });
      await heard.waitFor(isUpsert('wishlist', entry.id), 'the wish');
      await heard.waitFor(isUpsert('pickers', gig.id), 'the picker state');

      await user.client.apply({ ops: [update('songs', tune.id, { knowledge: 'new' })] });
      await heard.waitFor(
        (event) =>
          isUpsert('songs', tune.id)(event) &&
          event.type === 'upsert' &&
          'knowledge' in event.record &&
          event.record.knowledge === 'new',
        'the updated song',
      );
    });

    it('the writing client hears its own writes too', async () => {
      const user = await ctx.signUp('echo');
      const heard = await ctx.record(user.client);
      const tune = song('Solar');
      await user.client.apply({ ops: [create('songs', tune)] });
      await heard.waitFor(isUpsert('songs', tune.id), 'the echo of the write');
    });

    it('another device hears deletes, including cascaded ones', async () => {
      const user = await ctx.signUp('deletes');
      const gig = songSet('Gig');
      const tune = song('Solar');
      const other = song('Blue Bossa');
      const inFirst = membership(user.firstSet, tune.id);
      const inGig = membership(gig.id, other.id);
      await user.client.apply({
        ops: [
          create('sets', gig),
          create('songs', tune),
          create('songs', other),
          create('memberships', inFirst),
          create('memberships', inGig),
          upsert('pickers', picker(gig.id)),
        ],
      });
      const device = await ctx.secondDevice(user);
      const heard = await ctx.record(device);
      await user.client.apply({ ops: [remove('songs', tune.id)] });
      await heard.waitFor(isDelete('songs', tune.id), 'the song delete');
      await heard.waitFor(isDelete('memberships', inFirst.id), 'the cascaded membership delete');
      await user.client.apply({ ops: [remove('sets', gig.id)] });
      await heard.waitFor(isDelete('sets', gig.id), 'the set delete');
      await heard.waitFor(isDelete('memberships', inGig.id), "the set's membership delete");
      await heard.waitFor(isDelete('pickers', gig.id), "the set's picker delete");
      expect(heard.events.some(isDelete('songs', other.id))).toBe(false);
    });

    it('another device hears settings changes as account events and through onChange', async () => {
      const user = await ctx.signUp('settings');
      const device = await ctx.secondDevice(user);
      const heard = await ctx.record(device);
      const seen: Array<Account | null> = [];
      device.auth.onChange((account) => seen.push(account));
      await user.client.apply({ ops: [{ type: 'account', patch: { loginToPicker: true } }] });
      await heard.waitFor(
        (event) => event.type === 'account' && event.account.loginToPicker,
        'the account event',
      );
      await eventually(
        () => seen.some((account) => account?.loginToPicker),
        'onChange with the new settings',
      );
      expect(device.auth.current()?.loginToPicker).toBe(true);
    });

    it('stops delivering after unsubscribe', async () => {
      const user = await ctx.signUp('unsubscribe');
      const stopped = await ctx.record(user.client);
      const still = await ctx.record(user.client);
      stopped.unsubscribe();
      const tune = song('Solar');
      await user.client.apply({ ops: [create('songs', tune)] });
      await still.waitFor(isUpsert('songs', tune.id), 'the write on the remaining subscription');
      expect(stopped.events).toEqual([]);
    });
  });
}
