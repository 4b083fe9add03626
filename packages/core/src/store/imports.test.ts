import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, setNamed, signedInClient, songNamed, until } from '../../test/store-helpers.js';
import { libraryBackup } from '../import/backup.js';
import { seededRandom } from '../model/random.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { LibraryEvent } from '../storage/storage.js';
import { accountByContent } from '../testing/fixtures.js';
import { createTunedeckClient } from './create-client.js';

const CSV = 'title,key,knowledge,sets\nSolar,C,know,Gig\nNica’s Dream,A flat,new,Gig; Latin\n"",C,new,\n';

describe('the client’s import', () => {
  it('reads, previews without writing, then writes the plan made on the library as it is then', async () => {
    const { client, backend } = await signedInClient();
    const source = await client.imports.read(CSV, 'tunes.csv');
    expect(source.kind).toBe('csv');
    const preview = await client.imports.preview(source.rows, { update: true });
    expect(preview).toMatchObject({
      added: ['Nica’s Dream'],
      updated: ['Solar'],
      newSets: ['Latin'],
      invalid: [{ where: 'Row 3', title: '', message: 'Title Field Required' }],
    });
    expect(Object.values(backend.libraryOf(EMAIL)!.songs).map((s) => s.title)).not.toContain('Nica’s Dream');

    // Meanwhile the musician adds the tune by hand: the import keeps it instead of clashing.
    await client.library.addSongToLibrary({
      title: 'Nica’s Dream',
      key: 'random',
      knowledge: 'med',
      notes: '',
    });
    const done = await client.imports.commit(source.rows, { update: true });
    expect(done).toMatchObject({ ok: true, preview: { added: [], updated: ['Solar', 'Nica’s Dream'] } });
    const stored = backend.libraryOf(EMAIL)!;
    const latin = Object.values(stored.sets).find((set) => set.name === 'Latin')!;
    const nica = songNamed(client, 'Nica’s Dream');
    expect(stored.songs[nica.id]).toMatchObject({ key: 'A flat', knowledge: 'new' });
    expect(stored.songs[songNamed(client, 'Solar').id]?.knowledge).toBe('know');
    expect(
      Object.values(stored.memberships)
        .filter((m) => m.song === nica.id)
        .map((m) => m.set)
        .sort(),
    ).toEqual([setNamed(client, 'Gig').id, latin.id].sort());
  });

  it('refuses an import too large for one change before sending anything', async () => {
    const { client, backend } = await signedInClient();
    const rows = Array.from({ length: 7001 }, (_, i) => ({
      where: `Row ${i + 1}`,
      title: `Tune ${i}`,
      sets: ['A', 'B'],
    }));
    expect(await client.imports.commit(rows)).toEqual({
      ok: false,
      reason: 'too-large',
      message: expect.stringMatching(/^This import would write 21,00\d records at once/),
    });
    expect(Object.keys(backend.libraryOf(EMAIL)!.songs)).toHaveLength(4);
    expect(client.state.error).toBeNull();
  });

  it('restores a backup into an empty account only', async () => {
    const { client, backend } = await signedInClient();
    const backup = libraryBackup(client.state.library, client.state.account!, 1_800_000_000_000);
    expect(await client.imports.restore(backup)).toMatchObject({ ok: false, reason: 'not-empty' });

    const fresh = createTunedeckClient({
      storage: createMemoryStorage({ backend }),
      random: seededRandom(9),
    });
    await fresh.auth.signUp({ email: 'bo@example.com', password: PASSWORD });
    await until(fresh, () => fresh.state.status === 'ready');
    expect(await fresh.imports.restore(backup)).toEqual({ ok: true });
    expect(
      accountByContent(backend.libraryOf('bo@example.com')!, backend.accountOf('bo@example.com')!),
    ).toEqual(accountByContent(backend.libraryOf(EMAIL)!, backend.accountOf(EMAIL)!));
  });
});

