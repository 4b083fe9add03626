import { DEFAULT_THROTTLE_POLICY, ERROR_MESSAGES } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/fixtures.js';
import { SUPERUSER } from '../support/server.js';
import {
  json,
  loopbackAddress,
  PASSWORD,
  type RawAnswer,
  type RawUser,
  rawRequest,
  rawUser,
  useSecurityBackend,
} from './support.js';

// Core's default throttles, with login policies for a test's pace: from one address to one account,
// core's 10 wrong passwords before the lock but with no waits before it and a 3 s lock; per account from
// all addresses, 20 answered at once, then one check per 2 s.
const LOGIN = { ...DEFAULT_THROTTLE_POLICY.login, slowdownStepMs: 0, lockMs: 3000 };
const PER_ACCOUNT = { ...DEFAULT_THROTTLE_POLICY.loginPerAccount, freeFailures: 20, waitMs: 2000 };
const UNKNOWN = DEFAULT_THROTTLE_POLICY.unknownEmailsPerAddress;
/** The operator's own address: never held up at the superusers' sign-in. */
const ADMIN_ADDRESS = 990;
const backend = useSecurityBackend({
  throttles: { login: LOGIN, loginPerAccount: PER_ACCOUNT },
  adminAddresses: [loopbackAddress(ADMIN_ADDRESS)],
});
const url = () => backend().server.url;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The wait a 429 tells, in seconds. */
const retryAfter = (answer: RawAnswer) => Number(String(json(answer)?.message).match(/in (\d+) s/)?.[1]);

/** Sends the same request from `count` different loopback addresses at once; returns the statuses. */
async function fromMany(count: number, request: Parameters<typeof rawRequest>[1], offset = 0) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      rawRequest(url(), { ...request, localAddress: loopbackAddress(offset + i) }),
    ),
  );
  return answers;
}

const tally = (answers: Array<{ status: number }>) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** Emails of a kind to an address the catcher has, once the server has had time to send them. */
async function mailsTo(address: string, kind: string) {
  await new Promise((done) => setTimeout(done, 300));
  return backend().mail.messages.filter((message) => message.kind === kind && message.to.includes(address))
    .length;
}

describe('emails: at most one per address per few minutes, whoever asks', () => {
  let victim: RawUser;
  beforeAll(async () => {
    victim = await rawUser(url(), 'mail-victim');
  });

  it('100 password-reset requests for one address from 100 callers send 1 email', async () => {
    const answers = await fromMany(100, {
      path: '/api/tunedeck/password-reset',
      body: JSON.stringify({ email: victim.email }),
    });
    console.info(`100 reset requests from 100 addresses: ${JSON.stringify(tally(answers))}`);
    expect(tally(answers)).toEqual({ 204: 1, 429: 99 });
    expect(await mailsTo(victim.email, 'password-reset')).toBe(1);
    // The built-in route shares the budget.
    const builtIn = await rawRequest(url(), {
      path: '/api/collections/users/request-password-reset',
      body: JSON.stringify({ email: victim.email }),
    });
    expect(builtIn.status).toBe(429);
    expect(await mailsTo(victim.email, 'password-reset')).toBe(1);
  });

  it('resending verification right after sign-up, 30 times, sends nothing more', async () => {
    const answers = await fromMany(30, {
      path: '/api/collections/users/request-verification',
      body: JSON.stringify({ email: victim.email }),
    });
    expect(tally(answers)).toEqual({ 429: 30 });
    expect(await mailsTo(victim.email, 'verification')).toBe(1);
  });

  it('30 email-change requests to one new address send 1 email', async () => {
    const target = uniqueEmail('mail-target');
    const answers = await fromMany(30, {
      path: '/api/collections/users/request-email-change',
      body: JSON.stringify({ newEmail: target }),
      headers: { authorization: victim.token },
    });
    expect(tally(answers)).toEqual({ 204: 1, 429: 29 });
    expect(await mailsTo(target, 'email-change')).toBe(1);
  });
});

