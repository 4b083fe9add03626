import { describe, expect, it } from 'vitest';
import {
  accountLoginVerdict,
  afterAccountLoginFailure,
  afterAccountLoginSuccess,
  afterLoginFailure,
  DEFAULT_THROTTLE_POLICY,
  type LoginState,
  type LoginStates,
  loginAttempt,
  loginVerdict,
  throttlePolicy,
  type WindowState,
  windowHit,
} from './throttle.js';

describe('windowHit', () => {
  const rule = { max: 2, windowMs: 1000 };

  it('allows max events per window, then says how long to wait', () => {
    let state: WindowState | null = null;
    const verdicts = [0, 100, 200, 999, 1000].map((now) => {
      const verdict = windowHit(state, rule, now);
      state = verdict.state;
      return [verdict.allowed, verdict.retryAfterMs];
    });
    expect(verdicts).toEqual([
      [true, 0],
      [true, 0],
      [false, 800],
      [false, 1],
      [true, 0],
    ]);
  });

  it('one email per address: a second request inside the window is refused', () => {
    const mail = DEFAULT_THROTTLE_POLICY.mailPerAddress;
    const first = windowHit(null, mail, 10_000);
    expect(first.allowed).toBe(true);
    expect(windowHit(first.state, mail, 10_000 + mail.windowMs - 1).allowed).toBe(false);
    expect(windowHit(first.state, mail, 10_000 + mail.windowMs).allowed).toBe(true);
  });

  it('a clock that went backwards starts a new window', () => {
    expect(windowHit({ start: 5000, count: 9 }, rule, 4000)).toEqual({
      allowed: true,
      state: { start: 4000, count: 1 },
      retryAfterMs: 0,
    });
  });
});

