import { COLLECTIONS } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { context, PASSWORD, signUp, TIME0, uniqueEmail } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

describe('auth flows end to end through the mail catcher', () => {
  it('sign-up sends a link to /email_auth that verifies the account', async () => {
    const user = await signUp(backend().storage(), 'links');
    const mail = await backend().mail.latest(user.email, 'verification');
    const link = mail.links.find((href) => href.includes('/email_auth?'))!;
    expect(link.startsWith(`${backend().server.url}/email_auth?token=`)).toBe(true);
    await backend().storage().auth.confirmVerification(new URL(link).searchParams.get('token')!);
    await expect(user.storage.auth.refresh()).resolves.toMatchObject({ verified: true });
  });

  it('password reset and email change links land on the site; both work', async () => {
    const user = await signUp(backend().storage(), 'flows');
    await backend().storage().auth.requestPasswordReset(user.email);
    const reset = await backend().mail.latest(user.email, 'password-reset');
    expect(reset.links.some((href) => href.startsWith(`${backend().server.url}/reset_password?token=`))).toBe(
      true,
    );
    await backend().storage().auth.confirmPasswordReset(reset.token!, 'brand-new-1');
    await user.storage.auth.logIn({ email: user.email, password: 'brand-new-1' });

    const newEmail = uniqueEmail('moved');
    await user.storage.auth.requestEmailChange(newEmail);
    const change = await backend().mail.latest(newEmail, 'email-change');
    expect(change.links.some((href) => href.startsWith(`${backend().server.url}/change_email?token=`))).toBe(
      true,
    );
    await user.storage.auth.confirmEmailChange(change.token!, 'brand-new-1');
    // This device stays signed in under the new address.
    expect(user.storage.auth.current()).toMatchObject({ email: newEmail, verified: true });
    await expect(user.storage.loadLibrary()).resolves.toBeTruthy();

    await user.storage.auth.changePassword('brand-new-1', 'brand-new-2');
    await expect(user.storage.loadLibrary()).resolves.toBeTruthy();
    await backend().storage().auth.logIn({ email: newEmail, password: 'brand-new-2' });
  });

  it('delete account removes every record of the user and nothing of others', async () => {
    const user = await signUp(backend().storage(), 'leaving');
    const bystander = await signUp(backend().storage(), 'staying');
    const { bulkAddToSet, recordPlay, wishAdd } = await import('@tunedeck/core');
    for (const person of [user, bystander]) {
      const library = await person.storage.loadLibrary();
      const bulk = bulkAddToSet(library, person.firstSet, 'Solar\nNardis', context);
      const wish = wishAdd(library, 'Countdown', context);
      if (!bulk.ok || !wish.ok) throw new Error('rules refused');
      await person.storage.apply({ ops: [...bulk.change.ops, ...wish.change.ops] });
      await person.storage.apply({
        ops: [
          {
            type: 'upsert',
            collection: 'pickers',
            record: {
              id: person.firstSet,
              set: person.firstSet,
              state: { played: [], bag: [], keyBag: [], current: null, version: 1, updated: TIME0 + 1 },
            },
          },
        ],
      });
      // A gig with a tune in the history.
      const withSongs = await person.storage.loadLibrary();
      const song = Object.keys(withSongs.songs)[0]!;
      const played = recordPlay(withSongs, { setId: person.firstSet, tune: { song, key: 'C' } }, context);
      if (!played.ok) throw new Error('rules refused');
      await person.storage.apply(played.change);
    }
    await user.storage.sendContact({ email: user.email, subject: 'Bye', message: 'Thanks', user: user.id });
    const kept = await bystander.storage.loadLibrary();
    await user.storage.auth.deleteAccount();
    expect(user.storage.auth.current()).toBeNull();

    const admin = await backend().admin();
    expect(kept.plays.size).toBe(1);
    for (const collection of COLLECTIONS) {
      const left = await admin
        .collection(collection)
        .getFullList({ filter: admin.filter('owner = {:owner}', { owner: user.id }) });
      expect(left, collection).toEqual([]);
    }
    await expect(admin.collection('users').getOne(user.id)).rejects.toMatchObject({ status: 404 });
    // The operator keeps the message, without the link to the deleted user.
    const messages = await admin
      .collection('messages')
      .getFullList({ filter: admin.filter('email = {:email}', { email: user.email }) });
    expect(messages.map((message) => message.user)).toEqual(['']);
    expect(await bystander.storage.loadLibrary()).toEqual(kept);
    await expect(
      backend().storage().auth.logIn({ email: user.email, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'user-not-found',
    });
  });
});