describe('contact messages: a few per address and per email', () => {
  const message = (email: string, i: number) =>
    JSON.stringify({ email, subject: `Flood ${i}`, message: 'Buy now' });

  it('300 guest posts in a minute from one address: 5 stored; a real sender elsewhere still gets through', async () => {
    const flooder = loopbackAddress(400);
    const answers: Array<{ status: number }> = [];
    const started = Date.now();
    for (let batch = 0; batch < 300; batch += 30) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            rawRequest(url(), {
              path: '/api/tunedeck/contact',
              body: message(`flood${batch + i}@example.com`, batch + i),
              localAddress: flooder,
            }),
          ),
        )),
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `300 guest contact posts from one address in ${seconds.toFixed(1)} s: ${JSON.stringify(tally(answers))}`,
    );
    expect(seconds).toBeLessThan(60);
    expect(tally(answers)).toEqual({ 204: DEFAULT_THROTTLE_POLICY.contactPerAddress.max, 429: 295 });

    // A musician writing from their own address: the adapter sends it, the form says it was sent.
    const musician = createPocketBaseStorage({ pb: new PocketBase(url()) });
    await expect(
      musician.sendContact({ email: 'real@example.com', subject: 'Hello', message: 'Love the picker.' }),
    ).resolves.toBeUndefined();

    // The flooder's next post: what the form shows.
    const refused = await rawRequest(url(), {
      path: '/api/tunedeck/contact',
      body: message('flood-again@example.com', 301),
      localAddress: flooder,
    });
    expect(refused.status).toBe(429);
    console.info(`the flooder then sees 429: "${ERROR_MESSAGES['rate-limited']}"`);
  });

  it('one reply-to email from 20 addresses: 3 stored', async () => {
    const answers = await fromMany(
      20,
      { path: '/api/tunedeck/contact', body: message('same@example.com', 0) },
      500,
    );
    expect(tally(answers)).toEqual({ 204: DEFAULT_THROTTLE_POLICY.contactPerEmail.max, 429: 17 });
  });

  it('the adapter reports a refusal as rate-limited', async () => {
    // 127.0.0.1 has sent one message above; four more reach the limit.
    const musician = createPocketBaseStorage({ pb: new PocketBase(url()) });
    const send = (i: number) =>
      musician.sendContact({ email: `m${i}@example.com`, subject: 'Hi', message: 'Hello' });
    for (let i = 0; i < 4; i += 1) await send(i);
    await expect(send(5)).rejects.toMatchObject({ code: 'rate-limited' });
  });
});

const signIn = (identity: string, password: string, address: number) =>
  rawRequest(url(), {
    path: '/api/collections/users/auth-with-password',
    body: JSON.stringify({ identity, password }),
    localAddress: loopbackAddress(address),
  });

