import {
  addFromLibrary,
  addSet,
  bulkAddToSet,
  type Change,
  deleteSet,
  type Id,
  type LibraryEvent,
  moveOutToWishList,
  moveWishIntoLibrary,
  type Operation,
  type TunedeckStorage,
  wishAdd,
} from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { context, newId, PASSWORD, signUp, TIME0, uniqueEmail } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend({ faults: true });

/** The same change with its last step made to fail (a bad id, or a record that does not exist). */
function breakLastStep(change: Change): Change {
  const ops = [...change.ops];
  const last = ops.at(-1)!;
  let broken: Operation;
  if (last.type === 'create' || last.type === 'upsert') {
    broken = { ...last, record: { ...last.record, id: 'NOT-AN-ID' } } as Operation;
  } else if (last.type === 'account') {
    broken = { type: 'account', patch: { pickerSet: newId() } };
  } else {
    broken = { ...last, id: newId() } as Operation;
  }
  ops[ops.length - 1] = broken;
  return { ops };
}

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`rule refused: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/** A user with a set "Gig" of three songs (one also in "First set") and a wish. */
async function stocked(label: string) {
  const user = await signUp(backend().storage(), label);
  const storage = user.storage;
  let library = await storage.loadLibrary();
  const gig = ok(addSet(library, 'Gig', context));
  await storage.apply(gig.change);
  library = await storage.loadLibrary();
  const gigId = Object.values(library.sets).find((set) => set.name === 'Gig')!.id;
  await storage.apply(ok(bulkAddToSet(library, gigId, 'Solar\nNardis\nBlue Bossa', context)).change);
  library = await storage.loadLibrary();
  const solar = Object.values(library.songs).find((song) => song.title === 'Solar')!.id;
  await storage.apply(ok(bulkAddToSet(library, user.firstSet, 'Solar', context)).change);
  await storage.apply(ok(wishAdd(await storage.loadLibrary(), 'Countdown', context)).change);
  return { ...user, gigId, solar };
}

/**
 * The change with its last step broken fails and leaves the library, the account and the realtime
 * stream untouched (another device hears nothing of it); the change itself then applies.
 */
async function expectAtomic(
  user: { storage: TunedeckStorage; email: string },
  change: Change,
): Promise<void> {
  expect(change.ops.length).toBeGreaterThan(1);
  const { storage } = user;
  const before = await storage.loadLibrary();
  const account = storage.auth.current();
  const listener = backend().storage();
  await listener.auth.logIn({ email: user.email, password: PASSWORD });
  const heard: LibraryEvent[] = [];
  const stop = await listener.subscribe((event) => heard.push(event));
  await expect(storage.apply(breakLastStep(change))).rejects.toMatchObject({ name: 'TunedeckError' });
  expect(await storage.loadLibrary()).toEqual(before);
  await expect(storage.auth.refresh()).resolves.toEqual(account);
  // Events come in order on one connection: once the marker's arrives, any of the failed change's would have.
  const marker = newId();
  await storage.apply({
    ops: [
      {
        type: 'create',
        collection: 'wishlist',
        record: { id: marker, title: `Marker ${marker}`, created: TIME0 + 1 },
      },
    ],
  });
  const deadline = Date.now() + 5000;
  while (
    !heard.some((event) => event.type === 'upsert' && event.record.id === marker) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  stop();
  await listener.auth.logOut();
  expect(heard.map((event) => (event.type === 'upsert' ? event.record.id : event.type))).toEqual([marker]);
  // The unbroken change applies: the failure was the injected one.
  await storage.apply(change);
}

describe('every multi-record command is all or nothing', () => {
  it('bulk add (new and existing titles)', async () => {
    const user = await stocked('bulk');
    const library = await user.storage.loadLibrary();
    const titles = ['Solar', ...Array.from({ length: 30 }, (_, index) => `New Tune ${index}`)].join('\n');
    await expectAtomic(user, ok(bulkAddToSet(library, user.firstSet, titles, context)).change);
  });

  it('add from library', async () => {
    const user = await stocked('from-library');
    const library = await user.storage.loadLibrary();
    const selection = { setIds: [user.gigId], songIds: [] };
    await expectAtomic(user, ok(addFromLibrary(library, user.firstSet, selection, context)).change);
  });

  it('delete the picker set with its songs', async () => {
    const user = await stocked('delete-set');
    await user.storage.apply({ ops: [{ type: 'account', patch: { pickerSet: user.gigId } }] });
    const library = await user.storage.loadLibrary();
    const account = user.storage.auth.current()!;
    const change = ok(deleteSet(library, account, user.gigId, { removeSongs: true })).change;
    expect(change.ops.at(-1)?.type).toBe('account');
    await expectAtomic(user, change);
  });

  it('move out to the wish list', async () => {
    const user = await stocked('move-out');
    const library = await user.storage.loadLibrary();
    await expectAtomic(user, ok(moveOutToWishList(library, user.solar, context)).change);
  });

  it('move a wish into the library', async () => {
    const user = await stocked('move-in');
    const library = await user.storage.loadLibrary();
    const wishId = Object.keys(library.wishlist)[0] as Id;
    const input = { title: 'Countdown', setIds: [user.gigId, user.firstSet] };
    await expectAtomic(user, ok(moveWishIntoLibrary(library, wishId, input, context)).change);
  });

  it('sign-up with its first set', async () => {
    const email = uniqueEmail('fault-signup');
    await expect(backend().storage().auth.signUp({ email, password: PASSWORD })).rejects.toMatchObject({
      name: 'TunedeckError',
    });
    const admin = await backend().admin();
    expect(
      await admin.collection('users').getFullList({ filter: admin.filter('email = {:email}', { email }) }),
    ).toEqual([]);
    const sets = await admin
      .collection('sets')
      .getFullList({ filter: admin.filter('name = {:name}', { name: 'First set' }) });
    const owners = new Set((await admin.collection('users').getFullList()).map((user) => user.id));
    expect(sets.filter((set) => !owners.has(set.owner))).toEqual([]);
  });

  it('delete account', async () => {
    const storage = backend().storage();
    const email = uniqueEmail('fault-delete');
    await storage.auth.signUp({ email, password: PASSWORD });
    const library = await storage.loadLibrary();
    await storage.apply(
      ok(bulkAddToSet(library, storage.auth.current()!.pickerSet, 'Solar\nNardis', context)).change,
    );
    const before = await storage.loadLibrary();
    await expect(storage.auth.deleteAccount()).rejects.toMatchObject({ name: 'TunedeckError' });
    const again = backend().storage();
    await again.auth.logIn({ email, password: PASSWORD });
    expect(await again.loadLibrary()).toEqual(before);
  });
});
