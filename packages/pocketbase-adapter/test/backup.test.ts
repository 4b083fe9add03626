// A Tunedeck JSON backup, restored into an empty account on the real server: the same account, by
// content, under new record ids, in one atomic write.
import { type Account, type Library, setChart, type TunedeckStorage } from '@tunedeck/core';
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
      [...library.reviews.values()].map(({ id, song, ...review }) => ({
        ...review,
        song: title(song),
        play: library.plays.get(id)
          ? library.plays.get(id)!.song === song && library.plays.get(id)!.played === review.reviewed
          : null,
      })),
    ),
  };
}

/** The whole library, charts included (read apart from the rest, as the client reads them). */
const everything = async (storage: TunedeckStorage): Promise<Library> => ({
  ...(await storage.loadLibrary()),
  charts: await storage.loadCharts!(),
});

describe('JSON backup on the real server', () => {
  it('restores into an empty account identically: songs, sets, memberships, wish list, picks, history, practice, charts, settings', async () => {
    const ann = await signUp(backend().storage(), 'backup-ann');
    await fillLibrary(ann);
    await fillPractice(ann);
    // Charts on two tunes.
    for (const [index, text] of ['[A] C-7 | F7 | Bb^7 | Eb^7 |', '[A] Eh7 | A7b9 | D-7 | G7 |'].entries()) {
      const current = await ann.storage.loadLibrary();
      const song = Object.values(current.songs)[index]!;
      const set = setChart(current, { songId: song.id, key: index ? 'D-' : 'Bb', text });
      if (!set.ok) throw new Error('the chart was refused');
      await ann.storage.apply(set.change);
    }
    const library = await everything(ann.storage);
    expect(Object.keys(library.charts)).toHaveLength(2);
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
    const restored = await everything(bo.storage);
    expect(accountByContent(restored, bo.storage.auth.current()!)).toEqual(
      accountByContent(library, account),
    );
    expect(Object.keys(restored.songs)).toHaveLength(40);
    // Each chart under its restored song's id.
    expect(
      Object.values(restored.charts)
        .map((chart) => restored.songs[chart.id]?.title)
        .sort(),
    ).toEqual(
      Object.values(library.charts)
        .map((chart) => library.songs[chart.id]?.title)
        .sort(),
    );
    expect(restored.pickers[bo.firstSet]?.state.played).toHaveLength(12);
    expect(restored.gigs.size).toBe(1);
    expect(restored.plays.size).toBe(11);
    // Practice: the cards under their restored songs' ids, every review (gig ones under their restored
    // play's id), the settings.
    expect(practiceByContent(restored, bo.storage.auth.current()!)).toEqual(
      practiceByContent(library, account),
    );
    expect(Object.keys(restored.cards)).toHaveLength(3);
    expect([...restored.reviews.values()].filter((r) => r.source === 'gig')).toHaveLength(11);
    expect([...restored.reviews.values()].filter((r) => r.source === 'practice')).toHaveLength(7);
    expect(
      [...restored.reviews.values()]
        .filter((r) => r.source === 'gig')
        .every((r) => restored.plays.get(r.id)?.song === r.song),
    ).toBe(true);
    expect(bo.storage.auth.current()!.practice).toEqual(PRACTICE);
    // The restored tunes name the restored songs.
    expect(
      [...restored.plays.values()].every((play) => restored.songs[play.song]?.title === play.title),
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
