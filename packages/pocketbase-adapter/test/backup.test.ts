// A Tunedeck JSON backup, restored into an empty account on the real server: the same account, by
// content, under new record ids, in one atomic write.
import type { Account, Library } from '@tunedeck/core';
import { libraryBackup, readBackup, restoreBackup } from '@tunedeck/core/import';
import { accountByContent } from '@tunedeck/core/testing';
import { describe, expect, it } from 'vitest';
import { context, fillLibrary, fillPractice, idsOf, PRACTICE, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/**
 * The practice part of an account by content: cards by their song's title, reviews by everything but
 * their id (their song by title when it is still there), whether each gig review shares its play's id,
 * and the settings.
 */
function practiceByContent(library: Library, account: Account) {
  const title = (id: string) => library.songs[id]?.title ?? `deleted ${id}`;
  const sorted = <T>(list: T[]) => list.map((item) => JSON.stringify(item)).sort();
  return {
    settings: account.practice ?? null,
    cards: sorted(
      Object.values(library.cards).map(({ id, song, ...card }) => ({
        ...card,
        same: id === song,
        song: title(song),
      })),
    ),
    reviews: sorted(
      Object.values(library.reviews).map(({ id, song, ...review }) => ({
        ...review,
        song: title(song),
        play: library.plays[id]
          ? library.plays[id].song === song && library.plays[id].played === review.reviewed
          : null,
      })),
    ),
  };
}

describe('JSON backup on the real server', () => {
  it('restores into an empty account identically: songs, sets, memberships, wish list, picks, history, practice, settings', async () => {
    const ann = await signUp(backend().storage(), 'backup-ann');
    await fillLibrary(ann);
    await fillPractice(ann);
    const library = await ann.storage.loadLibrary();
    const account = ann.storage.auth.current()!;
    const file = JSON.stringify(libraryBackup(library, account, Date.now()));

    const bo = await signUp(backend().storage(), 'backup-bo');
    const read = readBackup(file, Date.now());
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
    // Practice: the cards under their restored songs' ids, every review (gig ones under their restored
    // play's id), the settings.
    expect(practiceByContent(restored, bo.storage.auth.current()!)).toEqual(
      practiceByContent(library, account),
    );
    expect(Object.keys(restored.cards)).toHaveLength(3);
    expect(Object.values(restored.reviews).filter((r) => r.source === 'gig')).toHaveLength(11);
    expect(Object.values(restored.reviews).filter((r) => r.source === 'practice')).toHaveLength(7);
    expect(
      Object.values(restored.reviews)
        .filter((r) => r.source === 'gig')
        .every((r) => restored.plays[r.id]?.song === r.song),
    ).toBe(true);
    expect(bo.storage.auth.current()!.practice).toEqual(PRACTICE);
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
