import { describe, expect, it } from 'vitest';
import { FIRST_SET_NAME } from '../../model/constants.js';
import type { Account } from '../../model/records.js';
import { displayNameFromEmail } from '../../text/normalise.js';
import type { ContractContext } from './harness.js';
import { create, eventually, expectError, PASSWORD, song, uniqueEmail } from './helpers.js';

/** Sign-up, log-in, log-out, and what a client without a session may not do. */
export function authContract(ctx: ContractContext): void {
  describe('sign-up', () => {
    it('creates an unverified account whose only set is the picker set "First set"', async () => {
      const client = ctx.client();
      const email = uniqueEmail('SignUp');
      const account = await client.auth.signUp({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
      expect(account).toMatchObject({
        email,
        name: displayNameFromEmail(email),
        verified: false,
        loginToPicker: false,
      });
      expect(client.auth.current()).toEqual(account);
      const library = await client.loadLibrary();
      expect(Object.values(library.sets)).toEqual([
        { id: account.pickerSet, name: FIRST_SET_NAME, created: expect.any(Number) },
      ]);
      expect(library.songs).toEqual({});
      expect(library.memberships).toEqual({});
      expect(library.wishlist).toEqual({});
    });

    it('sends the verification email', async () => {
      const user = await ctx.signUp('verify-mail');
      await expect(ctx.latestEmail(user.email, 'verification')).resolves.toMatch(/\S/);
    });

    it('tells the listeners of the client about the new session', async () => {
      const client = ctx.client();
      const seen: Array<Account | null> = [];
      client.auth.onChange((account) => seen.push(account));
      const account = await client.auth.signUp({ email: uniqueEmail('listen'), password: PASSWORD });
      await eventually(() => seen.some((next) => next?.id === account.id), 'onChange with the new account');
    });

    it('refuses an email already in use, whatever its case', async () => {
      const user = await ctx.signUp('taken');
      await expectError(
        ctx.client().auth.signUp({ email: user.email.toUpperCase(), password: PASSWORD }),
        'email-taken',
      );
    });

    it('refuses a malformed email and a short password, creating nothing', async () => {
      const client = ctx.client();
      await expectError(client.auth.signUp({ email: 'not-an-email', password: PASSWORD }), 'invalid-email');
      const email = uniqueEmail('short');
      await expectError(client.auth.signUp({ email, password: '12345' }), 'password-too-short');
      expect(client.auth.current()).toBeNull();
      await expectError(client.auth.logIn({ email, password: '12345' }), 'user-not-found');
    });
  });

  describe('log-in and log-out', () => {
    it('logs in on another client, with the email in any case', async () => {
      const user = await ctx.signUp('login');
      const other = ctx.client();
      const account = await other.auth.logIn({ email: ` ${user.email.toUpperCase()}`, password: PASSWORD });
      expect(account).toEqual(user.account);
      expect(other.auth.current()).toEqual(user.account);
      await expect(other.loadLibrary()).resolves.toMatchObject({
        sets: { [user.firstSet]: { name: FIRST_SET_NAME } },
      });
    });

    it('tells an unknown email from a wrong password', async () => {
      const user = await ctx.signUp('login-errors');
      const client = ctx.client();
      await expectError(
        client.auth.logIn({ email: uniqueEmail('nobody'), password: PASSWORD }),
        'user-not-found',
      );
      await expectError(
        client.auth.logIn({ email: user.email, password: `${PASSWORD}x` }),
        'invalid-password',
      );
      expect(client.auth.current()).toBeNull();
    });

    it('logs out: no account, listeners told, data out of reach', async () => {
      const user = await ctx.signUp('logout');
      const seen: Array<Account | null> = [];
      user.client.auth.onChange((account) => seen.push(account));
      await user.client.auth.logOut();
      expect(user.client.auth.current()).toBeNull();
      await eventually(() => seen.at(-1) === null, 'onChange(null)');
      await expectError(user.client.loadLibrary(), 'not-signed-in');
    });

    it('refreshes the account of the session', async () => {
      const user = await ctx.signUp('refresh');
      await expect(user.client.auth.refresh()).resolves.toEqual(user.account);
    });
  });

  describe('without a session', () => {
    it('refuses every method that needs one with not-signed-in', async () => {
      const user = await ctx.signUp('no-session');
      const client = ctx.client();
      const { auth } = client;
      await expectError(client.loadLibrary(), 'not-signed-in');
      await expectError(client.apply({ ops: [create('songs', song('Solar'))] }), 'not-signed-in');
      await expectError(
        client.subscribe(() => {}),
        'not-signed-in',
      );
      await expectError(auth.refresh(), 'not-signed-in');
      await expectError(auth.requestVerification(), 'not-signed-in');
      await expectError(auth.reauthenticate(PASSWORD), 'not-signed-in');
      await expectError(auth.requestEmailChange(uniqueEmail('new')), 'not-signed-in');
      await expectError(auth.changePassword(PASSWORD, `${PASSWORD}2`), 'not-signed-in');
      await expectError(auth.deleteAccount(), 'not-signed-in');
      // None of it touched the account of the user signed in elsewhere.
      await expect(user.client.loadLibrary()).resolves.toMatchObject({ songs: {} });
    });
  });
}
