import { describe, expect, it } from 'vitest';
import { FIRST_SET_NAME } from '../../model/constants.js';
import type { Account } from '../../model/records.js';
import type { ContractContext } from './harness.js';
import { create, eventually, expectError, membership, PASSWORD, song, uniqueEmail, wish } from './helpers.js';

const NEW_PASSWORD = `${PASSWORD}-new`;

/** The emailed-token flows, password changes and account deletion. */
export function accountContract(ctx: ContractContext): void {
  describe('email verification', () => {
    it('verifies with the emailed token; another device of the account hears of it', async () => {
      const user = await ctx.signUp('verify');
      const device = await ctx.secondDevice(user);
      const seen: Array<Account | null> = [];
      device.auth.onChange((account) => seen.push(account));
      const token = await ctx.latestEmail(user.email, 'verification');
      // The link may be opened anywhere, even where nobody is signed in.
      await ctx.client().auth.confirmVerification(token);
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ verified: true });
      expect(user.client.auth.current()?.verified).toBe(true);
      await eventually(
        () => seen.some((account) => account?.verified),
        'the other device to see the verification',
      );
      expect(device.auth.current()?.verified).toBe(true);
    });

    it('sends the email again on request', async () => {
      const user = await ctx.signUp('resend');
      await user.client.auth.requestVerification();
      const token = await ctx.latestEmail(user.email, 'verification');
      await user.client.auth.confirmVerification(token);
      await expect(user.client.auth.refresh()).resolves.toMatchObject({ verified: true });
    });

    it('refuses an invalid token', async () => {
      await ctx.signUp('bad-token');
      await expectError(ctx.client().auth.confirmVerification('not-a-real-token'), 'invalid-token');
    });
  });

  describe('password reset', () => {
    it('refuses an unknown email', async () => {
      await expectError(ctx.client().auth.requestPasswordReset(uniqueEmail('ghost')), 'email-not-found');
    });

    it('sets a new password with the emailed token', async () => {
      const user = await ctx.signUp('reset');
      const client = ctx.client();
      await client.auth.requestPasswordReset(user.email.toUpperCase());
      const token = await ctx.latestEmail(user.email, 'password-reset');
      await expectError(client.auth.confirmPasswordReset('not-a-real-token', NEW_PASSWORD), 'invalid-token');
      await client.auth.confirmPasswordReset(token, NEW_PASSWORD);
      await expectError(
        ctx.client().auth.logIn({ email: user.email, password: PASSWORD }),
        'invalid-password',
      );
      await expect(
        ctx.client().auth.logIn({ email: user.email, password: NEW_PASSWORD }),
      ).resolves.toMatchObject({
        id: user.account.id,
      });
    });
  });

  describe('email change', () => {
    it('refuses an address in use or malformed', async () => {
      const user = await ctx.signUp('change');
      const other = await ctx.signUp('other');
      await expectError(user.client.auth.requestEmailChange(other.email.toUpperCase()), 'email-taken');
      await expectError(user.client.auth.requestEmailChange('nope'), 'invalid-email');
    });

    it('changes the email once the token sent to the new address is confirmed with the password', async () => {
      const user = await ctx.signUp('change');
      const newEmail = uniqueEmail('changed');
      await user.client.auth.requestEmailChange(newEmail);
      const token = await ctx.latestEmail(newEmail, 'email-change');
      await expectError(user.client.auth.confirmEmailChange(token, `${PASSWORD}x`), 'invalid-password');
      await user.client.auth.confirmEmailChange(token, PASSWORD);
      const client = ctx.client();
      await expect(client.auth.logIn({ email: newEmail, password: PASSWORD })).resolves.toMatchObject({
        id: user.account.id,
        email: newEmail,
      });
      await expectError(ctx.client().auth.logIn({ email: user.email, password: PASSWORD }), 'user-not-found');
    });
  });

  describe('password change and reauthentication', () => {
    it('checks the password again', async () => {
      const user = await ctx.signUp('reauth');
      await expect(user.client.auth.reauthenticate(PASSWORD)).resolves.toBeUndefined();
      await expectError(user.client.auth.reauthenticate(`${PASSWORD}x`), 'invalid-password');
    });

    it('changes the password only with the right old one', async () => {
      const user = await ctx.signUp('password');
      await expectError(user.client.auth.changePassword(`${PASSWORD}x`, NEW_PASSWORD), 'invalid-password');
      await user.client.auth.changePassword(PASSWORD, NEW_PASSWORD);
      await expectError(
        ctx.client().auth.logIn({ email: user.email, password: PASSWORD }),
        'invalid-password',
      );
      await expect(
        ctx.client().auth.logIn({ email: user.email, password: NEW_PASSWORD }),
      ).resolves.toMatchObject({
        id: user.account.id,
      });
    });
  });

  describe('account deletion', () => {
    it('removes the login and every record, signs out, and leaves other users alone', async () => {
      const user = await ctx.signUp('delete');
      const bystander = await ctx.signUp('bystander');
      const tune = song('Blue Bossa');
      await user.client.apply({
        ops: [
          create('songs', tune),
          create('memberships', membership(user.firstSet, tune.id)),
          create('wishlist', wish('Nardis')),
        ],
      });
      const kept = song('Blue Bossa');
      await bystander.client.apply({
        ops: [create('songs', kept), create('memberships', membership(bystander.firstSet, kept.id))],
      });
      const before = await bystander.client.loadLibrary();

      await user.client.auth.deleteAccount();
      expect(user.client.auth.current()).toBeNull();
      await expectError(user.client.loadLibrary(), 'not-signed-in');
      await expectError(ctx.client().auth.logIn({ email: user.email, password: PASSWORD }), 'user-not-found');
      await expect(bystander.client.loadLibrary()).resolves.toEqual(before);

      // The address is free again and comes back with a fresh library only.
      const again = ctx.client();
      await again.auth.signUp({ email: user.email, password: PASSWORD });
      const library = await again.loadLibrary();
      expect(Object.values(library.sets).map((set) => set.name)).toEqual([FIRST_SET_NAME]);
      expect(library.songs).toEqual({});
      expect(library.wishlist).toEqual({});
    });
  });
}
