import { describe, expect, it } from 'vitest';
import type { ContractContext } from './harness.js';
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

/** Creating, changing and deleting records of every collection, cascades and account settings. */
export function dataContract(ctx: ContractContext): void {
  describe('library records', () => {
    it('creates, updates and deletes songs', async () => {
      const { client } = await ctx.signUp('songs');
      const tune = song('St. Thomas', { key: 'C', knowledge: 'new', notes: 'Calypso\nin C' });
      await client.apply({ ops: [create('songs', tune)] });
      expect((await client.loadLibrary()).songs).toEqual({ [tune.id]: tune });
      await client.apply({
        ops: [update('songs', tune.id, { title: 'st. thomas', knowledge: 'med', key: 'F sharp' })],
      });
      expect((await client.loadLibrary()).songs[tune.id]).toEqual({
        ...tune,
        title: 'st. thomas',
        knowledge: 'med',
        key: 'F sharp',
      });
      await client.apply({ ops: [remove('songs', tune.id)] });
      expect((await client.loadLibrary()).songs).toEqual({});
    });

    it('creates, renames and deletes sets', async () => {
      const user = await ctx.signUp('sets');
      const gig = songSet('Friday Gig');
      await user.client.apply({ ops: [create('sets', gig)] });
      await user.client.apply({ ops: [update('sets', gig.id, { name: 'Saturday Gig' })] });
      expect((await user.client.loadLibrary()).sets[gig.id]).toEqual({ ...gig, name: 'Saturday Gig' });
      await user.client.apply({ ops: [remove('sets', gig.id)] });
      expect(Object.keys((await user.client.loadLibrary()).sets)).toEqual([user.firstSet]);
    });

    it('adds songs to sets and removes them', async () => {
      const user = await ctx.signUp('members');
      const tune = song('Solar');
      const member = membership(user.firstSet, tune.id);
      await user.client.apply({ ops: [create('songs', tune), create('memberships', member)] });
      expect((await user.client.loadLibrary()).memberships).toEqual({ [member.id]: member });
      await user.client.apply({ ops: [remove('memberships', member.id)] });
      const library = await user.client.loadLibrary();
      expect(library.memberships).toEqual({});
      expect(library.songs[tune.id]).toEqual(tune);
    });

    it('keeps the wish list', async () => {
      const { client } = await ctx.signUp('wishes');
      const entry = wish('Countdown');
      await client.apply({ ops: [create('wishlist', entry)] });
      await client.apply({ ops: [update('wishlist', entry.id, { title: 'Giant Steps' })] });
      expect((await client.loadLibrary()).wishlist).toEqual({
        [entry.id]: { ...entry, title: 'Giant Steps' },
      });
      await client.apply({ ops: [remove('wishlist', entry.id)] });
      expect((await client.loadLibrary()).wishlist).toEqual({});
    });

    it('stores picker states by set, replacing them whole on upsert', async () => {
      const user = await ctx.signUp('pickers');
      const tune = song('Nardis');
      const first = picker(user.firstSet);
      await user.client.apply({ ops: [create('songs', tune), upsert('pickers', first)] });
      expect((await user.client.loadLibrary()).pickers).toEqual({ [user.firstSet]: first });
      const next = {
        ...first,
        state: {
          ...first.state,
          played: [tune.id],
          bag: ['new' as const],
          current: { song: tune.id, key: 'B flat' as const },
          version: 1,
        },
      };
      await user.client.apply({ ops: [upsert('pickers', next)] });
      expect((await user.client.loadLibrary()).pickers).toEqual({ [user.firstSet]: next });
      await user.client.apply({ ops: [remove('pickers', user.firstSet)] });
      expect((await user.client.loadLibrary()).pickers).toEqual({});
    });

    it('applies many steps at once, in order', async () => {
      const user = await ctx.signUp('bulk');
      const tunes = Array.from({ length: 50 }, (_, index) => song(`Tune ${index}`));
      await user.client.apply({
        ops: [
          ...tunes.map((tune) => create('songs', tune)),
          ...tunes.map((tune) => create('memberships', membership(user.firstSet, tune.id))),
          update('songs', tunes[0]!.id, { knowledge: 'new' }),
        ],
      });
      const library = await user.client.loadLibrary();
      expect(Object.keys(library.songs)).toHaveLength(50);
      expect(Object.keys(library.memberships)).toHaveLength(50);
      expect(library.songs[tunes[0]!.id]?.knowledge).toBe('new');
    });
  });

  describe('cascades', () => {
    it('deleting a song removes it from every set', async () => {
      const user = await ctx.signUp('cascade-song');
      const gig = songSet('Gig');
      const tune = song('Solar');
      const other = song('Blue Bossa');
      const kept = membership(gig.id, other.id);
      await user.client.apply({
        ops: [
          create('sets', gig),
          create('songs', tune),
          create('songs', other),
          create('memberships', membership(user.firstSet, tune.id)),
          create('memberships', membership(gig.id, tune.id)),
          create('memberships', kept),
        ],
      });
      await user.client.apply({ ops: [remove('songs', tune.id)] });
      const library = await user.client.loadLibrary();
      expect(library.memberships).toEqual({ [kept.id]: kept });
      expect(Object.keys(library.sets).sort()).toEqual([user.firstSet, gig.id].sort());
    });

    it('deleting a set removes its memberships and picker state, not its songs', async () => {
      const user = await ctx.signUp('cascade-set');
      const gig = songSet('Gig');
      const tune = song('Solar');
      const kept = membership(user.firstSet, tune.id);
      const keptPicker = picker(user.firstSet);
      await user.client.apply({
        ops: [
          create('sets', gig),
          create('songs', tune),
          create('memberships', kept),
          create('memberships', membership(gig.id, tune.id)),
          upsert('pickers', picker(gig.id)),
          upsert('pickers', keptPicker),
        ],
      });
      await user.client.apply({ ops: [remove('sets', gig.id)] });
      const library = await user.client.loadLibrary();
      expect(library.songs).toEqual({ [tune.id]: tune });
      expect(library.memberships).toEqual({ [kept.id]: kept });
      expect(library.pickers).toEqual({ [user.firstSet]: keptPicker });
    });
  });

  describe('account settings', () => {
    it('turns "skip Welcome" on and off', async () => {
      const user = await ctx.signUp('welcome');
      await user.client.apply({ ops: [{ type: 'account', patch: { loginToPicker: true } }] });
      expect(user.client.auth.current()?.loginToPicker).toBe(true);
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ loginToPicker: true });
      await user.client.apply({ ops: [{ type: 'account', patch: { loginToPicker: false } }] });
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ loginToPicker: false });
    });

    it('moves the picker to another set of the user, with the set created in the same change', async () => {
      const user = await ctx.signUp('picker-set');
      const gig = songSet('Gig');
      await user.client.apply({
        ops: [create('sets', gig), { type: 'account', patch: { pickerSet: gig.id } }],
      });
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ pickerSet: gig.id });
      // Deleting the picker set and choosing another is one change.
      await user.client.apply({
        ops: [remove('sets', gig.id), { type: 'account', patch: { pickerSet: user.firstSet } }],
      });
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ pickerSet: user.firstSet });
    });

    it('refuses a picker set that does not exist and settings that are not settings', async () => {
      const user = await ctx.signUp('bad-settings');
      await expectError(
        user.client.apply({ ops: [{ type: 'account', patch: { pickerSet: songSet('Nowhere').id } }] }),
        'not-found',
      );
      const sneaky = { type: 'account', patch: { verified: true } } as never;
      await expectError(user.client.apply({ ops: [sneaky] }), 'invalid-data');
      const notBoolean = { type: 'account', patch: { loginToPicker: 'yes' } } as never;
      await expectError(user.client.apply({ ops: [notBoolean] }), 'invalid-data');
      await expect(user.client.auth.refresh()).resolves.toEqual(user.account);
    });
  });
}
