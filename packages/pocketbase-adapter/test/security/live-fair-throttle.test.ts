// Fair throttling of band follow against a real server with core's live-miss throttle (10 misses per
// address in 10 minutes): a venue's one network address full of honest bandmates is never locked out,
// whatever old links they open or however often their pages read their own link again, and a guesser
// still is. Ended shares are remembered within a bound (three here, to see the oldest forgotten).
import { isLiveToken } from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIME0 } from '../support/fixtures.js';
import {
  json,
  loopbackAddress,
  postChange,
  type RawUser,
  rawRequest,
  rawUser,
  useSecurityBackend,
} from './support.js';

const backend = useSecurityBackend({ throttles: { liveEnded: { max: 3 } } });
const url = () => backend().server.url;

const LIVE = '/api/tunedeck/live';
const read = async (token: string, localAddress: string) =>
  (await rawRequest(url(), { method: 'GET', path: `${LIVE}/${token}`, localAddress })).status;

/** Starts a share of the leader's set (ending the one before) and gives its token. */
async function share(leader: RawUser): Promise<string> {
  const started = await rawRequest(url(), {
    path: LIVE,
    headers: { authorization: leader.token },
    body: JSON.stringify({ set: leader.firstSet }),
  });
  expect(started.status).toBe(200);
  const token = String(json(started)?.token);
  expect(isLiveToken(token)).toBe(true);
  return token;
}

async function stop(leader: RawUser) {
  const stopped = await rawRequest(url(), {
    method: 'DELETE',
    path: LIVE,
    headers: { authorization: leader.token },
  });
  expect(stopped.status).toBe(204);
}

/** Tokens that never opened a share: a guesser's. */
const guess = (i: number) => i.toString(16).padStart(32, 'b');

describe('fair throttling of live shares', () => {
  let leader: RawUser;
  beforeAll(async () => {
    leader = await rawUser(url(), 'fair-leader');
    const made = await postChange(url(), leader, [
      {
        type: 'create',
        collection: 'songs',
        record: {
          id: 'solarsolar12345',
          title: 'Solar',
          key: 'C',
          knowledge: 'new',
          notes: '',
          composer: '',
          style: '',
          created: TIME0 + 1,
        },
      },
    ]);
    expect(made.status).toBe(204);
  });

  it('never locks out 30 bandmates behind one address: tonight’s link, re-reads, last week’s link, the end', async () => {
    const lastWeek = await share(leader);
    // Starting tonight's share ends last week's.
    const tonight = await share(leader);
    const venue = loopbackAddress(120);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const seen: number[] = [];
        // A third of the band opens last week's link first, twice (the page reloaded).
        if (i % 3 === 0) for (let n = 0; n < 2; n += 1) seen.push(await read(lastWeek, venue));
        // Tonight's link, then the page reading it again (a phone woken up, the network back).
        for (let n = 0; n < 3; n += 1) seen.push(await read(tonight, venue));
        return seen;
      }),
    );
    const all = statuses.flat();
    expect(all.filter((status) => status === 404)).toHaveLength(20);
    expect(all.filter((status) => status === 200)).toHaveLength(90);
    expect(all).not.toContain(429);

    // The leader stops: every page reads its own link again on hearing the end, twice.
    await stop(leader);
    const afterEnd = await Promise.all(
      Array.from({ length: 30 }, async () => [await read(tonight, venue), await read(tonight, venue)]),
    );
    expect(afterEnd.flat()).toEqual(Array(60).fill(404));
    // And the leader shares again: the whole band opens the new link from the same address.
    const again = await share(leader);
    const joined = await Promise.all(Array.from({ length: 30 }, () => read(again, venue)));
    expect(joined).toEqual(Array(30).fill(200));
    await stop(leader);
  });

  it('still refuses a guesser: ended links are free, tokens never seen count, then every read is refused', async () => {
    // The second share ends the first.
    const ended = await share(leader);
    const open = await share(leader);
    const guesser = loopbackAddress(121);
    // Old links cost nothing, however many times.
    for (let i = 0; i < 15; i += 1) expect(await read(ended, guesser)).toBe(404);
    // Tokens that never opened a share, malformed ones among them, count: 10, then 429.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1) guesses.push(await read(i === 5 ? 'not-a-token' : guess(i), guesser));
    expect(guesses).toEqual([...Array(10).fill(404), 429]);
    // Locked out: the live link too, and the ended one.
    expect(await read(open, guesser)).toBe(429);
    expect(await read(ended, guesser)).toBe(429);
    // Another address is not held up by it.
    expect(await read(open, loopbackAddress(122))).toBe(200);
    await stop(leader);
  });

  it('remembers ended shares within its bound: the oldest forgotten counts as a miss again', async () => {
    const ended: string[] = [];
    for (let i = 0; i < 4; i += 1) ended.push(await share(leader));
    await stop(leader);
    // Four ended, three remembered (the bound here): the first is forgotten.
    const [forgotten, ...remembered] = ended;
    const reader = loopbackAddress(123);
    for (let i = 0; i < 12; i += 1)
      for (const token of remembered) expect(await read(token, reader)).toBe(404);
    const misses: number[] = [];
    for (let i = 0; i < 11; i += 1) misses.push(await read(forgotten!, loopbackAddress(124)));
    expect(misses).toEqual([...Array(10).fill(404), 429]);
  });
});
