import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, setNamed, signedInClient, songNamed, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import { createTunedeckClient } from './create-client.js';
import { memoryKeyValueStore } from './key-value.js';

describe('session', () => {
  it('signs up: the account, its first set as picker set, status ready', async () => {
    const client = createTunedeckClient({ storage: createMemoryStorage({ random: seededRandom(3) }) });
    expect(client.state.status).toBe('signed-out');
    const outcome = await client.auth.signUp({ email: '  Bob@Example.com ', password: 'secret1' });
    expect(outcome).toEqual({ ok: true });
    await until(client, () => client.state.status === 'ready');
    const sets = Object.values(client.state.library.sets);
    expect(sets.map((s) => s.name)).toEqual(['First set']);
    expect(client.state.account).toMatchObject({ email: 'bob@example.com', name: 'Bob', verified: false });
    expect(client.state.account?.pickerSet).toBe(sets[0]?.id);
  });

  it('answers bad forms with the spec’s words, sending nothing', async () => {
    const backend = createMemoryBackend();
    const client = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    expect(await client.auth.signUp({ email: 'ann@x.io', password: '12345' })).toMatchObject({
      ok: false,
      errors: { password: { message: 'Password min of 6 characters' } },
    });
    expect(await client.auth.signUp({ email: 'not-an-email', password: '123456' })).toMatchObject({
      errors: { email: { message: 'Invalid Email' } },
    });
    expect(backend.outbox).toHaveLength(0);
  });

  it('maps server refusals to the form’s words', async () => {
    const { backend } = await signedInClient();
    const other = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    expect(await other.auth.logIn({ email: 'nobody@example.com', password: 'secret1' })).toMatchObject({
      errors: { email: { message: 'User Not Found' } },
    });
    expect(await other.auth.logIn({ email: EMAIL, password: 'wrong-password' })).toMatchObject({
      errors: { password: { message: 'Invalid Password' } },
    });
    expect(await other.auth.signUp({ email: EMAIL.toUpperCase(), password: 'secret1' })).toMatchObject({
      errors: { email: { message: 'Email Already In Use' } },
    });
    expect(other.state.error).toBeNull();
  });

  it('drops the library at once on log-out, and only this user’s local records', async () => {
    const localRecords = memoryKeyValueStore({ 'unrelated-app-key': 'keep me' });
    const { client } = await signedInClient({ localRecords });
    client.picker.next(setNamed(client, 'Gig').id);
    expect(localRecords.keys().some((k) => k.startsWith('tunedeck:picker:'))).toBe(true);
    await client.auth.logOut();
    expect(client.state.status).toBe('signed-out');
    expect(client.state.library.songs).toEqual({});
    expect(localRecords.keys()).toEqual(['unrelated-app-key']);
  });

  it('closes the verification gate when the account is verified on another device', async () => {
    const backend = createMemoryBackend({ random: seededRandom(4) });
    const client = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    await client.auth.signUp({ email: 'cat@example.com', password: 'secret1' });
    await until(client, () => client.state.status === 'ready');
    const token = backend.latestEmail('cat@example.com', 'verification')!.token;
    const phone = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    expect(await phone.auth.confirmVerification(token)).toEqual({ ok: true });
    await until(client, () => client.state.account?.verified === true, 'the verified account');
  });
});

