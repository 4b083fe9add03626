import { createId, LIMITS } from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { songRecord, TIME0, verifyUser } from '../support/fixtures.js';
import {
  json,
  postChange,
  type RawUser,
  rawRequest,
  rawUser,
  rssMiB,
  useSecurityBackend,
} from './support.js';

const backend = useSecurityBackend();
const TWENTY_MB = 20 * 1024 * 1024;

describe('oversized bodies cost the server nothing', () => {
  let ann: RawUser;
  let bob: RawUser;
  const url = () => backend().server.url;

  /** Bob's one-song write, timed: what an ordinary user feels while the attack runs. */
  const bobWrites = async (count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const answer = await postChange(url(), bob, [
        {
          type: 'create',
          collection: 'wishlist',
          record: { id: createId(Math.random), title: `Wish ${createId(Math.random)}`, created: TIME0 + 1 },
        },
      ]);
      expect(answer.status).toBe(204);
      times.push(performance.now() - started);
    }
    return times;
  };

  /** Sends `body` while Bob writes; returns the answer, Bob's delay and the server's memory growth. */
  async function attack(path: string, body: string, token = '') {
    // The slowest of Bob's writes before and during the attack: machine noise shows in both.
    const baseline = Math.max(...(await bobWrites(5)));
    const before = rssMiB(backend().server.pid);
    const [answer, during] = await Promise.all([
      rawRequest(url(), { path, body, headers: token ? { authorization: token } : {} }),
      new Promise((done) => setTimeout(done, 5)).then(() => bobWrites(5)),
    ]);
    const growth = rssMiB(backend().server.pid) - before;
    const delay = Math.max(...during) - baseline;
    console.info(
      `${path}: ${(body.length / 1024 / 1024).toFixed(0)} MB answered ${answer.status} in ${answer.ms.toFixed(1)} ms; ` +
        `server memory +${growth.toFixed(1)} MiB; another user's write ${baseline.toFixed(1)} ms -> at most ${Math.max(...during).toFixed(1)} ms`,
    );
    return { answer, growth, delay };
  }

  beforeAll(async () => {
    ann = await rawUser(url(), 'size-ann');
    // Verified: the long-notes change holds more than an unverified account may.
    await verifyUser(url(), ann.id);
    bob = await rawUser(url(), 'size-bob');
  });

  it('a 20 MB notes field through the change route, signed in: 413 at once', async () => {
    const ops = [
      { type: 'create', collection: 'songs', record: songRecord('Huge', { notes: 'x'.repeat(TWENTY_MB) }) },
    ];
    const { answer, growth, delay } = await attack(
      '/api/tunedeck/changes',
      JSON.stringify({ ops }),
      ann.token,
    );
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThanOrEqual(200);
    expect(growth).toBeLessThanOrEqual(64);
    expect(delay).toBeLessThanOrEqual(100);
  });

  it('a 20 MB guest contact message: 413 at once', async () => {
    const body = JSON.stringify({
      email: 'guest@example.com',
      subject: 'Hi',
      message: 'x'.repeat(TWENTY_MB),
    });
    const { answer, growth, delay } = await attack('/api/tunedeck/contact', body);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThanOrEqual(200);
    expect(growth).toBeLessThanOrEqual(64);
    expect(delay).toBeLessThanOrEqual(100);
  });

  it('other routes take at most LIMITS.requestBytes; a body sent without a length is read up to the limit only', async () => {
    const justOver = JSON.stringify({ identity: 'x'.repeat(LIMITS.requestBytes), password: 'secret' });
    const login = await rawRequest(url(), {
      path: '/api/collections/users/auth-with-password',
      body: justOver,
    });
    expect(login.status).toBe(413);
    const message = { email: 'guest@example.com', subject: 'Hi', message: 'x'.repeat(LIMITS.contactBytes) };
    const chunked = await rawRequest(url(), {
      path: '/api/tunedeck/contact',
      body: JSON.stringify(message),
      chunked: true,
    });
    // PocketBase stops reading at the limit and refuses the body it could not read whole.
    expect(chunked.status).toBeOneOf([400, 413]);
    expect(json(chunked)?.status).toBe(chunked.status);
    const small = await rawRequest(url(), {
      path: '/api/tunedeck/contact',
      body: JSON.stringify({ ...message, message: 'Hello' }),
      chunked: true,
    });
    expect(small.status).toBe(204);
  });

  it('1,000 songs with 9,500-character notes (valid) are stored, with no per-character cost', async () => {
    const ops = Array.from({ length: 1000 }, (_, i) => ({
      type: 'create',
      collection: 'songs',
      record: songRecord(`Long notes ${i}`, { notes: 'x'.repeat(9500) }),
    }));
    const body = JSON.stringify({ ops });
    expect(body.length).toBeLessThanOrEqual(LIMITS.changeBytes);
    const answer = await rawRequest(url(), {
      path: '/api/tunedeck/changes',
      body,
      headers: { authorization: ann.token },
    });
    console.info(
      `1,000 songs x 9,500-character notes (${(body.length / 1e6).toFixed(1)} MB): ${answer.status} in ${answer.ms.toFixed(0)} ms`,
    );
    expect(answer.status).toBe(204);
  });

  it('a text over its limit is refused with the field code, however long', async () => {
    const ops = [
      {
        type: 'create',
        collection: 'songs',
        record: songRecord('Too long', { notes: 'x'.repeat(LIMITS.notes + 1) }),
      },
    ];
    const answer = await postChange(url(), ann, ops);
    expect(answer).toMatchObject({ status: 400, body: { data: { notes: { code: 'tunedeck_too_long' } } } });
    const title = await postChange(url(), ann, [
      { type: 'create', collection: 'songs', record: songRecord('t'.repeat(3 * 1024 * 1024)) },
    ]);
    expect(title).toMatchObject({
      status: 400,
      body: { data: { title: { code: 'tunedeck_invalid_title' } } },
    });
  });
});
