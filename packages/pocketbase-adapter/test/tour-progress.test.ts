// The Quick Start tour's progress on the account, against the real server: written only through the
// change route, checked there by core's rule, seen by the musician's other devices, and by nobody else.
import type { Account, TourState } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { eventually, PASSWORD, rawAs, signUp, statusOf } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

const AT_33: TourState = {
  step: 33,
  setId: 'set0000000000001',
  songId: 'song000000000001',
  bulkSongIds: ['song000000000002', 'song000000000003', 'song000000000004'],
  openedSongId: 'song000000000002',
};

describe('tour progress on the account', () => {
  it('is written by the change route, read back after a reload and pushed to another device', async () => {
    const ann = await signUp(backend().storage(), 'tour-ann');
    const phone = backend().storage();
    await phone.auth.logIn({ email: ann.email, password: PASSWORD });
    const heard: (Account | null)[] = [];
    const stop = phone.auth.onChange((account) => heard.push(account));
    await phone.subscribe(() => {});

    expect(ann.storage.auth.current()?.tour).toBeUndefined();
    await ann.storage.apply({ ops: [{ type: 'account', patch: { tour: AT_33 } }] });

    // A reload: a new client signs in and reads the account.
    const reload = backend().storage();
    await expect(reload.auth.logIn({ email: ann.email, password: PASSWORD })).resolves.toMatchObject({
      tour: AT_33,
    });
    // The other device hears it through realtime.
    await eventually(() => heard.some((account) => account?.tour?.step === 33), 'the phone to hear step 33');
    stop();

    await ann.storage.apply({ ops: [{ type: 'account', patch: { tour: null } }] });
    expect((await ann.storage.auth.refresh()).tour ?? null).toBeNull();
    const fresh = backend().storage();
    expect((await fresh.auth.logIn({ email: ann.email, password: PASSWORD })).tour ?? null).toBeNull();
  });

  it('refuses malformed progress, and the record API may not write it at all', async () => {
    const bob = await signUp(backend().storage(), 'tour-bob');
    for (const tour of [
      { step: 0 },
      { step: 3, extra: true },
      { step: 3, lines: 'x'.repeat(5000) },
      'step 3',
    ]) {
      await expect(
        bob.storage.apply({ ops: [{ type: 'account', patch: { tour } }] } as never),
      ).rejects.toMatchObject({ code: 'invalid-data' });
    }
    const raw = await rawAs(backend().raw(), bob.email);
    expect(await statusOf(raw.collection('users').update(bob.id, { tour: AT_33 }))).toBeGreaterThanOrEqual(
      400,
    );
    expect((await bob.storage.auth.refresh()).tour ?? null).toBeNull();
  });

  it("is nobody else's to read", async () => {
    const cat = await signUp(backend().storage(), 'tour-cat');
    await cat.storage.apply({ ops: [{ type: 'account', patch: { tour: AT_33 } }] });
    const dan = await signUp(backend().storage(), 'tour-dan');
    const danRaw = await rawAs(backend().raw(), dan.email);
    expect(await statusOf(danRaw.collection('users').getOne(cat.id))).toBe(404);
    expect(await statusOf(backend().raw().collection('users').getOne(cat.id))).toBe(404);
  });
});
