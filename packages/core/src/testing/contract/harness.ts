import { afterEach, beforeEach } from 'vitest';
import type { Account, Id } from '../../model/records.js';
import type { LibraryEvent, TunedeckStorage, Unsubscribe } from '../../storage/storage.js';
import { eventually, PASSWORD, uniqueEmail } from './helpers.js';

/** The kinds of email the auth flows send. */
export type ContractEmailKind = 'verification' | 'password-reset' | 'email-change';

/** What `storageContract` needs from an adapter under test. */
export interface ContractHarness {
  /** A new client (a device) with no session, talking to the same backend as every other client. */
  createClient(): TunedeckStorage;
  /**
   * The token of the newest email of this kind sent to this address, waiting for it to arrive if
   * needed. For a real server, the token is read from the link in the captured mail.
   */
  latestEmail(to: string, kind: ContractEmailKind): Promise<string>;
  /** Called after every test. */
  cleanup?(): Promise<void> | void;
}

/** A harness, or a function creating one; called before every test. */
export type HarnessFactory = () => Promise<ContractHarness> | ContractHarness;

/** A freshly signed-up user and the client it signed up on. */
export interface SignedUpUser {
  client: TunedeckStorage;
  email: string;
  password: string;
  account: Account;
  /** The id of the first set (the picker set). */
  firstSet: Id;
}

/** The realtime events one client has received since it subscribed. */
export interface EventLog {
  readonly events: readonly LibraryEvent[];
  /** Resolves with the first event matching, waiting up to a few seconds. */
  waitFor(match: (event: LibraryEvent) => boolean, what: string): Promise<LibraryEvent>;
  unsubscribe: Unsubscribe;
}

/** What each part of the contract uses to set up its tests. */
export interface ContractContext {
  client(): TunedeckStorage;
  signUp(label?: string): Promise<SignedUpUser>;
  /** Another client signed in to the same account. */
  secondDevice(user: Pick<SignedUpUser, 'email' | 'password'>): Promise<TunedeckStorage>;
  latestEmail(to: string, kind: ContractEmailKind): Promise<string>;
  record(client: TunedeckStorage): Promise<EventLog>;
}

/** Registers the per-test harness lifecycle in the current `describe` and returns the test context. */
export function contractContext(factory: HarnessFactory): ContractContext {
  let harness: ContractHarness | null = null;
  let cleanups: Array<() => void> = [];

  beforeEach(async () => {
    harness = await factory();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    cleanups = [];
    await harness?.cleanup?.();
    harness = null;
  });

  const current = (): ContractHarness => {
    if (!harness) throw new Error('storageContract: the harness is only available inside a test.');
    return harness;
  };

  const context: ContractContext = {
    client: () => current().createClient(),
    signUp: async (label = 'user') => {
      const client = context.client();
      const email = uniqueEmail(label);
      const account = await client.auth.signUp({ email, password: PASSWORD });
      return { client, email, password: PASSWORD, account, firstSet: account.pickerSet };
    },
    secondDevice: async ({ email, password }) => {
      const client = context.client();
      await client.auth.logIn({ email, password });
      return client;
    },
    latestEmail: (to, kind) => current().latestEmail(to, kind),
    record: async (client) => {
      const events: LibraryEvent[] = [];
      const unsubscribe = await client.subscribe((event) => events.push(event));
      cleanups.push(unsubscribe);
      return {
        events,
        unsubscribe,
        waitFor: (match, what) => eventually(() => events.find(match), what),
      };
    },
  };
  return context;
}
