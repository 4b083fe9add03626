import { type LiveView, liveShareSet, liveToken, liveView, sameLiveView } from '../../band/live.js';
import type { Change } from '../../library/change.js';
import { libraryOf, libraryRecord, libraryRecords } from '../../model/collections.js';
import { FIRST_SET_NAME, MIN_PASSWORD_LENGTH } from '../../model/constants.js';
import { type Clock, createId, type Random } from '../../model/random.js';
import {
  type Account,
  type AccountSettings,
  COLLECTIONS,
  type CollectionName,
  type ContactMessage,
  EMPTY_LIBRARY,
  type Id,
  type Library,
} from '../../model/records.js';
import { displayNameFromEmail, normaliseEmail } from '../../text/normalise.js';
import { isValidEmail } from '../../validation/email.js';
import { TunedeckError } from '../errors.js';
import type { LiveShare, Unsubscribe } from '../storage.js';
import { type ChangeWrite, changeWritesProblem, untakenSteps } from '../writes.js';
import { checkChange } from './check-change.js';
import { copy, libraryEvents } from './library-events.js';
import { parseContactMessage } from './records.js';
import type {
  EmailKind,
  NewUser,
  SentEmail,
  ServerEvent,
  Session,
  StoredContactMessage,
  TokenRecord,
  UserRecord,
} from './server-types.js';

/**
 * The state and rules of the in-memory "server". Every method is synchronous and answers as the real
 * server would, with a `TunedeckError`; the client side (`createMemoryStorage`) adds the asynchrony.
 */
export class MemoryServer {
  private readonly users = new Map<Id, UserRecord>();
  private readonly userByEmail = new Map<string, Id>();
  private readonly libraries = new Map<Id, Library>();
  /** The keys of the writes each user's devices sent that were applied (see `ApplyOptions.writes`). */
  private readonly writeKeys = new Map<Id, Set<string>>();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly sessions = new Map<string, { user: Id; tokenKey: number }>();
  private readonly listeners = new Map<Id, Set<(event: ServerEvent) => void>>();
  private readonly emailListeners = new Set<(email: SentEmail) => void>();
  /** Live shares by token, and who follows each with the view they were last told. */
  private readonly liveShares = new Map<string, LiveShare & { owner: Id }>();
  private readonly liveFollowers = new Map<string, Set<(view: LiveView | null) => void>>();
  private readonly liveShown = new Map<string, LiveView | null>();
  readonly sent: SentEmail[] = [];
  readonly contactMessages: StoredContactMessage[] = [];

  constructor(
    readonly random: Random,
    readonly now: Clock,
  ) {}

  onEmail(listener: (email: SentEmail) => void): Unsubscribe {
    this.emailListeners.add(listener);
    return () => this.emailListeners.delete(listener);
  }

  session(token: string): Session {
    const session = this.sessions.get(token);
    const user = session && this.users.get(session.user);
    if (!session || !user || user.tokenKey !== session.tokenKey) {
      this.sessions.delete(token);
      throw new TunedeckError('not-signed-in', 'the session has ended');
    }
    return { token, user };
  }

  openSession(userId: Id): string {
    const user = this.users.get(userId);
    if (!user) throw new TunedeckError('user-not-found');
    const token = this.secret();
    this.sessions.set(token, { user: userId, tokenKey: user.tokenKey });
    return token;
  }

  closeSession(token: string): void {
    this.sessions.delete(token);
  }

  userIdByEmail(email: string): Id | undefined {
    return this.userByEmail.get(normaliseEmail(email));
  }

  account(userId: Id): Account {
    const user = this.users.get(userId);
    if (!user) throw new TunedeckError('user-not-found');
    return copy(user.account);
  }

  library(userId: Id): Library {
    return libraryOf(copy(this.libraries.get(userId) ?? EMPTY_LIBRARY));
  }

  /** Creates the account and its first set, signs in and sends the verification email. */
  signUp(email: unknown, password: unknown): { token: string; account: Account } {
    const account = this.createUser({ email, password, verified: false, loginToPicker: false });
    const user = this.users.get(account.id)!;
    this.sendEmail(user, 'verification', account.email);
    return { token: this.openSession(account.id), account };
  }

