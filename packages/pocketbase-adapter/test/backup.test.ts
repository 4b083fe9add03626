// A Tunedeck JSON backup, restored into an empty account on the real server: the same account, by
// content, under new record ids, in one atomic write.
import {
  bulkAddToSet,
  initialPickerState,
  lowerKnowledge,
  pickerMembers,
  pickerTransition,
  recordPlay,
  startGig,
  wishAdd,
} from '@tunedeck/core';
import { libraryBackup, readBackup, restoreBackup } from '@tunedeck/core/import';
import { accountByContent } from '@tunedeck/core/testing';
import { describe, expect, it } from 'vitest';
import { context, idsOf, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

describe('JSON backup on the real server', () => {
  it('restores into an empty account identically: songs, sets, memberships, wish list, picks, history, settings', async () => {
    const ann = await signUp(backend().storage(), 'backup-ann');
    const write = async (
      rule: (library: Awaited<ReturnType<typeof ann.storage.loadLibrary>>) => {
        ok: boolean;
        change?: unknown;
      },
    ) => {
      const result = rule(await ann.storage.loadLibrary());
      if (!result.ok || !result.change) throw new Error('the fixture was refused');
      await ann.storage.apply(result.change as Parameters<typeof ann.storage.apply>[0]);
    };
    const titles = Array.from({ length: 40 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
    await write((library) => bulkAddToSet(library, ann.firstSet, titles.join('\n'), context));
    await write((library) => lowerKnowledge(library, Object.values(library.songs)[3]!.id));
    await write((library) => wishAdd(library, 'Countdown', context));
    await ann.storage.apply({ ops: [{ type: 'account', patch: { loginToPicker: true } }] });
    // Twelve picks of the set, as a device writes them, and the gig's history (eleven tunes played).
    let library = await ann.storage.loadLibrary();
    let state = library.pickers[ann.firstSet]?.state ?? initialPickerState();
    await write((current) => startGig(current, ann.firstSet, context));
    for (let i = 0; i < 12; i += 1) {
      const shown = state.current;
      state = pickerTransition(state, { type: 'next' }, pickerMembers(library, ann.firstSet), context);
      if (shown) await write((current) => recordPlay(current, { setId: ann.firstSet, tune: shown }, context));
    }
    await ann.storage.apply({
      ops: [
        { type: 'upsert', collection: 'pickers', record: { id: ann.firstSet, set: ann.firstSet, state } },
      ],
    });
    library = await ann.storage.loadLibrary();
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