describe('wrong passwords: one address is locked out of one account, never the owner', () => {
  it('10 wrong passwords from one address lock that address only; the owner signs in from another', async () => {
    const owner = await rawUser(url(), 'login-owner');
    // A burst from one address: exactly the 10 before the lock are checked.
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => signIn(owner.email, 'wrong-guess', 700)),
    );
    console.info(`100 wrong passwords from one address at once: ${JSON.stringify(tally(burst))}`);
    expect(tally(burst)).toEqual({ 400: LOGIN.lockAfter, 429: 100 - LOGIN.lockAfter });

    // Locked: from that address even the right password waits, and learns nothing.
    const locked = await signIn(owner.email, PASSWORD, 700);
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(Math.ceil(LOGIN.lockMs / 1000));
    // The owner, anywhere else, signs in at once.
    const owners = await signIn(owner.email, PASSWORD, 701);
    console.info(`during the lock, the right password from another address: ${owners.status}`);
    expect(owners.status).toBe(200);
    expect(json(owners)).toHaveProperty('token');
    expect((await signIn(owner.email, PASSWORD, 702)).status).toBe(200);

    // The lock ends by itself, and a right password forgets that address's failures.
    await pause(LOGIN.lockMs);
    expect((await signIn(owner.email, PASSWORD, 700)).status).toBe(200);
    expect((await signIn(owner.email, 'wrong-again', 700)).status).toBe(400);
  });

  it('a password reset works during a lock, by either route, from the locked address', async () => {
    const custom = await rawUser(url(), 'locked-reset');
    const builtIn = await rawUser(url(), 'locked-builtin-reset');
    for (const [user, address] of [
      [custom, 710],
      [builtIn, 711],
    ] as const) {
      for (let i = 0; i < LOGIN.lockAfter; i += 1) await signIn(user.email, `wrong-${i}`, address);
      expect((await signIn(user.email, PASSWORD, address)).status).toBe(429);
    }

    const asked = await rawRequest(url(), {
      path: '/api/tunedeck/password-reset',
      body: JSON.stringify({ email: custom.email }),
      localAddress: loopbackAddress(710),
    });
    expect(asked.status).toBe(204);
    const askedBuiltIn = await rawRequest(url(), {
      path: '/api/collections/users/request-password-reset',
      body: JSON.stringify({ email: builtIn.email }),
      localAddress: loopbackAddress(711),
    });
    expect(askedBuiltIn.status).toBe(204);

    for (const [user, address] of [
      [custom, 710],
      [builtIn, 711],
    ] as const) {
      const { token } = await backend().mail.latest(user.email, 'password-reset');
      const confirmed = await rawRequest(url(), {
        path: '/api/collections/users/confirm-password-reset',
        body: JSON.stringify({ token, password: 'reset-pass-2', passwordConfirm: 'reset-pass-2' }),
        localAddress: loopbackAddress(address),
      });
      expect(confirmed.status).toBe(204);
      // The new password signs in from anywhere but the locked address, which waits out its lock.
      expect((await signIn(user.email, 'reset-pass-2', address + 100)).status).toBe(200);
    }
  });

  it("guesses from many addresses meet the account's pace: a wait of seconds, never a lock", async () => {
    const owner = await rawUser(url(), 'paced-owner');
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(owner.email, 'wrong-guess', 720 + i)),
    );
    console.info(`100 wrong passwords from 100 addresses at once: ${JSON.stringify(tally(burst))}`);
    expect(tally(burst)).toEqual({ 400: PER_ACCOUNT.freeFailures, 429: 100 - PER_ACCOUNT.freeFailures });
    // The owner, from a fresh address, is told to wait at most the pace's wait, then gets in. On a loaded
    // machine the burst itself can outlast that wait: then the owner gets in at once.
    const told = await signIn(owner.email, PASSWORD, 830);
    if (told.status === 200) {
      expect(Date.now() - started).toBeGreaterThanOrEqual(PER_ACCOUNT.waitMs);
      return;
    }
    expect(told.status).toBe(429);
    expect(retryAfter(told)).toBeLessThanOrEqual(Math.ceil(PER_ACCOUNT.waitMs / 1000));
    await pause(PER_ACCOUNT.waitMs);
    expect((await signIn(owner.email, PASSWORD, 830)).status).toBe(200);
  });
});

describe('unknown emails: "User not found", a few per address', () => {
  it('probing emails from one address is throttled while another address still gets its answer', async () => {
    const musician = await rawUser(url(), 'prober-neighbour');
    const probes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`probe-${i}@example.com`, 'guess', 850)),
    );
    console.info(`50 unknown emails from one address at once: ${JSON.stringify(tally(probes))}`);
    expect(tally(probes)).toEqual({ 400: UNKNOWN.max, 429: 50 - UNKNOWN.max });
    const refused = await signIn('probe-again@example.com', 'guess', 850);
    expect(refused.status).toBe(429);
    expect(json(refused)?.message).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
    expect(retryAfter(refused)).toBeLessThanOrEqual(UNKNOWN.windowMs / 1000);
    // From that address a known email is refused alike, so the refusal tells nothing.
    expect((await signIn(musician.email, PASSWORD, 850)).status).toBe(429);

    // Another address still gets the spec's answer, and a musician there signs in.
    const answer = await signIn('probe-elsewhere@example.com', 'guess', 851);
    expect(answer.status).toBe(400);
    expect(json(answer)).toMatchObject({
      data: { email: { code: 'tunedeck_user_not_found', message: 'User not found.' } },
    });
    expect((await signIn(musician.email, PASSWORD, 851)).status).toBe(200);
  });
});