  /** Creates an account with the given library (or just the first set), as sign-up and seeding do. */
  createUser(input: NewUser, library?: Library): Account {
    const email = this.checkNewEmail(input.email);
    this.checkPassword(input.password);
    const id = this.newUserId();
    const created = this.now();
    const firstSet = { id: createId(this.random), name: FIRST_SET_NAME, created };
    const seed = library ?? { ...EMPTY_LIBRARY, sets: { [firstSet.id]: firstSet } };
    const pickerSet = input.pickerSet ?? oldestSet(seed);
    const settings = { loginToPicker: input.loginToPicker, ...(pickerSet ? { pickerSet } : {}) };
    const ops = COLLECTIONS.flatMap((collection) =>
      libraryRecords(seed, collection).map((record) => ({ type: 'create', collection, record })),
    );
    const checked = checkChange(
      EMPTY_LIBRARY,
      { loginToPicker: false, pickerSet: '' },
      { ops: [...ops, { type: 'account', patch: settings }] } as Change,
      (collection, recordId) => this.isTaken(collection, recordId, id),
      // A seeded library is taken as the test wrote it; a new account holds only its first set.
      library ? null : created,
    );
    const account: Account = {
      id,
      email,
      name: displayNameFromEmail(email),
      verified: input.verified,
      ...checked.settings,
    };
    this.users.set(id, { account, password: input.password as string, tokenKey: 0 });
    this.userByEmail.set(email, id);
    this.libraries.set(id, checked.library);
    return copy(account);
  }

  logIn(emailInput: string, password: string): string {
    const userId = this.userIdByEmail(String(emailInput));
    const user = userId && this.users.get(userId);
    if (!user) throw new TunedeckError('user-not-found', undefined, 'email');
    if (user.password !== password) throw new TunedeckError('invalid-password', undefined, 'password');
    return this.openSession(user.account.id);
  }

  requestVerification({ user }: Session): void {
    if (!user.account.verified) this.sendEmail(user, 'verification', user.account.email);
  }

  confirmVerification(token: string): Account {
    const { user } = this.redeem(token, 'verification');
    return this.updateAccount(user, { verified: true });
  }

  requestPasswordReset(emailInput: string): void {
    const userId = this.userIdByEmail(String(emailInput));
    const user = userId && this.users.get(userId);
    if (!user) throw new TunedeckError('email-not-found', undefined, 'email');
    this.sendEmail(user, 'password-reset', user.account.email);
  }

  confirmPasswordReset(token: string, password: string): void {
    const { user, record } = this.redeem(token, 'password-reset', () => this.checkPassword(password));
    this.setPassword(user, password);
    // Opening the reset link proves the address, as it does on the real server.
    if (record.email === user.account.email) this.updateAccount(user, { verified: true });
  }

  verifyPassword({ user }: Session, password: string): void {
    if (user.password !== password) throw new TunedeckError('invalid-password', undefined, 'password');
  }

  requestEmailChange({ user }: Session, newEmailInput: string): void {
    const newEmail = this.checkNewEmail(newEmailInput);
    this.sendEmail(user, 'email-change', newEmail, newEmail);
  }

  confirmEmailChange(token: string, password: string): Account {
    const { user, record } = this.redeem(token, 'email-change', (user, record) => {
      if (user.password !== password) throw new TunedeckError('invalid-password', undefined, 'password');
      this.checkNewEmail(record.newEmail);
    });
    const newEmail = record.newEmail!;
    this.userByEmail.delete(user.account.email);
    this.userByEmail.set(newEmail, user.account.id);
    // As on the real server, sessions opened under the old address end: the user logs in again.
    user.tokenKey += 1;
    return this.updateAccount(user, { email: newEmail, verified: true });
  }

  /** Changes the password and returns a new session for the client that changed it. */
  changePassword({ user }: Session, oldPassword: string, newPassword: string): string {
    this.verifyPassword({ token: '', user }, oldPassword);
    this.checkPassword(newPassword);
    this.setPassword(user, newPassword);
    return this.openSession(user.account.id);
  }

