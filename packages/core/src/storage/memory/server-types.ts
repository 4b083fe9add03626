import type { Account, ContactMessage, Id } from '../../model/records.js';
import type { LibraryEvent } from '../storage.js';

/** The kinds of email the server sends. */
export type EmailKind = 'verification' | 'password-reset' | 'email-change';

/** An email in the memory backend's outbox; `token` is what the link in a real email carries. */
export interface SentEmail {
  to: string;
  kind: EmailKind;
  token: string;
}

/** A contact message as the server keeps it. */
export interface StoredContactMessage extends ContactMessage {
  created: number;
}

/** What a client's realtime connection carries: library and account events, and the account's end. */
export type ServerEvent = LibraryEvent | { type: 'account-deleted' };

export interface NewUser {
  email: unknown;
  password: unknown;
  verified: boolean;
  loginToPicker: boolean;
  pickerSet?: Id;
}

export interface UserRecord {
  account: Account;
  password: string;
  /** Changes with the password: sessions and email tokens issued under an older key stop working. */
  tokenKey: number;
}

export interface TokenRecord {
  kind: EmailKind;
  user: Id;
  tokenKey: number;
  email: string;
  newEmail?: string;
}

export interface Session {
  token: string;
  user: UserRecord;
}
