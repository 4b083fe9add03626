/**
 * Throttles against abuse: how many emails one address receives, how many contact messages one sender
 * posts, how fast one account's password can be guessed. Pure functions over small stored states, so
 * a server keeps the state where it likes (PocketBase: one row per key, updated in a transaction).
 */

/** At most `max` events per `windowMs`, counted from the first event of the window. */
export interface WindowRule {
  max: number;
  windowMs: number;
}

export interface WindowState {
  /** When the current window began. */
  start: number;
  count: number;
}

export interface ThrottleVerdict<S> {
  allowed: boolean;
  /** The state to store: the event counted when allowed, unchanged when refused. */
  state: S;
  /** How long until an event would be allowed (0 when allowed). */
  retryAfterMs: number;
}

/** Counts one event against a window rule. */
export function windowHit(
  state: WindowState | null,
  rule: WindowRule,
  now: number,
): ThrottleVerdict<WindowState> {
  const fresh = state === null || now < state.start || now - state.start >= rule.windowMs;
  const current = fresh ? { start: now, count: 0 } : state;
  if (current.count >= rule.max) {
    return { allowed: false, state: current, retryAfterMs: current.start + rule.windowMs - now };
  }
  return { allowed: true, state: { start: current.start, count: current.count + 1 }, retryAfterMs: 0 };
}

/**
 * Wrong passwords of one account from one network address: the first `freeFailures` are answered at
 * once; after that each attempt waits one more `slowdownStepMs` after the last failure; `lockAfter`
 * failures lock that address out of that account for `lockMs`. The lock is short and ends by itself,
 * and it holds only the address the guesses came from: the owner signs in from any other. Failures
 * older than `windowMs` are forgotten; a right password forgets them all.
 */
export interface LoginPolicy {
  freeFailures: number;
  slowdownStepMs: number;
  lockAfter: number;
  lockMs: number;
  windowMs: number;
}

/**
 * Wrong passwords of one account from every address together, for a guesser with many addresses:
 * the first `freeFailures` are answered at once, then each check waits `waitMs` after the last failure,
 * whatever the address. A pace, never a lock: the owner waits at most `waitMs`. Failures are forgotten
 * `windowMs` after the last one, not by a right password (or each sign-in of the owner would give a
 * guesser a new budget).
 */
export interface AccountLoginPolicy {
  freeFailures: number;
  waitMs: number;
  windowMs: number;
}

export interface LoginState {
  failures: number;
  /** When the last failure happened. */
  last: number;
}

function activeFailures(state: LoginState | null, policy: LoginPolicy, now: number): LoginState | null {
  if (state === null || now < state.last || now - state.last >= policy.windowMs) return null;
  if (state.failures >= policy.lockAfter && now - state.last >= policy.lockMs) return null;
  return state;
}

/** Whether a password may be checked now from one address; when not, how long until it may. */
export function loginVerdict(
  state: LoginState | null,
  policy: LoginPolicy,
  now: number,
): { allowed: boolean; retryAfterMs: number } {
  const active = activeFailures(state, policy, now);
  if (active === null || active.failures < policy.freeFailures) return { allowed: true, retryAfterMs: 0 };
  const wait =
    active.failures >= policy.lockAfter
      ? policy.lockMs
      : (active.failures - policy.freeFailures + 1) * policy.slowdownStepMs;
  const until = active.last + wait;
  return now >= until ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: until - now };
}

/** The state after a wrong password was checked. */
export function afterLoginFailure(state: LoginState | null, policy: LoginPolicy, now: number): LoginState {
  const active = activeFailures(state, policy, now);
  return { failures: (active?.failures ?? 0) + 1, last: now };
}

function activeAccountFailures(state: LoginState | null, policy: AccountLoginPolicy, now: number) {
  return state === null || now < state.last || now - state.last >= policy.windowMs ? null : state;
}

/** Whether a password of the account may be checked now from any address; when not, how long until. */
export function accountLoginVerdict(
  state: LoginState | null,
  policy: AccountLoginPolicy,
  now: number,
): { allowed: boolean; retryAfterMs: number } {
  const active = activeAccountFailures(state, policy, now);
  if (active === null || active.failures < policy.freeFailures) return { allowed: true, retryAfterMs: 0 };
  const until = active.last + policy.waitMs;
  return now >= until ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: until - now };
}

/** The account's state after a wrong password was checked, from any address. */
export function afterAccountLoginFailure(
  state: LoginState | null,
  policy: AccountLoginPolicy,
  now: number,
): LoginState {
  const active = activeAccountFailures(state, policy, now);
  return { failures: (active?.failures ?? 0) + 1, last: now };
}

/**
 * The account's state once the password checked was right: the failure counted before the check
 * (`loginAttempt`) is taken back, and the others stay.
 */
export function afterAccountLoginSuccess(state: LoginState | null): LoginState | null {
  return state === null || state.failures <= 1 ? null : { failures: state.failures - 1, last: state.last };
}

