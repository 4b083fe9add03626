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
 * Wrong passwords of one account: the first `freeFailures` are answered at once; after that each
 * attempt waits one more `slowdownStepMs` after the last failure; `lockAfter` failures lock the account
 * for `lockMs`. The lock is short so the true owner is never kept out for long, and it ends by itself.
 * Failures older than `windowMs` are forgotten; a right password forgets them all.
 */
export interface LoginPolicy {
  freeFailures: number;
  slowdownStepMs: number;
  lockAfter: number;
  lockMs: number;
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

/** Whether a password may be checked now; when not, how long until it may. */
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

/** Every throttle of the server. */
export interface ThrottlePolicy {
  /** Emails (verification, password reset, email change) one address receives. */
  mailPerAddress: WindowRule;
  /** Contact messages from one network address. */
  contactPerAddress: WindowRule;
  /** Contact messages giving one reply-to email. */
  contactPerEmail: WindowRule;
  login: LoginPolicy;
  /** Live-share tokens from one network address that open no share (guessing). */
  liveMissesPerAddress: WindowRule;
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = Object.freeze({
  mailPerAddress: { max: 1, windowMs: 3 * MINUTE },
  contactPerAddress: { max: 5, windowMs: 10 * MINUTE },
  contactPerEmail: { max: 3, windowMs: 10 * MINUTE },
  login: { freeFailures: 3, slowdownStepMs: 1000, lockAfter: 10, lockMs: 5 * MINUTE, windowMs: 15 * MINUTE },
  // A bandmate mistypes a link a few times; a guesser needs 2^128 tries.
  liveMissesPerAddress: { max: 10, windowMs: 10 * MINUTE },
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