describe('the client’s restore, too large', () => {
  it('refuses a backup whose restore would exceed one change, before applying anything', async () => {
    const { backend } = await signedInClient();
    const fresh = createTunedeckClient({
      storage: createMemoryStorage({ backend }),
      random: seededRandom(3),
    });
    await fresh.auth.signUp({ email: 'big@example.com', password: PASSWORD });
    await until(fresh, () => fresh.state.status === 'ready');
    const empty = libraryBackup(fresh.state.library, fresh.state.account!, 0);
    // 2,000 songs with notes of 9,000 characters: 18 MB, more than one change carries.
    const songs = Array.from({ length: 2000 }, (_, i) => ({
      id: `song${String(i).padStart(11, '0')}`,
      title: `Tune ${i}`,
      key: 'C' as const,
      knowledge: 'new' as const,
      notes: 'n'.repeat(9000),
      composer: '',
      style: '',
      created: i,
    }));
    const backup = { ...empty, library: { ...empty.library, songs } };
    expect(await fresh.imports.restore(backup)).toEqual({
      ok: false,
      reason: 'too-large',
      message:
        'This backup is too large to restore at once: one restore writes at most 20,999 records and 16 MB.',
    });
    expect(Object.keys(fresh.state.library.songs)).toHaveLength(0);
    expect(Object.keys(backend.libraryOf('big@example.com')!.songs)).toHaveLength(0);
    expect(fresh.state.error).toBeNull();
  });
});

describe('the client’s gig history', () => {
  it('Start New Gig opens a gig, each NEXT records the tune that was on screen, undo takes it back', async () => {
    const { client, backend } = await signedInClient();
    const gig = setNamed(client, 'Gig').id;
    await client.library.setPickerSet(gig);
    client.picker.startNewGig();
    const shown: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const current = client.state.library.pickers[gig]!.state.current!;
      shown.push(`${client.state.library.songs[current.song]!.title} in ${current.key}`);
      client.picker.next();
    }
    await until(client, () => backend.libraryOf(EMAIL)!.plays.size === 3, 'three tunes');
    const stored = backend.libraryOf(EMAIL)!;
    expect([...stored.gigs.values()]).toMatchObject([{ set: gig, setName: 'Gig' }]);
    const played = [...stored.plays.values()]
      .sort((a, b) => a.played - b.played || 0)
      .map((p) => `${p.title} in ${p.key}`);
    expect(played.sort()).toEqual([...shown].sort());
    // A SKIP records nothing; undoing a NEXT takes its tune back out.
    client.picker.skip();
    client.picker.next();
    expect(client.picker.undo()).toBe(true);
    await until(client, () => client.state.waiting === 0 && client.state.saving === 0, 'all sent');
    await until(client, () => backend.libraryOf(EMAIL)!.plays.size === 3, 'the undone tune gone');
    expect(client.state.library.plays.size).toBe(3);
  });
});

describe('a change written in bulk elsewhere', () => {
  it('is loaded again when the server says the library changed, without an event per record', async () => {
    const { backend } = await signedInClient();
    const base = createMemoryStorage({ backend });
    let deliver: (event: LibraryEvent) => void = () => {};
    // This device hears only what the test passes on: the server sends nothing per record for a bulk write.
    const laptop = createTunedeckClient({
      storage: {
        ...base,
        subscribe: async (listener) => {
          deliver = listener;
          return () => {};
        },
      },
      random: seededRandom(4),
    });
    await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(laptop, () => laptop.state.status === 'ready');
    const phone = createTunedeckClient({
      storage: createMemoryStorage({ backend }),
      random: seededRandom(5),
    });
    await phone.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(phone, () => phone.state.status === 'ready');
    await phone.imports.commit((await phone.imports.read('Footprints\nInner Urge')).rows);
    expect(Object.values(laptop.state.library.songs).map((s) => s.title)).not.toContain('Footprints');
    deliver({ type: 'changed' });
    await until(
      laptop,
      () => Object.values(laptop.state.library.songs).some((s) => s.title === 'Inner Urge'),
      'the reload',
    );
  });
});
