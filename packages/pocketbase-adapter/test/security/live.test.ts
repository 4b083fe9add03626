// Band follow against a hand-written client: a live share's token opens its view and nothing else (no
// ids, notes, email or other sets), nothing is written through it, the records themselves are closed to
// every API rule, and an address guessing tokens is refused, hits and misses alike.
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

const backend = useSecurityBackend();
const url = () => backend().server.url;

const LIVE = '/api/tunedeck/live';
const get = (path: string, token?: string, localAddress?: string) =>
  rawRequest(url(), {
    method: 'GET',
    path,
    ...(token ? { headers: { authorization: token } } : {}),
    ...(localAddress ? { localAddress } : {}),
  });

describe('a live share through its token', () => {
  let leader: RawUser;
  let token: string;
  beforeAll(async () => {
    leader = await rawUser(url(), 'live-leader');
    const solar = {
      id: 'solarsolar12345',
      title: 'Solar',
      key: 'C',
      knowledge: 'new',
      notes: 'Secret notes',
      composer: '',
      style: '',
      created: TIME0 + 1,
    };
    const picked = {
      id: leader.firstSet,
      set: leader.firstSet,
      state: {
        played: [],
        bag: [],
        keyBag: [],
        current: { song: solar.id, key: 'C' },
        version: 1,
        updated: TIME0 + 5,
      },
    };
    const made = await postChange(url(), leader, [
      { type: 'create', collection: 'songs', record: solar },
      {
        type: 'create',
        collection: 'memberships',
        record: { id: 'membership12345', set: leader.firstSet, song: solar.id },
      },
      { type: 'upsert', collection: 'pickers', record: picked },
    ]);
    expect(made.status).toBe(204);
    const started = await rawRequest(url(), {
      path: LIVE,
      headers: { authorization: leader.token },
      body: JSON.stringify({ set: leader.firstSet }),
    });
    expect(started.status).toBe(200);
    token = String(json(started)?.token);
    expect(isLiveToken(token)).toBe(true);
  });

  it('gives a guest the view alone: the set name, the called tune and its key, no id, note or email', async () => {
    const answer = await get(`${LIVE}/${token}`);
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({
      view: {
        version: 1,
        setName: 'First set',
        current: { title: 'Solar', key: 'C', time: TIME0 + 5, chart: null },
        recent: [],
      },
    });
    for (const secret of ['Secret notes', 'solarsolar12345', leader.firstSet, leader.id, leader.email])
      expect(answer.body).not.toContain(secret);
  });

  it('gives nothing without the token, with a wrong one, or to the record API', async () => {
    expect((await get(`${LIVE}/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await get(`${LIVE}/${token.toUpperCase()}`)).status).toBe(404);
    expect((await get(`${LIVE}/`)).status).toBe(404);
    // The records: no rule opens them, to a guest or to the leader.
    for (const auth of [undefined, leader.token]) {
      const list = await get('/api/collections/live_shares/records', auth);
      expect([403, 404]).toContain(list.status);
      expect(list.body).not.toContain(token);
    }
  });

  it('lets nobody write through it: not a guest, not another musician', async () => {
    const other = await rawUser(url(), 'live-other');
    for (const auth of [undefined, other.token]) {
      const headers = auth ? { authorization: auth } : undefined;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await rawRequest(url(), {
          method,
          path: `${LIVE}/${token}`,
          body: '{}',
          ...(headers ? { headers } : {}),
        });
        expect(answer.status, `${method} as ${auth ? 'another musician' : 'a guest'}`).toBeGreaterThanOrEqual(
          400,
        );
      }
      const create = await rawRequest(url(), {
        path: '/api/collections/live_shares/records',
        body: JSON.stringify({ owner: leader.id, set: leader.firstSet, token: 'f'.repeat(32), started: 1 }),
        ...(headers ? { headers } : {}),
      });
      expect(create.status).toBeGreaterThanOrEqual(400);
    }
    // Another musician's stop() and start() with the leader's set change nothing of the leader's share.
    expect(
      (await rawRequest(url(), { method: 'DELETE', path: LIVE, headers: { authorization: other.token } }))
        .status,
    ).toBe(204);
    const taken = await rawRequest(url(), {
      path: LIVE,
      headers: { authorization: other.token },
      body: JSON.stringify({ set: leader.firstSet }),
    });
    expect(taken.status).toBe(404);
    expect((await get(`${LIVE}/${token}`)).status).toBe(200);
    expect((await get(`${LIVE}/${token}`, other.token)).status).toBe(200);
    // A guest cannot start, find or stop a share.
    for (const method of ['POST', 'GET', 'DELETE'])
      expect((await rawRequest(url(), { method, path: LIVE, body: '{}' })).status).toBe(401);
  });

  it('refuses an address that guesses: after 10 misses in 10 minutes, every read, the right token too', async () => {
    const guesser = loopbackAddress(77);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const guess = i.toString(16).padStart(32, 'a');
      statuses.push((await get(`${LIVE}/${guess}`, undefined, guesser)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429, 429]);
    expect((await get(`${LIVE}/${token}`, undefined, guesser)).status).toBe(429);
    // Another address is not held up by it.
    expect((await get(`${LIVE}/${token}`, undefined, loopbackAddress(78))).status).toBe(200);
  });

  it('ends at stop: the token opens nothing again', async () => {
    const stopped = await rawRequest(url(), {
      method: 'DELETE',
      path: LIVE,
      headers: { authorization: leader.token },
    });
    expect(stopped.status).toBe(204);
    expect((await get(`${LIVE}/${token}`, undefined, loopbackAddress(79))).status).toBe(404);
  });
});
