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
  type RawUser,
  rawRequest,
  rawUser,
  useSecurityBackend,
} from './support.js';

// Core's default throttles, with a login policy for a test's pace: 3 failures answered at once, a 3 s
// wait before the 4th (longer than a burst takes on a loaded machine), then a 3 s lock.
const LOGIN = { ...DEFAULT_THROTTLE_POLICY.login, slowdownStepMs: 3000, lockAfter: 4, lockMs: 3000 };
const backend = useSecurityBackend({ throttles: { login: LOGIN } });
const url = () => backend().server.url;

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

describe('wrong passwords: throttled per account, from any number of addresses', () => {
  let owner: RawUser;
  const login = (password: string, i: number) =>
    rawRequest(url(), {
      path: '/api/collections/users/auth-with-password',
      body: JSON.stringify({ identity: owner.email, password }),
      localAddress: loopbackAddress(700 + (i % 200)),
    });

  beforeAll(async () => {
    owner = await rawUser(url(), 'login-owner');
  });

  it('100 guesses from 100 addresses at once: 3 are checked, then the lock; the owner gets in after it', async () => {
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => login('wrong-guess', i)));
    console.info(`100 wrong passwords from 100 addresses at once: ${JSON.stringify(tally(burst))}`);
    expect(tally(burst)).toEqual({ 400: LOGIN.freeFailures, 429: 100 - LOGIN.freeFailures });

    // An attacker who keeps guessing every 50 ms from new addresses for 4 s: one more check after the
    // 3 s wait, then the lock.
    let checked = LOGIN.freeFailures;
    const until = Date.now() + 4000;
    for (let i = 0; Date.now() < until; i += 1) {
      if ((await login('wrong-guess', i)).status === 400) checked += 1;
      await new Promise((done) => setTimeout(done, 50));
    }
    console.info(`guessing every 50 ms for 4 s more: ${checked} passwords checked in all`);
    expect(checked).toBe(LOGIN.lockAfter);

    // Locked: even the right password waits, and learns nothing.
    const locked = await login(PASSWORD, 0);
    expect(locked.status).toBe(429);
    const retryAfter = Number(String(json(locked)?.message).match(/in (\d+) s/)?.[1]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(LOGIN.lockMs / 1000));
    await new Promise((done) => setTimeout(done, LOGIN.lockMs));
    const owners = await login(PASSWORD, 1);
    expect(owners.status).toBe(200);
    // And the failures are forgotten.
    expect((await login('wrong-again', 2)).status).toBe(400);
    expect((await login(PASSWORD, 3)).status).toBe(200);
  });
});

describe('superuser sign-in: the same waits and lock, per superuser and per address', () => {
  const adminLogin = (identity: string, password: string, address: number) =>
    rawRequest(url(), {
      path: '/api/collections/_superusers/auth-with-password',
      body: JSON.stringify({ identity, password }),
      localAddress: loopbackAddress(address),
    });
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('12 wrong passwords from one address are throttled; the lock refuses the right one; a musician is unaffected', async () => {
    const musician = await rawUser(url(), 'admin-neighbour');
    const wrong: Array<{ status: number }> = [];
    for (let i = 0; i < 12; i += 1) wrong.push(await adminLogin(SUPERUSER.email, `wrong-${i}`, 900));
    console.info(`12 wrong superuser passwords from one address: ${JSON.stringify(tally(wrong))}`);
    expect(tally(wrong)).toEqual({ 400: LOGIN.freeFailures, 429: 12 - LOGIN.freeFailures });
    // While the account waits, the right password waits too, from this address or any other.
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 900)).status).toBe(429);
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 901)).status).toBe(429);
    // A musician signing in from the same address meanwhile is not held up.
    const neighbour = await rawRequest(url(), {
      path: '/api/collections/users/auth-with-password',
      body: JSON.stringify({ identity: musician.email, password: PASSWORD }),
      localAddress: loopbackAddress(900),
    });
    expect(neighbour.status).toBe(200);

    // After the wait one more password is checked, and that failure locks the account.
    await pause(LOGIN.slowdownStepMs);
    expect((await adminLogin(SUPERUSER.email, 'wrong-after-wait', 900)).status).toBe(400);
    const locked = await adminLogin(SUPERUSER.email, SUPERUSER.password, 902);
    expect(locked.status).toBe(429);
    const retryAfter = Number(String(json(locked)?.message).match(/in (\d+) s/)?.[1]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(LOGIN.lockMs / 1000));
    // The lock ends by itself: the superuser gets in, and the failures are forgotten.
    await pause(LOGIN.lockMs);
    const admin = await adminLogin(SUPERUSER.email, SUPERUSER.password, 903);
    expect(admin.status).toBe(200);
    expect(json(admin)).toHaveProperty('token');
    expect((await adminLogin(SUPERUSER.email, 'wrong-once-more', 903)).status).toBe(400);
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 903)).status).toBe(200);
  });

  it("probing for the superuser's email from one address meets the same waits, with one answer for both mistakes", async () => {
    const probes: Array<{ status: number }> = [];
    for (let i = 0; i < 12; i += 1) probes.push(await adminLogin(`admin-${i}@tunedeck.test`, 'guess', 950));
    console.info(`12 unknown superuser emails from one address: ${JSON.stringify(tally(probes))}`);
    expect(tally(probes)).toEqual({ 400: LOGIN.freeFailures, 429: 12 - LOGIN.freeFailures });
    // Another address is not held up by this one, and cannot tell an unknown email from a wrong password.
    const unknown = await adminLogin('nobody@tunedeck.test', 'guess', 951);
    const wrongPassword = await adminLogin(SUPERUSER.email, 'guess', 952);
    expect(unknown.status).toBe(400);
    expect(wrongPassword.status).toBe(400);
    expect(json(unknown)).toEqual(json(wrongPassword));
    // The superuser signs in from elsewhere, which forgets that one failure.
    expect((await adminLogin(SUPERUSER.email, SUPERUSER.password, 953)).status).toBe(200);
  });
});