describe('library commands', () => {
  it('refuses commands without a session with a typed error', async () => {
    const client = createTunedeckClient({ storage: createMemoryStorage() });
    expect(await client.library.setLoginToPicker(true)).toMatchObject({
      ok: false,
      reason: 'failed',
      error: { code: 'not-signed-in' },
    });
  });

  it('shows a change at once and keeps it once the server confirms', async () => {
    const { client, backend } = await signedInClient();
    const gig = setNamed(client, 'Gig');
    const pending = client.library.addSongToSet({ setId: gig.id, title: '  Stella   by Starlight ' });
    expect(songNamed(client, 'Stella by Starlight').knowledge).toBe('know');
    expect(client.state.saving).toBe(1);
    expect(await pending).toMatchObject({ ok: true });
    expect(client.state.saving).toBe(0);
    const stored = Object.values(backend.libraryOf(EMAIL)!.songs).map((s) => s.title);
    expect(stored).toContain('Stella by Starlight');
  });

  it('returns refusals for the screen to act on, sending nothing', async () => {
    const { client } = await signedInClient();
    const gig = setNamed(client, 'Gig');
    const practice = setNamed(client, 'Practice');
    expect(await client.library.addSongToSet({ setId: gig.id, title: 'solar' })).toMatchObject({
      ok: false,
      reason: 'already-in-set',
    });
    expect(await client.library.addSongToSet({ setId: practice.id, title: 'SOLAR' })).toMatchObject({
      ok: false,
      reason: 'in-library',
      songId: songNamed(client, 'Solar').id,
    });
    expect(await client.library.addSet('gig')).toMatchObject({ ok: false, reason: 'set-name-taken' });
    expect(client.state.saving).toBe(0);
  });

  it('rolls an optimistic change back when the server refuses it unexpectedly, and reports it', async () => {
    const { client, backend } = await signedInClient();
    backend.failNext('unknown', 'apply');
    const result = await client.library.addSet('Wedding');
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { code: 'unknown' } });
    expect(Object.values(client.state.library.sets).map((s) => s.name)).not.toContain('Wedding');
    expect(client.state.error?.code).toBe('unknown');
    client.dismissError();
    expect(client.state.error).toBeNull();
  });

  it('applies the changes of another device through realtime events', async () => {
    const { client, backend } = await signedInClient();
    const phone = createTunedeckClient({
      storage: createMemoryStorage({ backend }),
      random: seededRandom(9),
    });
    await phone.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(phone, () => phone.state.status === 'ready');
    await phone.library.addSet('Wedding');
    await phone.library.deleteSong(songNamed(phone, 'Nardis').id);
    await until(client, () => Object.values(client.state.library.sets).some((s) => s.name === 'Wedding'));
    await until(client, () => !Object.values(client.state.library.songs).some((s) => s.title === 'Nardis'));
    expect(Object.values(client.state.library.memberships)).toHaveLength(3);
  });
});