describe('login throttle', () => {
  const policy = { freeFailures: 3, slowdownStepMs: 1000, lockAfter: 5, lockMs: 60_000, windowMs: 600_000 };

  /** Tries a wrong password at each time; returns which were checked. */
  function attack(times: number[], start: LoginState | null = null) {
    let state = start;
    const checked: number[] = [];
    for (const now of times) {
      if (!loginVerdict(state, policy, now).allowed) continue;
      checked.push(now);
      state = afterLoginFailure(state, policy, now);
    }
    return { checked, state };
  }

  it('answers the first failures at once, then slows down step by step', () => {
    // A burst of 100 guesses in 100 ms: only the free ones are checked.
    const burst = attack(Array.from({ length: 100 }, (_, i) => i));
    expect(burst.checked).toEqual([0, 1, 2]);
    expect(loginVerdict(burst.state, policy, 50)).toEqual({ allowed: false, retryAfterMs: 952 });
    expect(loginVerdict(burst.state, policy, 1002).allowed).toBe(true);
  });

  it('locks after lockAfter failures for lockMs, then lets the owner in', () => {
    // An attacker who waits exactly as long as told.
    const paced = attack([0, 1, 2, 1002, 3002]);
    expect(paced.checked).toEqual([0, 1, 2, 1002, 3002]);
    expect(paced.state).toEqual({ failures: 5, last: 3002 });
    expect(loginVerdict(paced.state, policy, 3002 + 59_999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(loginVerdict(paced.state, policy, 3002 + 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    // After the lock the count starts again.
    expect(afterLoginFailure(paced.state, policy, 3002 + 60_000)).toEqual({ failures: 1, last: 63_002 });
  });

  it('forgets failures older than the window', () => {
    const state = { failures: 4, last: 0 };
    expect(loginVerdict(state, policy, 600_000).allowed).toBe(true);
    expect(afterLoginFailure(state, policy, 600_000)).toEqual({ failures: 1, last: 600_000 });
  });

  it('the defaults: 10 guesses from one address at most per lock of 5 minutes', () => {
    const login = DEFAULT_THROTTLE_POLICY.login;
    let state: LoginState | null = null;
    let checked = 0;
    // One guess every 100 ms for 5 minutes: 10 in the first 28 s, then the lock.
    for (let now = 0; now < 300_000; now += 100) {
      if (!loginVerdict(state, login, now).allowed) continue;
      checked += 1;
      state = afterLoginFailure(state, login, now);
    }
    expect(checked).toBe(10);
  });
});

describe('account pace (all addresses together)', () => {
  const pace = { freeFailures: 3, waitMs: 1000, windowMs: 60_000 };

  it('answers the first failures at once, then one check per wait after the last failure, never a lock', () => {
    let state: LoginState | null = null;
    const checked: number[] = [];
    // One guess every 100 ms, each from a new address, for 5 s.
    for (let now = 0; now < 5000; now += 100) {
      if (!accountLoginVerdict(state, pace, now).allowed) continue;
      checked.push(now);
      state = afterAccountLoginFailure(state, pace, now);
    }
    expect(checked).toEqual([0, 100, 200, 1200, 2200, 3200, 4200]);
    expect(state).toEqual({ failures: 7, last: 4200 });
    // However many failures, the owner waits at most one wait.
    expect(accountLoginVerdict({ failures: 5000, last: 10_000 }, pace, 10_001)).toEqual({
      allowed: false,
      retryAfterMs: 999,
    });
  });

  it('forgets failures a window after the last one', () => {
    expect(afterAccountLoginFailure({ failures: 50, last: 0 }, pace, 59_999)).toEqual({
      failures: 51,
      last: 59_999,
    });
    expect(afterAccountLoginFailure({ failures: 50, last: 0 }, pace, 60_000)).toEqual({
      failures: 1,
      last: 60_000,
    });
  });
});

describe('loginAttempt: per account and address, and per account', () => {
  const policy = {
    login: { freeFailures: 3, slowdownStepMs: 1000, lockAfter: 5, lockMs: 60_000, windowMs: 600_000 },
    loginPerAccount: { freeFailures: 8, waitMs: 2000, windowMs: 3_600_000 },
  };

  it('a locked address holds up only itself: the owner signs in from another', () => {
    // The account seen from each address: guesses from A until A is locked.
    const stored = new Map<string, LoginStates['address']>();
    let account: LoginStates['account'] = null;
    const attempt = (address: string, now: number) => {
      const verdict = loginAttempt({ address: stored.get(address) ?? null, account }, policy, now);
      if (verdict.allowed) {
        stored.set(address, verdict.states.address);
        account = verdict.states.account;
      }
      return [verdict.allowed, verdict.retryAfterMs];
    };
    expect([0, 1, 2, 1002, 3002, 3003].map((now) => attempt('A', now))).toEqual([
      [true, 0],
      [true, 0],
      [true, 0],
      [true, 0],
      [true, 0],
      [false, 59_999],
    ]);
    expect(account).toEqual({ failures: 5, last: 3002 });
    // The right password from B is checked at once (a right password then forgets B's failures only).
    expect(attempt('B', 3004)).toEqual([true, 0]);
    expect(account).toEqual({ failures: 6, last: 3004 });
    // That right password's failure is taken back: a sign-in spends none of the account's budget.
    expect(afterAccountLoginSuccess(account)).toEqual({ failures: 5, last: 3004 });
    expect(afterAccountLoginSuccess({ failures: 1, last: 3004 })).toBeNull();
    expect(afterAccountLoginSuccess(null)).toBeNull();
  });

  it("the account's pace holds every address once its budget is spent; the longer wait is told", () => {
    const spent = { failures: 8, last: 10_000 };
    expect(loginAttempt({ address: null, account: spent }, policy, 10_500)).toEqual({
      allowed: false,
      retryAfterMs: 1500,
      states: { address: null, account: spent },
    });
    const locked = { failures: 5, last: 10_000 };
    expect(loginAttempt({ address: locked, account: spent }, policy, 10_500).retryAfterMs).toBe(59_500);
    expect(loginAttempt({ address: null, account: spent }, policy, 12_000)).toEqual({
      allowed: true,
      retryAfterMs: 0,
      states: { address: { failures: 1, last: 12_000 }, account: { failures: 9, last: 12_000 } },
    });
  });

  it('the defaults: 1,000 addresses guessing for an hour get 459 passwords checked, not 120,000', () => {
    const stored = new Map<number, LoginStates['address']>();
    let account: LoginStates['account'] = null;
    let checked = 0;
    // Every address tries once a second, in turn: 1,000 guesses a second for the account.
    for (let now = 0; now < 3_600_000; now += 1) {
      const address = now % 1000;
      const verdict = loginAttempt(
        { address: stored.get(address) ?? null, account },
        DEFAULT_THROTTLE_POLICY,
        now,
      );
      if (!verdict.allowed) continue;
      checked += 1;
      stored.set(address, verdict.states.address);
      account = verdict.states.account;
    }
    // 100 in the first 0.1 s, then one every 10 s.
    expect(checked).toBe(100 + 359);
  });
});

describe('throttlePolicy', () => {
  it('takes well-formed overrides and ignores the rest', () => {
    const policy = throttlePolicy({
      mailPerAddress: { windowMs: 0 },
      login: { lockMs: 2000, slowdownStepMs: -1, freeFailures: '9' },
      unknown: { max: 1 },
    });
    expect(policy.mailPerAddress).toEqual({ max: 1, windowMs: 0 });
    expect(policy.login).toEqual({ ...DEFAULT_THROTTLE_POLICY.login, lockMs: 2000 });
    expect(policy.contactPerAddress).toEqual(DEFAULT_THROTTLE_POLICY.contactPerAddress);
    expect(policy.liveMissesPerAddress).toEqual({ max: 10, windowMs: 600_000 });
    expect(policy.liveEnded).toEqual({ max: 10_000, keepMs: 30 * 24 * 3_600_000 });
    expect(policy.loginPerAccount).toEqual({ freeFailures: 100, waitMs: 10_000, windowMs: 3_600_000 });
    expect(policy.unknownEmailsPerAddress).toEqual({ max: 20, windowMs: 600_000 });
    expect(throttlePolicy({ loginPerAccount: { waitMs: 500 } }).loginPerAccount).toEqual({
      freeFailures: 100,
      waitMs: 500,
      windowMs: 3_600_000,
    });
    expect(throttlePolicy('nonsense')).toEqual(DEFAULT_THROTTLE_POLICY);
  });
});
