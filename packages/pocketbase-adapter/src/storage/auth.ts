import {
  type Account,
  type AuthStorage,
  type Credentials,
  normaliseEmail,
  TunedeckError,
} from '@tunedeck/core';
import { getTokenPayload } from 'pocketbase';
import { toStorageError } from './errors.js';
import type { Session } from './session.js';

const USERS = 'users';

/** Runs an SDK call and maps what it throws to a `TunedeckError`. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toStorageError(error, { collection: undefined });
  }
}

/** Accounts over PocketBase's auth collection `users` and Tunedeck's account routes. */
export function createAuth(session: Session): AuthStorage {
  const { pb } = session;
  const users = () => pb.collection(USERS);

  const logIn = async ({ email, password }: Credentials): Promise<Account> => {
    await call(() => users().authWithPassword(normaliseEmail(email), password, { requestKey: null }));
    const account = session.adopt();
    await session.watching();
    return account;
  };

  return {
    current: () => session.current(),
    onChange: (listener) => session.onChange(listener),

    async signUp({ email, password }) {
      const address = normaliseEmail(email);
      // The server's hooks add the name and the first set in the same transaction, then send the email.
      await call(() =>
        users().create({ email: address, password, passwordConfirm: password }, { requestKey: null }),
      );
      return logIn({ email: address, password });
    },

    logIn,

    async logOut() {
      await session.end();
    },

    async refresh() {
      session.require();
      try {
        // Not the SDK's authRefresh: an answer whose body is cut off (the page navigating away while
        // it arrives) resolves there as {} and is saved as a session with no token, which signs the
        // musician out on the next page. Only a whole answer is taken.
        const answer = await pb.send<{ token?: unknown; record?: { id?: unknown } }>(
          `/api/collections/${USERS}/auth-refresh`,
          { method: 'POST', requestKey: null },
        );
        if (typeof answer?.token !== 'string' || answer.token === '' || typeof answer.record?.id !== 'string')
          throw new TunedeckError('network', 'the answer to the session refresh was cut short');
        pb.authStore.save(answer.token, answer.record as never);
      } catch (error) {
        const mapped = toStorageError(error);
        if (mapped.code === 'not-signed-in' || mapped.code === 'not-found') await session.end();
        throw mapped.code === 'not-found' ? new TunedeckError('not-signed-in', mapped.detail) : mapped;
      }
      return session.adopt();
    },

    async requestVerification() {
      const account = session.require();
      await call(() => users().requestVerification(account.email, { requestKey: null }));
    },

    async confirmVerification(token) {
      await call(() => users().confirmVerification(token, { requestKey: null }));
      if (session.current()) session.adopt();
    },

    async requestPasswordReset(email) {
      await call(() =>
        pb.send('/api/tunedeck/password-reset', {
          method: 'POST',
          body: { email: normaliseEmail(email) },
          requestKey: null,
        }),
      );
    },

    async confirmPasswordReset(token, password) {
      await call(() => users().confirmPasswordReset(token, password, password, { requestKey: null }));
    },

    async reauthenticate(password) {
      const account = session.require();
      await call(() => users().authWithPassword(account.email, password, { requestKey: null }));
      session.adopt();
    },

    async requestEmailChange(newEmail) {
      session.require();
      await call(() => users().requestEmailChange(normaliseEmail(newEmail), { requestKey: null }));
    },

    async confirmEmailChange(token, password) {
      const before = session.current();
      await call(() => users().confirmEmailChange(token, password, { requestKey: null }));
      // The change ends the sessions of the account; this device signs in again under the new address.
      const claims = getTokenPayload(token) as { id?: string; newEmail?: string };
      if (before && claims.id === before.id && claims.newEmail) {
        await logIn({ email: claims.newEmail, password });
      }
    },

    async changePassword(oldPassword, newPassword) {
      const account = session.require();
      await call(() =>
        users().update(
          account.id,
          { oldPassword, password: newPassword, passwordConfirm: newPassword },
          { requestKey: null },
        ),
      );
      // A new password ends every session of the account, this one included: sign in again.
      await logIn({ email: account.email, password: newPassword });
    },

    async deleteAccount() {
      session.require();
      await call(() => pb.send('/api/tunedeck/delete-account', { method: 'POST', requestKey: null }));
      await session.end();
    },
  };
}
