import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, signedInClient, until } from '../../test/store-helpers.js';
import { LIMITS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import type { Library } from '../model/records.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { accountByContent as canonical, FIXTURE_TIME } from '../testing/fixtures.js';
import { BACKUP_FORMAT, BACKUP_MAX_CHARS, libraryBackup, readBackup, restoreBackup } from './backup.js';

describe('JSON backup', () => {
  it('restores into an empty account exactly: songs, sets, memberships, wish list, picker states, charts, settings', async () => {
    const { client, backend } = await signedInClient();
    // Some life in the account first: picks, a wish, a setting.
    for (let i = 0; i < 4; i += 1) client.picker.next();
    await client.library.wishAdd('Countdown');
    await client.library.setLoginToPicker(true);
    // Practice: two tunes graded, one of them played at a gig when due, settings of its own.
    await client.practice.setSettings({ newPerDay: 4, minutes: 35, allKeys: true });
    const [first, second] = Object.values(client.state.library.songs);
    await client.practice.grade({ id: first!.id, grade: 3, key: 'C', seconds: 240 });
    await client.practice.grade({ id: second!.id, grade: 1, key: 'F', seconds: 0 });
    await client.library.editSongNotes(
      Object.values(client.state.library.songs)[0]!.id,
      'Intro, then "head"',
    );
    await client.library.setChart(second!.id, { key: 'Bb', text: '| Bb^7 | Eb7 | Bb^7 | F7 |' });
    await until(client, () => client.state.waiting === 0 && client.state.saving === 0, 'everything saved');
    const original: TunedeckStorage = createMemoryStorage({ backend });
    await original.auth.logIn({ email: EMAIL, password: PASSWORD });
    // The charts are read apart from the library: a backup holds both.
    const library = { ...(await original.loadLibrary()), charts: await original.loadCharts!() };
    expect(Object.keys(library.charts)).toEqual([second!.id]);
    const account = original.auth.current()!;
    const file = JSON.stringify(libraryBackup(library, account, 1_800_000_000_000), null, 2);

    const read = readBackup(file, 1_800_000_000_000);
    if (!read.ok) throw new Error(read.message);
    const fresh = createMemoryStorage({ backend });
    await fresh.auth.signUp({ email: 'bo@example.com', password: PASSWORD });
    const change = restoreBackup(await fresh.loadLibrary(), fresh.auth.current()!, read.backup, {
      random: seededRandom(5),
      now: () => 1_800_000_000_000,
    });
    await fresh.apply(change!);
    const restored = { ...(await fresh.loadLibrary()), charts: await fresh.loadCharts!() };
    expect(canonical(restored, fresh.auth.current()!)).toEqual(canonical(library, account));
    // New ids throughout: the two accounts share none.
    const ids = (l: Library) => Object.values(l).flatMap((c) => Object.keys(c));
    const theirs = new Set(ids(library));
    expect(ids(restored).filter((id) => theirs.has(id) && !restored.pickers[id])).toEqual([]);
  });

  it('refuses a file that is not a backup, another version, or damaged, with the reason', () => {
    expect(readBackup('title,key\nSolar,C', FIXTURE_TIME)).toEqual({
      ok: false,
      message: 'This file is not a Tunedeck backup.',
    });
    expect(readBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 9 }), FIXTURE_TIME)).toEqual({
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
      readBackup(
        JSON.stringify({ ...base, library: { ...empty, songs: [{ id: 1, title: 'Solar' }] } }),
        FIXTURE_TIME,
      ),
    ).toEqual({
      ok: false,
      message: 'This backup is damaged: record 1 of its songs has no key.',
    });
    expect(readBackup(JSON.stringify({ ...base, library: empty }), FIXTURE_TIME)).toEqual({
      ok: false,
      message: 'The settings of this backup are damaged.',
    });
  });

  describe('reads a backup as untrusted input', () => {
    // A small valid backup: one of everything, the history too, made at T and read a day later.
    const T = Date.UTC(2026, 10, 25);
    const NOW = T + 86_400_000;
    const ids = { song: 'song00000000001', set: 'set000000000001', gig: 'gig000000000001' };
    const valid = () => ({
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: '2026-11-26T00:00:00.000Z',
      settings: {
        loginToPicker: true,
        pickerSet: ids.set,
        practice: { newPerDay: 2, minutes: 30, allKeys: true } as {
          newPerDay: number;
          minutes: number;
          allKeys: boolean;
        } | null,
      },
      library: {
        songs: [
          {
            id: ids.song,
            title: 'Solar',
            key: 'C',
            knowledge: 'med',
            notes: '',
            composer: 'Miles Davis',
            style: 'Medium Swing',
            created: T + 1,
          },
        ],
        sets: [{ id: ids.set, name: 'First set', created: T + 1 }],
        memberships: [{ id: 'mem000000000001', set: ids.set, song: ids.song }],
        wishlist: [{ id: 'wish00000000001', title: 'Countdown', created: T + 2 }],
        pickers: [
          {
            id: ids.set,
            set: ids.set,
            state: { played: [], bag: ['new'], keyBag: ['C'], current: null, version: 1, updated: T + 1 },
          },
        ],
        gigs: [{ id: ids.gig, set: ids.set, setName: 'First set', started: T + 3 }],
        plays: [
          { id: 'play00000000001', gig: ids.gig, song: ids.song, title: 'Solar', key: 'C', played: T + 4 },
        ],
        cards: [
          {
            id: ids.song,
            song: ids.song,
            due: T + 5 + 3 * 86_400_000,
            stability: 2.3065,
            difficulty: 2.11810397,
            scheduled: 3,
            reps: 2,
            lapses: 0,
            state: 2,
            last: T + 5,
          },
        ],
        reviews: [
          {
            id: 'play00000000001',
            song: ids.song,
            title: 'Solar',
            grade: 3,
            source: 'gig',
            key: 'C',
            level: 'med',
            seconds: 0,
            reviewed: T + 4,
          },
          {
            id: 'rev000000000001',
            song: ids.song,
            title: 'Solar',
            grade: 4,
            source: 'practice',
            key: 'F',
            level: 'med',
            seconds: 300,
            reviewed: T + 5,
          },
        ],
        charts: [{ id: ids.song, song: ids.song, key: 'C', text: '| C^7 | C-7 F7 | Bb^7 | Bb-7 Eb7 |' }],
      },
    });
    type Backup = ReturnType<typeof valid>;
    const damaged = (spoil: (backup: Backup) => void) => {
      const backup = valid();
      spoil(backup);
      return readBackup(JSON.stringify(backup), NOW);
    };
    const refused = (message: string) => ({ ok: false, message });
    const anyLibrary = (backup: Backup) => backup.library as unknown as Record<string, unknown>;
    const firstOf = (backup: Backup, collection: string) =>
      (anyLibrary(backup)[collection] as Record<string, unknown>[])[0]!;

    it('takes times from 2000-01-01 to a day after it is read, and a fresh picker state (changed at 0)', () => {
      const edges = damaged((b) => {
        b.library.songs[0]!.created = Date.UTC(2000, 0, 1);
        b.library.reviews[1]!.reviewed = NOW + 86_400_000;
        b.library.pickers[0]!.state.updated = 0;
      });
      expect(edges.ok).toBe(true);
    });

    it('gives a valid backup back unchanged, and one made before the history, practice or charts with empty ones', () => {
      expect(readBackup(JSON.stringify(valid(), null, 2), NOW)).toEqual({ ok: true, backup: valid() });
      const older = valid();
      const library = older.library as Partial<Backup['library']>;
      delete library.gigs;
      delete library.plays;
      delete library.cards;
      delete library.reviews;
      delete library.charts;
      const settings = older.settings as Partial<Backup['settings']>;
      delete settings.practice;
      const read = readBackup(JSON.stringify(older), NOW);
      expect(read.ok && read.backup.library.gigs).toEqual([]);
      expect(read.ok && read.backup.library.plays).toEqual([]);
      expect(read.ok && read.backup.library.cards).toEqual([]);
      expect(read.ok && read.backup.library.reviews).toEqual([]);
      expect(read.ok && read.backup.library.charts).toEqual([]);
      expect(read.ok && read.backup.settings.practice).toBeNull();
    });

    it('refuses practice it cannot trust: a card of a song it does not hold, a grade 5, settings out of bounds', () => {
      expect(damaged((b) => (b.library.cards[0]!.song = 'song00000000009'))).toEqual({
        ok: false,
        message: 'A practice schedule of this backup names a song it does not hold.',
      });
      expect(damaged((b) => (b.library.reviews[1]!.grade = 5))).toEqual({
        ok: false,
        message: 'This backup is damaged: record 2 of its practice reviews has a grade of the wrong kind.',
      });
      expect(damaged((b) => (b.settings.practice = { newPerDay: 3, minutes: 1, allKeys: false }))).toEqual({
        ok: false,
        message: 'The settings of this backup are damaged.',
      });
    });

    it('refuses a chart the server would: of a song it does not hold, in no key, over the limits', () => {
      expect(damaged((b) => (b.library.charts[0]!.song = 'song00000000009'))).toEqual(
        refused('A chart of this backup names a song it does not hold.'),
      );
      expect(damaged((b) => (b.library.charts[0]!.key = 'H'))).toEqual(
        refused('This backup is damaged: record 1 of its charts has a key of the wrong kind.'),
      );
      expect(damaged((b) => (b.library.charts[0]!.text = '| C '.repeat(401).concat('|')))).toEqual(
        refused(
          'This backup is damaged: the chart of “Solar”: A chart holds at most 400 bars; this one has 401.',
        ),
      );
    });

    it.each<[string, (backup: Backup) => void, string]>([
      [
        'gigs as text',
        (b) => (anyLibrary(b).gigs = 'gigs'),
        'This backup is damaged: its gigs of the history are not a list.',
      ],
      [
        'gigs as an object',
        (b) => (anyLibrary(b).gigs = { 0: {} }),
        'This backup is damaged: its gigs of the history are not a list.',
      ],
      [
        'plays as a number',
        (b) => (anyLibrary(b).plays = 7),
        'This backup is damaged: its tunes of the history are not a list.',
      ],
      [
        'songs as null',
        (b) => (anyLibrary(b).songs = null),
        'This backup is damaged: its songs are not a list.',
      ],
      [
        'the wish list missing',
        (b) => delete anyLibrary(b).wishlist,
        'This backup is damaged: its Tunes I Want To Learn are not a list.',
      ],
      [
        'a collection Tunedeck does not know',
        (b) => (anyLibrary(b).users = []),
        'This backup is damaged: it holds records Tunedeck does not know (users).',
      ],
      [
        'a song that is a list',
        (b) => (anyLibrary(b).songs = [['Solar']]),
        'This backup is damaged: record 1 of its songs is not a record.',
      ],
      [
        'a song without a title',
        (b) => delete firstOf(b, 'songs').title,
        'This backup is damaged: record 1 of its songs has no title.',
      ],
      [
        'a title that is a number',
        (b) => (firstOf(b, 'songs').title = 42),
        'This backup is damaged: record 1 of its songs has a title of the wrong kind.',
      ],
      [
        'a key Tunedeck does not have',
        (b) => (firstOf(b, 'songs').key = 'H'),
        'This backup is damaged: record 1 of its songs has a key of the wrong kind.',
      ],
      [
        'a knowledge level it does not have',
        (b) => (firstOf(b, 'songs').knowledge = 'expert'),
        'This backup is damaged: record 1 of its songs has a knowledge of the wrong kind.',
      ],
      [
        'an id that is not one',
        (b) => (firstOf(b, 'sets').id = '../../x'),
        'This backup is damaged: record 1 of its sets has an id of the wrong kind.',
      ],
      [
        'a set created at a time that is text',
        (b) => (firstOf(b, 'sets').created = 'yesterday'),
        'This backup is damaged: record 1 of its sets has a created of the wrong kind.',
      ],
      [
        'a gig with an owner',
        (b) => (firstOf(b, 'gigs').owner = 'someone0000001'),
        'This backup is damaged: record 1 of its gigs of the history has a field Tunedeck does not know (owner).',
      ],
      [
        'a gig started at a negative time',
        (b) => (firstOf(b, 'gigs').started = -5),
        'This backup is damaged: record 1 of its gigs of the history has a started time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a practice review at 1e308',
        (b) => (b.library.reviews[1]!.reviewed = 1e308),
        'This backup is damaged: record 2 of its practice reviews has a reviewed time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a practice review a day and a millisecond after it is read',
        (b) => (b.library.reviews[1]!.reviewed = NOW + 86_400_001),
        'This backup is damaged: record 2 of its practice reviews has a reviewed time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a card due at 1e308',
        (b) => (b.library.cards[0]!.due = 1e308),
        'This backup is damaged: record 1 of its practice schedules has a due time out of range: Tunedeck takes a time from 1 January 2000 to 100 years from now.',
      ],
      [
        'a song added in 1999',
        (b) => (b.library.songs[0]!.created = Date.UTC(1999, 11, 31, 23, 59)),
        'This backup is damaged: record 1 of its songs has a created time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a tune played at 0',
        (b) => (b.library.plays[0]!.played = 0),
        'This backup is damaged: record 1 of its tunes of the history has a played time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a picker state changed two days after it is read',
        (b) => (b.library.pickers[0]!.state.updated = NOW + 2 * 86_400_000),
        'This backup is damaged: record 1 of its picker states was last changed at a time out of range: Tunedeck takes a time from 1 January 2000 to a day from now.',
      ],
      [
        'a played tune in a key that is no key',
        (b) => (firstOf(b, 'plays').key = { name: 'C' }),
        'This backup is damaged: record 1 of its tunes of the history has a key of the wrong kind.',
      ],
      [
        'a picker state that is no state',
        (b) => (firstOf(b, 'pickers').state = { version: 'x' }),
        'This backup is damaged: record 1 of its picker states has a state of the wrong kind.',
      ],
      [
        'a membership with a foreign field',
        (b) => (firstOf(b, 'memberships').collectionId = 'x'),
        'This backup is damaged: record 1 of its set lists has a field Tunedeck does not know (collectionId).',
      ],
      [
        'two songs with one id',
        (b) => b.library.songs.push({ ...b.library.songs[0]!, title: 'Oleo' }),
        `This backup is damaged: its songs hold two records with the id ${ids.song}.`,
      ],
      [
        'a membership naming a song it does not hold',
        (b) => (b.library.memberships[0]!.song = 'gone00000000001'),
        'A set of this backup names a song it does not hold.',
      ],
      [
        'a played tune naming a gig it does not hold',
        (b) => (b.library.plays[0]!.gig = 'gone00000000001'),
        'A tune of this backup’s history names a gig it does not hold.',
      ],
      [
        'settings as text',
        (b) => ((b as Record<string, unknown>).settings = 'on'),
        'The settings of this backup are damaged.',
      ],
      [
        'a picker set that is a number',
        (b) => ((b.settings as Record<string, unknown>).pickerSet = 1),
        'The settings of this backup are damaged.',
      ],
      [
        'a library that is a list',
        (b) => ((b as Record<string, unknown>).library = []),
        'This file is not a Tunedeck backup.',
      ],
    ])('refuses %s, whole, saying why', (_, spoil, message) => {
      expect(damaged(spoil)).toEqual(refused(message));
    });

    it('refuses a backup too large for one restore before reading its records', () => {
      // 21,000 songs that are not even records: the count alone refuses them.
      const huge = damaged((b) => (anyLibrary(b).songs = Array.from({ length: 21_000 }, () => 0)));
      expect(huge).toEqual(
        refused('This backup holds 21,010 records, and one restore writes at most 20,999.'),
      );
      expect(readBackup(' '.repeat(BACKUP_MAX_CHARS + 1), NOW)).toEqual(
        refused('This backup is too large to restore: a restore takes a file of at most 32 MB.'),
      );
      expect(BACKUP_MAX_CHARS).toBe(2 * LIMITS.changeBytes);
    });

    it('never throws, whatever JSON it is given', () => {
      const random = seededRandom(7);
      const values: unknown[] = [null, 0, -1, '', 'x', true, [], {}, [[]], { 0: 1 }, 1e308];
      const pick = () => values[Math.floor(random() * values.length)];
      for (let i = 0; i < 2000; i += 1) {
        const backup = valid() as unknown as Record<string, unknown>;
        const library = backup.library as Record<string, unknown[]>;
        const collection = Object.keys(library)[Math.floor(random() * 7)]!;
        const record = library[collection]![0] as Record<string, unknown>;
        const field = Object.keys(record)[Math.floor(random() * Object.keys(record).length)]!;
        if (random() < 0.3) library[collection] = pick() as unknown[];
        else record[field] = pick();
        if (random() < 0.1) backup.settings = pick();
        const read = readBackup(JSON.stringify(backup), NOW);
        if (!read.ok) expect(read.message).toMatch(/backup|settings/);
      }
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
