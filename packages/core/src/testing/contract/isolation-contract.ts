import { describe, expect, it } from 'vitest';
import type { Operation } from '../../library/change.js';
import { libraryRecords } from '../../model/collections.js';
import { COLLECTIONS, type Library } from '../../model/records.js';
import type { ContractContext } from './harness.js';
import {
  create,
  expectError,
  idsOf,
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

/** One user's records are out of reach of every other user, and answer as if they did not exist. */
export function isolationContract(ctx: ContractContext): void {
  describe('isolation between users', () => {
    async function twoUsers() {
      const alice = await ctx.signUp('alice');
      const bob = await ctx.signUp('bob');
      const set = songSet('Alice Gig');
      const tune = song('Alice Tune');
      const member = membership(set.id, tune.id);
      const entry = wish('Alice Wish');
      await alice.client.apply({
        ops: [
          create('sets', set),
          create('songs', tune),
          create('memberships', member),
          create('wishlist', entry),
          upsert('pickers', picker(set.id)),
        ],
      });
      const bobTune = song('Bob Tune');
      await bob.client.apply({ ops: [create('songs', bobTune)] });
      return {
        alice,
        bob,
        set,
        tune,
        member,
        entry,
        bobTune,
        aliceLibrary: await alice.client.loadLibrary(),
      };
    }

    it("cannot read another user's records", async () => {
      const { bob, aliceLibrary } = await twoUsers();
      const library = await bob.client.loadLibrary();
      const idsOf = (of: Library) =>
        COLLECTIONS.flatMap((collection) => libraryRecords(of, collection).map((record) => record.id));
      const aliceIds = new Set(idsOf(aliceLibrary));
      const bobIds = idsOf(library);
      expect(bobIds.filter((id) => aliceIds.has(id))).toEqual([]);
      expect(Object.values(library.songs).map((tune) => tune.title)).toEqual(['Bob Tune']);
    });

    it("cannot change, delete or link to another user's records: not-found", async () => {
      const { alice, bob, set, tune, member, entry, bobTune, aliceLibrary } = await twoUsers();
      const attempts: Operation[] = [
        update('songs', tune.id, { title: 'Stolen' }),
        update('sets', set.id, { name: 'Stolen' }),
        update('memberships', member.id, { set: bob.firstSet }),
        update('wishlist', entry.id, { title: 'Stolen' }),
        upsert('pickers', picker(set.id, 9)),
        remove('songs', tune.id),
        remove('sets', set.id),
        remove('memberships', member.id),
        remove('wishlist', entry.id),
        remove('pickers', set.id),
        create('memberships', membership(bob.firstSet, tune.id)),
        create('memberships', membership(set.id, bobTune.id)),
        { type: 'account', patch: { pickerSet: set.id } },
      ];
      for (const op of attempts) await expectError(bob.client.apply({ ops: [op] }), 'not-found');
      expect(await alice.client.loadLibrary()).toEqual(aliceLibrary);
      await expect(bob.client.auth.refresh()).resolves.toMatchObject({ pickerSet: bob.firstSet });
    });

    it("hears nothing of another user's writes", async () => {
      const alice = await ctx.signUp('alice');
      const bob = await ctx.signUp('bob');
      const heard = await ctx.record(bob.client);
      const aliceTune = song('Alice Tune');
      await alice.client.apply({
        ops: [create('songs', aliceTune), create('memberships', membership(alice.firstSet, aliceTune.id))],
      });
      await alice.client.apply({
        ops: [remove('songs', aliceTune.id), { type: 'account', patch: { loginToPicker: true } }],
      });
      // Bob's own write is heard after Alice's, so by then any leak would have arrived too.
      const marker = song('Bob Marker');
      await bob.client.apply({ ops: [create('songs', marker)] });
      await heard.waitFor(isUpsert('songs', marker.id), "Bob's own write");
      const aliceIds = new Set([alice.account.id, alice.firstSet, aliceTune.id]);
      expect(heard.events.filter((event) => idsOf(event).some((id) => aliceIds.has(id)))).toEqual([]);
      expect(heard.events.every((event) => event.type !== 'delete')).toBe(true);
    });
  });
}