  deleteAccount({ user }: Session): void {
    const id = user.account.id;
    this.users.delete(id);
    this.userByEmail.delete(user.account.email);
    this.libraries.delete(id);
    this.writeKeys.delete(id);
    for (const [token, record] of this.tokens) if (record.user === id) this.tokens.delete(token);
    for (const [token, session] of this.sessions) if (session.user === id) this.sessions.delete(token);
    // Messages are the operator's: they stay, without the link to the deleted user.
    for (const message of this.contactMessages) if (message.user === id) delete message.user;
    this.publish(id, [{ type: 'account-deleted' }]);
    this.listeners.delete(id);
    this.endLiveShares(id);
  }

  /** Applies a change; the steps of writes whose keys it has taken before are not applied again. */
  apply({ user }: Session, change: Change, writes?: readonly ChangeWrite[]): void {
    const id = user.account.id;
    const problem = writes === undefined ? null : changeWritesProblem(writes, change.ops?.length ?? 0);
    if (problem) throw new TunedeckError('invalid-data', problem, 'writes');
    const taken = this.writeKeys.get(id) ?? new Set<string>();
    const untaken = untakenSteps(change.ops ?? [], writes, (key) => taken.has(key));
    if (untaken.ops.length === 0 && writes?.length) return;
    this.applyChecked(user, { ops: untaken.ops });
    for (const key of untaken.keys) taken.add(key);
    this.writeKeys.set(id, taken);
  }

  private applyChecked(user: UserRecord, change: Change): void {
    const id = user.account.id;
    const before = this.libraries.get(id) ?? EMPTY_LIBRARY;
    const settings: AccountSettings = {
      loginToPicker: user.account.loginToPicker,
      pickerSet: user.account.pickerSet,
      ...(user.account.tour !== undefined ? { tour: user.account.tour } : {}),
      ...(user.account.practice !== undefined ? { practice: user.account.practice } : {}),
    };
    const checked = checkChange(
      before,
      settings,
      change,
      (collection, recordId) => this.isTaken(collection, recordId, id),
      this.now(),
      user.account.verified,
    );
    this.libraries.set(id, checked.library);
    this.publish(id, libraryEvents(before, checked.library));
    this.updateAccount(user, checked.settings);
    this.liveChanged(id);
  }

  /** Starts a share of one of the user's sets, ending the user's share before it. */
  liveStart({ user }: Session, set: Id): LiveShare {
    const owner = user.account.id;
    if (!this.library(owner).sets[set]) throw new TunedeckError('not-found', 'no such set', 'set');
    this.endLiveShares(owner);
    const bytes = Uint8Array.from({ length: 16 }, () => Math.floor(this.random() * 256));
    const share = { token: liveToken(bytes), set, started: this.now() };
    this.liveShares.set(share.token, { ...share, owner });
    return share;
  }

  liveCurrent({ user }: Session): LiveShare | null {
    for (const { owner, ...share } of this.liveShares.values()) if (owner === user.account.id) return share;
    return null;
  }

  liveStop({ user }: Session): void {
    this.endLiveShares(user.account.id);
  }

  /** Tells `listener` the view of the share `token` opens now and at every change, or null. */
  liveFollow(token: string, listener: (view: LiveView | null) => void): Unsubscribe {
    const share = this.liveShares.get(token);
    const view = share ? this.liveViewOf(share) : null;
    let listening = view !== null;
    if (listening) {
      const followers = this.liveFollowers.get(token) ?? new Set();
      this.liveFollowers.set(token, followers);
      followers.add(listener);
      this.liveShown.set(token, view);
    }
    // Told after the call returns, as a server's first message arrives on its own.
    void Promise.resolve().then(() => listener(view && structuredClone(view)));
    return () => {
      if (!listening) return;
      listening = false;
      this.liveFollowers.get(token)?.delete(listener);
    };
  }

  private liveViewOf(share: LiveShare & { owner: Id }): LiveView | null {
    const library = this.libraries.get(share.owner);
    return library ? liveView(library, share.set, share.started) : null;
  }

  /**
   * The user's library changed: the user's share follows their picker set, and its followers hear what
   * they see change.
   */
  private liveChanged(owner: Id): void {
    const pickerSet = this.users.get(owner)?.account.pickerSet;
    for (const before of [...this.liveShares.values()]) {
      if (before.owner !== owner) continue;
      const share = { ...before, set: liveShareSet(before.set, pickerSet, this.library(owner).sets) };
      this.liveShares.set(share.token, share);
      const view = this.liveViewOf(share);
      // The set is gone: so is the share.
      if (view === null) this.endLiveShares(owner);
      else if (!sameLiveView(this.liveShown.get(share.token) ?? null, view)) {
        this.liveShown.set(share.token, view);
        this.tellFollowers(share.token, view);
      }
    }
  }

