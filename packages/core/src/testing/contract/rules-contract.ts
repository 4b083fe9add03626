import { describe, expect, it } from 'vitest';
import type { Operation } from '../../library/change.js';
import { LIMITS } from '../../model/constants.js';
import type { Library } from '../../model/records.js';
import type { ContractContext, SignedUpUser } from './harness.js';
import {
  create,
  expectError,
  membership,
  picker,
  remove,
  song,
  songSet,
  update,
  upsert,
  wish,
} from './helpers.js';

/** A user with a set "Gig" holding "Autumn Leaves", a wish "Nardis" and a picker state. */
async function stocked(ctx: ContractContext, label: string) {
  const user = await ctx.signUp(label);
  const gig = songSet('Gig');
  const tune = song('Autumn Leaves');
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
  return { ...user, gig, tune, member, entry, library: await user.client.loadLibrary() };
}

async function expectUnchanged(user: SignedUpUser, library: Library): Promise<void> {
  expect(await user.client.loadLibrary()).toEqual(library);
  await expect(user.client.auth.refresh()).resolves.toEqual(user.account);
}

/** What the server refuses, with which code, and that a refused change leaves nothing behind. */
export function rulesContract(ctx: ContractContext): void {
  describe('uniqueness', () => {
    it('one song per title, whatever the case', async () => {
      const user = await stocked(ctx, 'unique-song');
      await expectError(user.client.apply({ ops: [create('songs', song('AUTUMN LEAVES'))] }), 'title-taken');
      const other = song('Solar');
      await user.client.apply({ ops: [create('songs', other)] });
      await expectError(
        user.client.apply({ ops: [update('songs', other.id, { title: 'autumn leaves' })] }),
        'title-taken',
      );
      // A song may change the case of its own title.
      await user.client.apply({ ops: [update('songs', user.tune.id, { title: 'AUTUMN LEAVES' })] });
    });

    it('one set per name, one wish per title, one membership per song and set', async () => {
      const user = await stocked(ctx, 'unique-others');
      await expectError(user.client.apply({ ops: [create('sets', songSet('gig'))] }), 'set-name-taken');
      await expectError(user.client.apply({ ops: [create('wishlist', wish('NARDIS'))] }), 'wish-title-taken');
      await expectError(
        user.client.apply({ ops: [create('memberships', membership(user.gig.id, user.tune.id))] }),
        'already-in-set',
      );
    });

    it('is per user: another user may use the same titles', async () => {
      await stocked(ctx, 'first');
      await stocked(ctx, 'second');
    });
  });

  describe('validation', () => {
    it('refuses titles and names the forms refuse, with invalid-title', async () => {
      const user = await stocked(ctx, 'titles');
      for (const title of ['.Intro', 'Intro.', 'A..B', '   ']) {
        await expectError(user.client.apply({ ops: [create('songs', song(title))] }), 'invalid-title');
        await expectError(user.client.apply({ ops: [create('wishlist', wish(title))] }), 'invalid-title');
      }
      await expectError(
        user.client.apply({ ops: [update('songs', user.tune.id, { title: 'x..y' })] }),
        'invalid-title',
      );
      await expectError(user.client.apply({ ops: [create('sets', songSet('  '))] }), 'invalid-title');
      await expectUnchanged(user, user.library);
    });

    it('accepts every title the forms accept', async () => {
      const { client } = await ctx.signUp('good-titles');
      const titles = ['St. Thomas', 'UMMG', 'Round Midnight • Take 2', 'Très Jolie', '5', 'A.B.C'];
      await client.apply({ ops: titles.map((title) => create('songs', song(title))) });
      const stored = Object.values((await client.loadLibrary()).songs).map((tune) => tune.title);
      expect(stored.sort()).toEqual([...titles].sort());
    });

    it('refuses malformed records with invalid-data', async () => {
      const user = await stocked(ctx, 'malformed');
      const bad: Operation[] = [
        create('songs', song('Bad Key', { key: 'H' as never })),
        create('songs', song('Bad Level', { knowledge: 'expert' as never })),
        create('songs', song('Long Notes', { notes: 'x'.repeat(LIMITS.notes + 1) })),
        create('songs', { ...song('Bad Id'), id: 'NOT-AN-ID' }),
        upsert('pickers', { ...picker(user.gig.id), set: user.firstSet }),
        upsert('pickers', { ...picker(user.gig.id), state: { played: 'all' } as never }),
      ];
      for (const op of bad) await expectError(user.client.apply({ ops: [op] }), 'invalid-data');
      await expectUnchanged(user, user.library);
    });

    it('keeps links as they were created: moving a membership or a picker state is invalid-data', async () => {
      const user = await stocked(ctx, 'links');
      const other = songSet('Other');
      await user.client.apply({ ops: [create('sets', other)] });
      const library = await user.client.loadLibrary();
      for (const op of [
        update('memberships', user.member.id, { set: other.id }),
        update('memberships', user.member.id, { song: song('Elsewhere').id }),
        update('pickers', user.gig.id, { set: other.id }),
      ]) {
        await expectError(user.client.apply({ ops: [op] }), 'invalid-data');
      }
      // Writing a link with the value it has is no change.
      await user.client.apply({ ops: [update('memberships', user.member.id, { set: user.gig.id })] });
      expect(await user.client.loadLibrary()).toEqual(library);
    });

    it('refuses references to records that do not exist with not-found', async () => {
      const user = await stocked(ctx, 'missing');
      const ghost = song('Ghost');
      const missing: Operation[] = [
        update('songs', ghost.id, { title: 'Boo' }),
        remove('sets', songSet('Ghost').id),
        create('memberships', membership(user.gig.id, ghost.id)),
        create('memberships', membership(songSet('Ghost').id, user.tune.id)),
        upsert('pickers', picker(songSet('Ghost').id)),
      ];
      for (const op of missing) await expectError(user.client.apply({ ops: [op] }), 'not-found');
      await expectUnchanged(user, user.library);
    });
  });

  describe('atomicity', () => {
    it('a change whose last step fails leaves no trace', async () => {
      const user = await stocked(ctx, 'atomic');
      const fresh = song('Solar');
      const set = songSet('Practice');
      const shapes: Array<{ ops: Operation[]; code: Parameters<typeof expectError>[1] }> = [
        {
          ops: [
            create('songs', fresh),
            create('memberships', membership(user.gig.id, fresh.id)),
            create('songs', song('autumn leaves')),
          ],
          code: 'title-taken',
        },
        {
          ops: [
            create('sets', set),
            { type: 'account', patch: { pickerSet: set.id, loginToPicker: true } },
            create('sets', songSet('GIG')),
          ],
          code: 'set-name-taken',
        },
        {
          ops: [
            remove('sets', user.gig.id),
            remove('wishlist', user.entry.id),
            update('songs', song('Ghost').id, { knowledge: 'new' }),
          ],
          code: 'not-found',
        },
        {
          ops: [
            remove('songs', user.tune.id),
            create('wishlist', wish('Autumn Leaves')),
            create('wishlist', wish('nardis')),
          ],
          code: 'wish-title-taken',
        },
        {
          ops: [
            update('songs', user.tune.id, { title: 'Blue Bossa', notes: 'changed' }),
            create('songs', song('Bad', { key: 'H' as never })),
          ],
          code: 'invalid-data',
        },
        {
          ops: [
            create('songs', fresh),
            create('memberships', membership(user.gig.id, fresh.id)),
            create('memberships', membership(user.gig.id, fresh.id)),
          ],
          code: 'already-in-set',
        },
      ];
      for (const shape of shapes) {
        await expectError(user.client.apply({ ops: shape.ops }), shape.code);
        await expectUnchanged(user, user.library);
      }
    });
  });

  describe('write keys', () => {
    it('applies a write sent again (its answer lost) once: a song deleted meanwhile does not come back', async () => {
      const user = await stocked(ctx, 'keys');
      const solar = song('Solar');
      const nardis = song('Nardis');
      const first = { key: 'device1-write-0001', ops: 1 };
      await user.client.apply({ ops: [create('songs', solar)] }, { writes: [first] });
      // Another device deletes it; then the first write arrives again, with a new one behind it.
      await user.client.apply({ ops: [remove('songs', solar.id)] });
      await user.client.apply(
        { ops: [create('songs', solar), create('songs', nardis)] },
        { writes: [first, { key: 'device1-write-0002', ops: 1 }] },
      );
      const library = await user.client.loadLibrary();
      expect(library.songs[solar.id]).toBeUndefined();
      expect(library.songs[nardis.id]?.title).toBe('Nardis');
      // Sent a third time, all of it is known: nothing happens, and nothing is refused.
      await user.client.apply(
        { ops: [create('songs', solar), create('songs', nardis)] },
        { writes: [first, { key: 'device1-write-0002', ops: 1 }] },
      );
      expect(await user.client.loadLibrary()).toEqual(library);
    });

    it('keeps a key only when its change was applied, and only for its user', async () => {
      const user = await stocked(ctx, 'keys-refused');
      const other = await stocked(ctx, 'keys-other');
      const key = { key: 'shared-write-key', ops: 1 };
      // Refused (the title is taken): the key is not kept, so the write may go again once it can.
      await expectError(
        user.client.apply({ ops: [create('songs', song('autumn leaves'))] }, { writes: [key] }),
        'title-taken',
      );
      const blue = song('Blue Bossa');
      await user.client.apply({ ops: [create('songs', blue)] }, { writes: [key] });
      expect((await user.client.loadLibrary()).songs[blue.id]).toBeDefined();
      // Another user's devices have keys of their own.
      const theirs = song('Blue Bossa');
      await other.client.apply({ ops: [create('songs', theirs)] }, { writes: [key] });
      expect((await other.client.loadLibrary()).songs[theirs.id]).toBeDefined();
    });

    it('refuses writes that do not add up to the change with invalid-data', async () => {
      const user = await stocked(ctx, 'keys-bad');
      const shapes: unknown[] = [
        [{ key: 'a', ops: 2 }],
        [{ key: '', ops: 1 }],
        [{ key: 'x'.repeat(65), ops: 1 }],
        [
          { key: 'a', ops: 0 },
          { key: 'b', ops: 1 },
        ],
        'all of them',
      ];
      for (const writes of shapes) {
        await expectError(
          user.client.apply({ ops: [create('songs', song('Solar'))] }, { writes: writes as never }),
          'invalid-data',
        );
        await expectUnchanged(user, user.library);
      }
    });
  });
}