describe('picker', () => {
  it('picks on the picker set, saving the state locally and on the server', async () => {
    const localRecords = memoryKeyValueStore();
    const { client, backend } = await signedInClient({ localRecords });
    const gig = setNamed(client, 'Gig');
    await client.library.setPickerSet(gig.id);
    await until(client, () => client.state.library.pickers[gig.id]?.state.current != null, 'the first pick');
    const first = client.state.library.pickers[gig.id]!.state;
    client.picker.next();
    const second = client.state.library.pickers[gig.id]!.state;
    expect(second.version).toBe(first.version + 1);
    expect(second.current?.song).not.toBe(first.current?.song);
    await until(client, () => backend.libraryOf(EMAIL)!.pickers[gig.id]?.state.version === second.version);
    expect(
      JSON.parse(localRecords.getItem(`tunedeck:picker:${client.state.account!.id}:${gig.id}`)!).state,
    ).toEqual(second);
  });

  it('coalesces a burst of taps into few writes, ending with the newest state', async () => {
    const { client, backend } = await signedInClient();
    const gig = setNamed(client, 'Gig');
    await client.library.setPickerSet(gig.id);
    const stored = () => backend.libraryOf(EMAIL)!.pickers[gig.id]?.state;
    const start = stored()?.version ?? 0;
    for (let i = 0; i < 10; i += 1) client.picker.next();
    const last = client.state.library.pickers[gig.id]!.state;
    await until(client, () => client.state.saving === 0 && stored()?.version === start + 2);
    // The version counts writes, not taps: the first tap's write, then one for the other nine.
    expect(stored()).toEqual({ ...last, version: start + 2 });
    expect(client.state.library.pickers[gig.id]?.state).toEqual(stored());
  });

  it('picks again when the tune on screen is deleted on another device', async () => {
    const { client, backend } = await signedInClient();
    const gig = setNamed(client, 'Gig');
    await client.library.setPickerSet(gig.id);
    await until(client, () => client.state.library.pickers[gig.id]?.state.current != null);
    const onScreen = client.state.library.pickers[gig.id]!.state.current!.song;
    const phone = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    await phone.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(phone, () => phone.state.status === 'ready');
    await phone.library.deleteSong(onScreen);
    await until(
      client,
      () => {
        const current = client.state.library.pickers[gig.id]?.state.current;
        return current != null && current.song !== onScreen;
      },
      'a new pick',
    );
    const state = client.state.library.pickers[gig.id]!.state;
    expect(state.played).not.toContain(onScreen);
    expect(client.state.library.songs[state.current!.song]).toBeDefined();
  });

  it('writes back a local record under 5 s old that is newer than the server’s, then removes it', async () => {
    let now = 1_800_000_000_000;
    const backend = createMemoryBackend({ random: seededRandom(1), now: () => now });
    const localRecords = memoryKeyValueStore();
    const first = await signedInClient({ backend, localRecords, now: () => now });
    const gig = setNamed(first.client, 'Gig');
    await first.client.library.setPickerSet(gig.id);
    await until(first.client, () => first.client.state.library.pickers[gig.id]?.state.current != null);
    await until(first.client, () => first.client.state.saving === 0);
    // The page dies right after a pick whose write never left the device (nor its tune's, for the history).
    backend.failNext('network', 'apply');
    backend.failNext('network', 'apply');
    first.client.picker.next();
    const lost = first.client.state.library.pickers[gig.id]!.state;
    await until(first.client, () => first.client.state.saving === 0);
    expect(backend.libraryOf(EMAIL)!.pickers[gig.id]?.state.version).toBeLessThan(lost.version);
    first.client.dispose();
    now += 3000;
    const reloaded = await signedInClient({ backend, localRecords, seed: false, now: () => now });
    await until(
      reloaded.client,
      () => backend.libraryOf(EMAIL)!.pickers[gig.id]?.state.version === lost.version,
    );
    expect(backend.libraryOf(EMAIL)!.pickers[gig.id]?.state).toEqual(lost);
    expect(localRecords.keys().filter((k) => k.endsWith(gig.id))).toHaveLength(0);
  });

  it('ignores a local record over 5 s old, and one of another user, leaving the other user’s alone', async () => {
    let now = 1_800_000_000_000;
    const backend = createMemoryBackend({ random: seededRandom(1), now: () => now });
    const localRecords = memoryKeyValueStore();
    const first = await signedInClient({ backend, localRecords, now: () => now });
    const gig = setNamed(first.client, 'Gig');
    const user = first.client.state.account!.id;
    await first.client.library.setPickerSet(gig.id);
    await until(
      first.client,
      () => first.client.state.saving === 0 && first.client.state.library.pickers[gig.id] != null,
    );
    backend.failNext('network', 'apply');
    backend.failNext('network', 'apply');
    first.client.picker.next();
    const lost = first.client.state.library.pickers[gig.id]!.state;
    await until(first.client, () => first.client.state.saving === 0);
    first.client.dispose();
    const otherKey = `tunedeck:picker:someoneelse0000:${gig.id}`;
    localRecords.setItem(otherKey, localRecords.getItem(`tunedeck:picker:${user}:${gig.id}`)!);
    now += 5000;
    const reloaded = await signedInClient({ backend, localRecords, seed: false, now: () => now });
    await until(reloaded.client, () => reloaded.client.state.saving === 0);
    expect(backend.libraryOf(EMAIL)!.pickers[gig.id]?.state.version).toBeLessThan(lost.version);
    expect(localRecords.keys()).toEqual([otherKey]);
  });
});
