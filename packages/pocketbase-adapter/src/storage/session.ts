import { type Account, sameAccount, TunedeckError, type Unsubscribe } from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { toAccount } from './records.js';

/**
 * The signed-in account of one client, kept in step with the server: it follows the SDK's auth store
 * and the realtime events of the user's own record (verification or settings changed on another device).
 */
export class Session {
  private account: Readonly<Account> | null = null;
  private readonly listeners = new Set<(account: Account | null) => void>();
  private stopWatching: Promise<Unsubscribe> | null = null;

  constructor(readonly pb: PocketBase) {
    const record = pb.authStore.isValid ? pb.authStore.record : null;
    if (record && record.collectionName === 'users') {
      this.account = Object.freeze(toAccount(record));
      this.watch(this.account.id);
    }
  }

  current(): Account | null {
    return this.account;
  }

  /** The signed-in account, or a `not-signed-in` error. */
  require(): Account {
    if (!this.account || !this.pb.authStore.isValid) throw new TunedeckError('not-signed-in');
    return this.account;
  }

  onChange(listener: (account: Account | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Adopts the auth store's record as the account (after a sign-in or a refresh). */
  adopt(): Account {
    const record = this.pb.authStore.record;
    if (!record) throw new TunedeckError('not-signed-in');
    const previous = this.account?.id;
    this.set(toAccount(record));
    if (previous !== record.id) this.watch(record.id);
    return this.account!;
  }

  /** Merges settings written by a change (its realtime echo may come later). */
  patch(patch: Partial<Account>): void {
    if (!this.account) return;
    this.set({ ...this.account, ...patch });
    const record = this.pb.authStore.record;
    if (record) this.pb.authStore.save(this.pb.authStore.token, { ...record, ...patch });
  }

  set(next: Account | null): void {
    if (sameAccount(this.account, next)) return;
    this.account = next && Object.freeze({ ...next });
    for (const listener of [...this.listeners]) listener(this.account);
  }

  /** Resolves once the account's own realtime channel listens (so no change made after is missed). */
  async watching(): Promise<void> {
    await this.stopWatching;
  }

  /** Forgets the session locally (the server side is the caller's business). */
  async end(): Promise<void> {
    const stopping = this.stopWatching;
    this.stopWatching = null;
    // Drop every subscription at once first: with none left the SDK just closes the connection. One
    // by one, after the sign-out, each would be sent without the session and refused (403).
    const closing = this.pb.realtime.unsubscribe().catch(() => {});
    this.pb.authStore.clear();
    this.set(null);
    await closing;
    await stopping?.then((stop) => stop()).catch(() => {});
  }

  private watch(userId: string): void {
    const previous = this.stopWatching;
    void previous?.then((stop) => stop()).catch(() => {});
    this.stopWatching = this.pb
      .collection('users')
      .subscribe(userId, (event) => {
        if (this.account?.id !== userId) return;
        if (event.action === 'delete') {
          void this.end();
          return;
        }
        const account = toAccount(event.record);
        const record = this.pb.authStore.record;
        if (record?.id === userId)
          this.pb.authStore.save(this.pb.authStore.token, { ...record, ...event.record });
        this.set(account);
      })
      .catch(() => () => {});
  }
}
