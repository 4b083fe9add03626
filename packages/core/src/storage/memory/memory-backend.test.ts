import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../model/random.js';
import type { Account } from '../../model/records.js';
import { buildLibrary, FIXTURE_TIME, setIdOf, songIdOf } from '../../testing/fixtures.js';
import type { LibraryEvent } from '../storage.js';
import { createMemoryBackend, type MemoryOperation } from './memory-backend.js';
import { createMemoryStorage, memorySessionStore } from './memory-storage.js';

const library = buildLibrary({
  sets: { Gig: ['Solar', 'Autumn Leaves'], Practice: ['Solar'] },
  wishlist: ['Nardis'],
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('seeding', () => {
  it('creates a verified account holding the library, its oldest set as the picker set', async () => {
    const backend = createMemoryBackend({ random: seededRandom(3) });
    const account = backend.seedUser({ email: ' Ella@Example.com', library });
    expect(account).toMatchObject({
      email: 'ella@example.com',
      name: 'Ella',
      verified: true,
      pickerSet: setIdOf(library, 'Gig'),
    });
    const storage = createMemoryStorage({ backend, signedInAs: 'ella@example.com' });
    expect(storage.auth.current()).toEqual(account);
    await expect(storage.loadLibrary()).resolves.toEqual(library);
    const other = createMemoryStorage({ backend });
    await expect(other.auth.logIn({ email: 'ella@example.com', password: 'password' })).resolves.toEqual(
      account,
    );
  });

  it('gives a plain account only the first set, and honours the settings given', () => {
    const backend = createMemoryBackend();
    const account = backend.seedUser({ email: 'new@example.com', verified: false, loginToPicker: true });
    expect(account).toMatchObject({ verified: false, loginToPicker: true });
    expect(Object.values(backend.libraryOf('new@example.com')!.sets).map((set) => set.name)).toEqual([
      'First set',
    ]);
    const picked = backend.seedUser({
      email: 'b@example.com',
      library: buildLibrary({ seed: 9, sets: { A: [], B: [] } }),
    });
    expect(backend.libraryOf('b@example.com')!.sets[picked.pickerSet]?.name).toBe('A');
  });

  it('refuses what the server refuses, creating nothing', () => {
    const backend = createMemoryBackend();
    const bad = buildLibrary({ sets: { Gig: ['Fine'] } });
    const song = Object.values(bad.songs)[0]!;
    expect(() =>
      backend.seedUser({
        email: 'a@example.com',
        library: { ...bad, songs: { [song.id]: { ...song, title: 'a..b' } } },
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid-title' }));
    expect(() =>
      backend.seedUser({ email: 'a@example.com', library: buildLibrary({ songs: { Solo: {} } }) }),
    ).toThrow(expect.objectContaining({ code: 'last-set' }));
    expect(backend.accountOf('a@example.com')).toBeUndefined();
    expect(() => createMemoryStorage({ backend, signedInAs: 'a@example.com' })).toThrow(/no account/);
  });
});

describe('outbox', () => {
  it('keeps every email sent and tells listeners as they are sent', async () => {
    const backend = createMemoryBackend();
    const sent = vi.fn();
    backend.onEmail(sent);
    const storage = createMemoryStorage({ backend });
    await storage.auth.signUp({ email: 'Mo@Example.com', password: 'secret1' });
    await storage.auth.requestPasswordReset('mo@example.com');
    expect(backend.outbox.map((email) => [email.to, email.kind])).toEqual([
      ['mo@example.com', 'verification'],
      ['mo@example.com', 'password-reset'],
    ]);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(backend.latestEmail('MO@example.com', 'verification')?.token).toBe(backend.outbox[0]?.token);
    expect(backend.latestEmail('mo@example.com')?.kind).toBe('password-reset');
  });

  it('sends no verification email to a verified account', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'v@example.com' });
    await createMemoryStorage({ backend, signedInAs: 'v@example.com' }).auth.requestVerification();
    expect(backend.outbox).toEqual([]);
  });
});

describe('failure injection and latency', () => {
  it('fails the next request, or the next of one operation, without reaching the server', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'f@example.com', library });
    const storage = createMemoryStorage({ backend, signedInAs: 'f@example.com' });
    const change = { ops: [{ type: 'account' as const, patch: { loginToPicker: true } }] };
    backend.failNext('network', 'apply');
    await expect(storage.loadLibrary()).resolves.toEqual(library);
    await expect(storage.apply(change)).rejects.toMatchObject({ code: 'network' });
    expect(backend.accountOf('f@example.com')?.loginToPicker).toBe(false);
    backend.failNext('rate-limited');
    await expect(storage.auth.requestVerification()).rejects.toMatchObject({ code: 'rate-limited' });
    await storage.apply(change);
    expect(backend.accountOf('f@example.com')?.loginToPicker).toBe(true);
  });

  it('awaits the delay before every request', async () => {
    const seen: MemoryOperation[] = [];
    const backend = createMemoryBackend({ delay: async (operation) => void seen.push(operation) });
    const storage = createMemoryStorage({ backend });
    await storage.auth.signUp({ email: 'd@example.com', password: 'secret1' });
    await storage.loadLibrary();
    expect(seen).toEqual(['signUp', 'loadLibrary']);
  });
});