describe('superuser sign-in: the same lock per address, the same pace per superuser', () => {
  const adminLogin = (identity: string, password: string, address: number) =>
    rawRequest(url(), {
      path: '/api/collections/_superusers/auth-with-password',
      body: JSON.stringify({ identity, password }),
      localAddress: loopbackAddress(address),
    });

  it('10 wrong passwords from one address lock that address; the superuser signs in from another; a musician is unaffected', async () => {
    const musician = await rawUser(url(), 'admin-neighbour');
    const wrong: Array<{ status: number }> = [];
    for (let i = 0; i < 12; i += 1) wrong.push(await adminLogin(SUPERUSER.email, `wrong-${i}`, 900));
    console.info(`12 wrong superuser passwords from one address: ${JSON.stringify(tally(wrong))}`);
    expect(tally(wrong)).toEqual({ 400: LOGIN.lockAfter, 429: 12 - LOGIN.lockAfter });
    // From that address the right password waits too.
    const locked = await adminLogin(SUPERUSER.email, SUPERUSER.password, 900);
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(Math.ceil(LOGIN.lockMs / 1000));
    // From another address the superuser gets in at once.
    const admin = await adminLogin(SUPERUSER.email, SUPERUSER.password, 901);
    expect(admin.status).toBe(200);
    expect(json(admin)).toHaveProperty('token');
    // A musician signing in from the locked address meanwhile is not held up.
    expect((await signIn(musician.email, PASSWORD, 900)).status).toBe(200);
    // The lock ends by itself.
    await pause(LOGIN.lockMs);
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 900)).status).toBe(200);
  });

  it("probing for the superuser's email from one address locks that address, with one answer for both mistakes", async () => {
    const probes: Array<{ status: number }> = [];
    for (let i = 0; i < 12; i += 1) probes.push(await adminLogin(`admin-${i}@tunedeck.test`, 'guess', 950));
    console.info(`12 unknown superuser emails from one address: ${JSON.stringify(tally(probes))}`);
    expect(tally(probes)).toEqual({ 400: LOGIN.lockAfter, 429: 12 - LOGIN.lockAfter });
    // Another address is not held up by this one, and cannot tell an unknown email from a wrong password.
    const unknown = await adminLogin('nobody@tunedeck.test', 'guess', 951);
    const wrongPassword = await adminLogin(SUPERUSER.email, 'guess', 952);
    expect(unknown.status).toBe(400);
    expect(wrongPassword.status).toBe(400);
    expect(json(unknown)).toEqual(json(wrongPassword));
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 953)).status).toBe(200);
  });

  it("an address of TUNEDECK_ADMIN_ADDRESSES is never held up, by its own mistakes or by the superuser's pace", async () => {
    const wrong: Array<{ status: number }> = [];
    for (let i = 0; i < 30; i += 1) {
      wrong.push(await adminLogin(SUPERUSER.email, `typo-${i}`, ADMIN_ADDRESS));
    }
    console.info(
      `30 wrong superuser passwords from the allow-listed address: ${JSON.stringify(tally(wrong))}`,
    );
    expect(tally(wrong)).toEqual({ 400: 30 });
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, ADMIN_ADDRESS)).status).toBe(200);

    // Guesses from 30 other addresses at once spend the superuser's budget: the pace holds them all.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => adminLogin(SUPERUSER.email, `guess-${i}`, 960 + i)),
    );
    console.info(`30 wrong superuser passwords from 30 addresses at once: ${JSON.stringify(tally(guesses))}`);
    expect(tally(guesses)[429]).toBeGreaterThan(0);
    expect(tally(guesses)[400]).toBeLessThanOrEqual(PER_ACCOUNT.freeFailures);
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 992)).status).toBe(429);
    // The operator's address is not held up.
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, ADMIN_ADDRESS)).status).toBe(200);
  });
});
