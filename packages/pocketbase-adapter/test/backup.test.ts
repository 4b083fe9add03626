// A Tunedeck JSON backup, restored into an empty account on the real server: the same account, by
// content, under new record ids, in one atomic write.
import { libraryBackup, readBackup, restoreBackup } from '@tunedeck/core/import';
import { accountByContent } from '@tunedeck/core/testing';
import { describe, expect, it } from 'vitest';
import { context, fillLibrary, idsOf, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

describe('JSON backup on the real server', () => {
  it('restores into an empty account identically: songs, sets, memberships, wish list, picks, history, settings', async () => {
    const ann = await signUp(backend().storage(), 'backup-ann');
    await fillLibrary(ann);
    const library = await ann.storage.loadLibrary();
    const account = ann.storage.auth.current()!;
    const file = JSON.stringify(libraryBackup(library, account, Date.now()));

    const bo = await signUp(backend().storage(), 'backup-bo');
    const read = readBackup(file);
    if (!read.ok) throw new Error(read.message);
    const change = restoreBackup(
      await bo.storage.loadLibrary(),
      bo.storage.auth.current()!,
      read.backup,
      context,
    );
    await bo.storage.apply(change!);
    await bo.storage.auth.refresh();
    const restored = await bo.storage.loadLibrary();
    expect(accountByContent(restored, bo.storage.auth.current()!)).toEqual(
      accountByContent(library, account),
    );
    expect(Object.keys(restored.songs)).toHaveLength(40);
    expect(restored.pickers[bo.firstSet]?.state.played).toHaveLength(12);
    expect(Object.keys(restored.gigs)).toHaveLength(1);
    expect(Object.keys(restored.plays)).toHaveLength(11);
    // The restored tunes name the restored songs.
    expect(
      Object.values(restored.plays).every((play) => restored.songs[play.song]?.title === play.title),
    ).toBe(true);
    // New ids: Ann's records are still hers alone.
    const annIds = new Set(Object.values(idsOf(library)).flat());
    expect(
      Object.values(idsOf(restored))
        .flat()
        .filter((id) => annIds.has(id)),
    ).toEqual([]);
  });
});
