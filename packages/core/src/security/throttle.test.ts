import { describe, expect, it } from 'vitest';
import {
  afterLoginFailure,
  DEFAULT_THROTTLE_POLICY,
  type LoginState,
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

  it('the defaults: 10 guesses at most per lock of 5 minutes', () => {
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
    expect(throttlePolicy('nonsense')).toEqual(DEFAULT_THROTTLE_POLICY);
  });
});