/** The stored failures a sign-in is judged by: its (account, address) pair's and its account's. */
export interface LoginStates {
  address: LoginState | null;
  account: LoginState | null;
}

/**
 * A password about to be checked: refused while the address's or the account's failures say to wait
 * (for the longer of the two waits), else allowed, with both states already counting the attempt as a
 * failure, so concurrent guesses get no more checks than guesses made one by one. A right password
 * then forgets the address's failures and takes its own back from the account's
 * (`afterAccountLoginSuccess`).
 */
export function loginAttempt(
  states: LoginStates,
  policy: Pick<ThrottlePolicy, 'login' | 'loginPerAccount'>,
  now: number,
): { allowed: boolean; retryAfterMs: number; states: LoginStates } {
  const retryAfterMs = Math.max(
    loginVerdict(states.address, policy.login, now).retryAfterMs,
    accountLoginVerdict(states.account, policy.loginPerAccount, now).retryAfterMs,
  );
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs, states };
  return {
    allowed: true,
    retryAfterMs: 0,
    states: {
      address: afterLoginFailure(states.address, policy.login, now),
      account: afterAccountLoginFailure(states.account, policy.loginPerAccount, now),
    },
  };
}

/** Every throttle of the server. */
export interface ThrottlePolicy {
  /** Emails (verification, password reset, email change) one address receives. */
  mailPerAddress: WindowRule;
  /** Contact messages from one network address. */
  contactPerAddress: WindowRule;
  /** Contact messages giving one reply-to email. */
  contactPerEmail: WindowRule;
  /** Wrong passwords of one account from one network address. */
  login: LoginPolicy;
  /** Wrong passwords of one account from all addresses together. */
  loginPerAccount: AccountLoginPolicy;
  /** Sign-ins naming an email no account has, from one network address (listing emails). */
  unknownEmailsPerAddress: WindowRule;
  /** Live-share tokens from one network address that open no share and never did (guessing). */
  liveMissesPerAddress: WindowRule;
  /** The ended live shares the server remembers, so that reading their links is not a guess. */
  liveEnded: LiveEndedMemory;
}

/**
 * How many ended live shares the server remembers (by a hash of their token), and for how long: a link
 * of one of them, opened again, is an old link and not a guess (`isLiveMiss`). The oldest is
 * forgotten first.
 */
export interface LiveEndedMemory {
  max: number;
  keepMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = Object.freeze({
  mailPerAddress: { max: 1, windowMs: 3 * MINUTE },
  contactPerAddress: { max: 5, windowMs: 10 * MINUTE },
  contactPerEmail: { max: 3, windowMs: 10 * MINUTE },
  login: { freeFailures: 3, slowdownStepMs: 1000, lockAfter: 10, lockMs: 5 * MINUTE, windowMs: 15 * MINUTE },
  // One address gets 10 guesses per 5-minute lock. 100 failures is ten locked addresses' worth, far
  // beyond a musician's typos on all their devices, so only a guesser with many addresses reaches it;
  // then one password per 10 s for the account from all addresses together: 360 an hour however many
  // addresses, against 120 an hour from each one without it. A pace, not a lock: the owner waits 10 s
  // at most. Forgotten an hour after the last failure.
  loginPerAccount: { freeFailures: 100, waitMs: 10_000, windowMs: 60 * MINUTE },
  // A musician mistypes their email a few times; listing emails needs thousands of tries.
  unknownEmailsPerAddress: { max: 20, windowMs: 10 * MINUTE },
  // A bandmate mistypes a link a few times; a guesser needs 2^128 tries.
  liveMissesPerAddress: { max: 10, windowMs: 10 * MINUTE },
  // Last month's gigs' links: a bandmate opens last week's by mistake, a whole band at once behind one
  // venue's address. Ten thousand hashes are a few hundred kilobytes.
  liveEnded: { max: 10_000, keepMs: 30 * 24 * 60 * MINUTE },
});

/** A partial policy, as a deployment or a test gives it (for example from JSON in the environment). */
export type ThrottleOverrides = { [K in keyof ThrottlePolicy]?: Partial<ThrottlePolicy[K]> };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The default policy with the overrides that are well formed (non-negative whole numbers of known
 * fields); anything else is ignored, so a typo cannot switch a throttle off.
 */
export function throttlePolicy(overrides: unknown): ThrottlePolicy {
  const policy = JSON.parse(JSON.stringify(DEFAULT_THROTTLE_POLICY)) as ThrottlePolicy;
  if (typeof overrides !== 'object' || overrides === null) return policy;
  for (const name of Object.keys(policy) as Array<keyof ThrottlePolicy>) {
    const given = (overrides as Record<string, unknown>)[name];
    if (typeof given !== 'object' || given === null) continue;
    const target = policy[name] as unknown as Record<string, number>;
    for (const field of Object.keys(target)) {
      const value = (given as Record<string, unknown>)[field];
      if (isCount(value)) target[field] = value;
    }
  }
  return policy;
}
