import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, signedInClient, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import type { Library } from '../model/records.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { accountByContent as canonical } from '../testing/fixtures.js';
import { BACKUP_FORMAT, libraryBackup, readBackup, restoreBackup } from './backup.js';

describe('JSON backup', () => {
  it('restores into an empty account exactly: songs, sets, memberships, wish list, picker states, settings', async () => {
    const { client, backend } = await signedInClient();
    // Some life in the account first: picks, a wish, a setting.
    for (let i = 0; i < 4; i += 1) client.picker.next();
    await client.library.wishAdd('Countdown');
    await client.library.setLoginToPicker(true);
    await client.library.editSongNotes(
      Object.values(client.state.library.songs)[0]!.id,
      'Intro, then "head"',
    );
    await until(client, () => client.state.waiting === 0 && client.state.saving === 0, 'everything saved');
    const original: TunedeckStorage = createMemoryStorage({ backend });
    await original.auth.logIn({ email: EMAIL, password: PASSWORD });
    const library = await original.loadLibrary();
    const account = original.auth.current()!;
    const file = JSON.stringify(libraryBackup(library, account, 1_800_000_000_000), null, 2);

    const read = readBackup(file);
    if (!read.ok) throw new Error(read.message);
    const fresh = createMemoryStorage({ backend });
    await fresh.auth.signUp({ email: 'bo@example.com', password: PASSWORD });
    const change = restoreBackup(await fresh.loadLibrary(), fresh.auth.current()!, read.backup, {
      random: seededRandom(5),
      now: () => 1_800_000_000_000,
    });
    await fresh.apply(change!);
    const restored = await fresh.loadLibrary();
    expect(canonical(restored, fresh.auth.current()!)).toEqual(canonical(library, account));
    // New ids throughout: the two accounts share none.
    const ids = (l: Library) => Object.values(l).flatMap((c) => Object.keys(c));
    const theirs = new Set(ids(library));
    expect(ids(restored).filter((id) => theirs.has(id) && !restored.pickers[id])).toEqual([]);
  });

  it('refuses a file that is not a backup, another version, or damaged, with the reason', () => {
    expect(readBackup('title,key\nSolar,C')).toEqual({
      ok: false,
      message: 'This file is not a Tunedeck backup.',
    });
    expect(readBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 9 }))).toEqual({
      ok: false,
      message: 'This backup was made by another version of Tunedeck (format 9).',
    });
    const empty = { songs: [], sets: [], memberships: [], wishlist: [], pickers: [] };
    const base = {
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: '',
      settings: { loginToPicker: false, pickerSet: 'x' },
    };
    expect(
      readBackup(JSON.stringify({ ...base, library: { ...empty, songs: [{ id: 1, title: 'Solar' }] } })),
    ).toEqual({
      ok: false,
      message: 'A record of songs is damaged.',
    });
    expect(readBackup(JSON.stringify({ ...base, library: empty }))).toEqual({
      ok: false,
      message: 'The settings of this backup are damaged.',
    });
  });

  it('restores only into an empty account', async () => {
    const { client } = await signedInClient();
    const backup = libraryBackup(client.state.library, client.state.account!, 0);
    expect(
      restoreBackup(client.state.library, client.state.account!, backup, {
        random: seededRandom(1),
        now: () => 0,
      }),
    ).toBeNull();
  });
});