  private endLiveShares(owner: Id): void {
    for (const share of [...this.liveShares.values()]) {
      if (share.owner !== owner) continue;
      this.liveShares.delete(share.token);
      this.liveShown.delete(share.token);
      this.tellFollowers(share.token, null);
      this.liveFollowers.delete(share.token);
    }
  }

  private tellFollowers(token: string, view: LiveView | null): void {
    const followers = [...(this.liveFollowers.get(token) ?? [])];
    if (followers.length === 0) return;
    void Promise.resolve().then(() => {
      for (const listener of followers) listener(view && structuredClone(view));
    });
  }

  listen({ user }: Session, listener: (event: ServerEvent) => void): Unsubscribe {
    const id = user.account.id;
    const listeners = this.listeners.get(id) ?? new Set();
    this.listeners.set(id, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  sendContact(session: Session | null, message: ContactMessage): void {
    const stored: StoredContactMessage = { ...parseContactMessage(message), created: this.now() };
    if (session) stored.user = session.user.account.id;
    this.contactMessages.push(stored);
  }

  private updateAccount(user: UserRecord, patch: Partial<Account>): Account {
    const next = { ...user.account, ...patch };
    const changed = (Object.keys(patch) as (keyof Account)[]).some(
      (field) => user.account[field] !== next[field],
    );
    if (changed) {
      user.account = next;
      this.publish(next.id, [{ type: 'account', account: next }]);
    }
    return copy(user.account);
  }

  private setPassword(user: UserRecord, password: string): void {
    user.password = password;
    user.tokenKey += 1;
  }

  private checkNewEmail(input: unknown): string {
    const email = typeof input === 'string' ? normaliseEmail(input) : '';
    if (!isValidEmail(email)) throw new TunedeckError('invalid-email', undefined, 'email');
    if (this.userByEmail.has(email)) throw new TunedeckError('email-taken', undefined, 'email');
    return email;
  }

  private checkPassword(password: unknown): void {
    if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) {
      throw new TunedeckError('password-too-short', undefined, 'password');
    }
  }

  private sendEmail(user: UserRecord, kind: EmailKind, to: string, newEmail?: string): void {
    const token = this.secret();
    const record: TokenRecord = {
      kind,
      user: user.account.id,
      tokenKey: user.tokenKey,
      email: user.account.email,
    };
    if (newEmail) record.newEmail = newEmail;
    this.tokens.set(token, record);
    const email: SentEmail = { to, kind, token };
    this.sent.push(email);
    for (const listener of [...this.emailListeners]) listener({ ...email });
  }

  /** Checks an emailed token, runs `check`, and only then uses the token up. */
  private redeem(token: string, kind: EmailKind, check?: (user: UserRecord, record: TokenRecord) => void) {
    const record = this.tokens.get(token);
    const user = record && this.users.get(record.user);
    if (
      !record ||
      !user ||
      record.kind !== kind ||
      record.tokenKey !== user.tokenKey ||
      record.email !== user.account.email
    ) {
      throw new TunedeckError('invalid-token');
    }
    check?.(user, record);
    this.tokens.delete(token);
    return { user, record };
  }

  private publish(userId: Id, events: ServerEvent[]): void {
    const listeners = [...(this.listeners.get(userId) ?? [])];
    if (listeners.length === 0 || events.length === 0) return;
    // Delivered after the current call returns, as a realtime message arrives on its own.
    void Promise.resolve().then(() => {
      for (const event of events) for (const listener of listeners) listener(copy(event));
    });
  }

  private isTaken(collection: CollectionName, recordId: Id, owner: Id): boolean {
    for (const [userId, library] of this.libraries) {
      if (userId !== owner && libraryRecord(library, collection, recordId)) return true;
    }
    return false;
  }

  private newUserId(): Id {
    let id = createId(this.random);
    while (this.users.has(id)) id = createId(this.random);
    return id;
  }

  private secret(): string {
    return createId(this.random) + createId(this.random);
  }
}

function oldestSet(library: Library): Id | undefined {
  const sets = Object.values(library.sets).sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  return sets[0]?.id;
}