describe('sessions', () => {
  it('resumes a persisted session in a new storage and forgets it on log-out', async () => {
    const backend = createMemoryBackend();
    const session = memorySessionStore();
    const account = await createMemoryStorage({ backend, session }).auth.signUp({
      email: 's@example.com',
      password: 'secret1',
    });
    const reloaded = createMemoryStorage({ backend, session });
    expect(reloaded.auth.current()).toEqual(account);
    await reloaded.auth.logOut();
    expect(session.get()).toBeNull();
    expect(createMemoryStorage({ backend, session }).auth.current()).toBeNull();
  });

  it('ends the sessions of other devices when the password changes', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'p@example.com', library });
    const changer = createMemoryStorage({ backend, signedInAs: 'p@example.com' });
    const other = createMemoryStorage({ backend, signedInAs: 'p@example.com' });
    const seen = vi.fn();
    other.auth.onChange(seen);
    await changer.auth.changePassword('password', 'new-password');
    await expect(changer.loadLibrary()).resolves.toEqual(library);
    await expect(other.loadLibrary()).rejects.toMatchObject({ code: 'not-signed-in' });
    expect(other.auth.current()).toBeNull();
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('ends every session of the account when its email changes', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'old@example.com', library });
    const changer = createMemoryStorage({ backend, signedInAs: 'old@example.com' });
    const other = createMemoryStorage({ backend, signedInAs: 'old@example.com' });
    const seen: Array<Account | null> = [];
    other.auth.onChange((account) => seen.push(account));
    await changer.auth.requestEmailChange('new@example.com');
    await changer.auth.confirmEmailChange(backend.latestEmail('new@example.com')!.token, 'password');
    expect(changer.auth.current()).toBeNull();
    await flush();
    expect(seen.map((account) => account?.email)).toEqual(['new@example.com']);
    await expect(other.loadLibrary()).rejects.toMatchObject({ code: 'not-signed-in' });
    expect(seen.at(-1)).toBeNull();
    expect(backend.libraryOf('new@example.com')).toEqual(library);
  });

  it('signs out the other devices of a deleted account and forgets all of its data', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'x@example.com', library });
    const deleter = createMemoryStorage({ backend, signedInAs: 'x@example.com' });
    await deleter.sendContact({ email: 'x@example.com', subject: 'Bye', message: 'Leaving' });
    const other = createMemoryStorage({ backend, signedInAs: 'x@example.com' });
    const seen: Array<Account | null> = [];
    other.auth.onChange((account) => seen.push(account));
    await deleter.auth.deleteAccount();
    await flush();
    expect(seen).toEqual([null]);
    expect(backend.libraryOf('x@example.com')).toBeUndefined();
    expect(backend.messages).toEqual([
      { email: 'x@example.com', subject: 'Bye', message: 'Leaving', created: expect.any(Number) },
    ]);
  });
});

describe('copies', () => {
  it('never lets a client change what the server keeps', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'c@example.com', library });
    const storage = createMemoryStorage({ backend, signedInAs: 'c@example.com' });
    const events: LibraryEvent[] = [];
    await storage.subscribe((event) => events.push(event));
    const loaded = await storage.loadLibrary();
    (loaded.songs[songIdOf(library, 'Solar')] as { title: string }).title = 'Changed';
    const song = {
      id: 'song00000000001',
      title: 'Blue Bossa',
      key: 'C' as const,
      knowledge: 'new' as const,
      notes: '',
      composer: '',
      style: '',
      created: FIXTURE_TIME,
    };
    await storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song }] });
    song.title = 'Mutated';
    await flush();
    (events[0] as { record: { title: string } }).record.title = 'Mutated too';
    const stored = backend.libraryOf('c@example.com')!;
    expect(stored.songs[songIdOf(library, 'Solar')]?.title).toBe('Solar');
    expect(stored.songs[song.id]?.title).toBe('Blue Bossa');
    expect(Object.isFrozen(storage.auth.current())).toBe(true);
  });

  it('stores titles normalised and drops unknown fields', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'n@example.com' });
    const storage = createMemoryStorage({ backend, signedInAs: 'n@example.com' });
    const record = {
      id: 'wish00000000001',
      title: '  Giant   Steps ',
      created: FIXTURE_TIME,
      extra: 'dropped',
    };
    await storage.apply({ ops: [{ type: 'create', collection: 'wishlist', record }] });
    expect((await storage.loadLibrary()).wishlist).toEqual({
      [record.id]: { id: record.id, title: 'Giant Steps', created: FIXTURE_TIME },
    });
  });
});
