import { LIMITS, normaliseText, titleKey, titleProblem } from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_PATH } from '../src/storage/apply.js';
import { newId, PASSWORD, signUp, songRecord, type TestUser, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

// Code points from many scripts, plus the characters the title rules care about.
const ALPHABET = [
  ...'abcXYZ019 .. \t\n•~*/[]\'"\\{}%_',
  ...'éÉßøåÅçñ',
  ...'ΑβΓδ',
  ...'жЖя',
  ...'日本語',
  ...'한국',
  ...'עברית',
  ...'عربى',
  '\u00a0',
  '\u2028',
  '\u200b',
  '🎵',
  '🎷',
  '\u0301',
];

function randomTitle(random: () => number): string {
  const length = 1 + Math.floor(random() * (random() < 0.02 ? 260 : 40));
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

interface Musician extends TestUser {
  token: string;
}

describe('hand-written requests with bad input', () => {
  let user: TestUser;
  let token: string;
  let other: TestUser;

  const send = async (path: string, body: unknown, as = token) => {
    const response = await fetch(`${backend().server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: as },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Record<string, unknown>,
    };
  };

  beforeAll(async () => {
    user = await signUp(backend().storage(), 'bad-input');
    other = await signUp(backend().storage(), 'bad-input-other');
    const login = await send('/api/collections/users/auth-with-password', {
      identity: user.email,
      password: PASSWORD,
    });
    token = (login.body as { token: string }).token;
  });

  /** One step through the change route, as a hand-written client sends it. */
  const write = (type: 'create' | 'upsert', collection: string, record: object) =>
    send(CHANGES_PATH, { ops: [{ type, collection, record }] });

  it('refuses the titles the forms refuse with a field code', async () => {
    for (const title of ['', '   ', '.Intro', 'Intro.', 'A..B', 'x'.repeat(LIMITS.title + 1), ' . ']) {
      const answer = await write('create', 'songs', songRecord(title));
      expect(answer.status, JSON.stringify(title)).toBe(400);
      expect(answer.body).toMatchObject({
        data: { title: { code: expect.stringMatching(/title|required/) } },
      });
    }
    const set = await write('create', 'sets', { id: newId(), name: ' \t ', created: TIME0 + 1 });
    expect(set.status).toBe(400);
  });

  it('compares titles as core does, beyond ASCII: "Évora" and "éVORA" are one title', async () => {
    const first = await write('create', 'wishlist', { id: newId(), title: 'Évora', created: TIME0 + 1 });
    expect(first.status).toBe(204);
    const second = await write('create', 'wishlist', { id: newId(), title: 'éVORA', created: TIME0 + 1 });
    expect(second.status).toBe(400);
    for (const error of Object.values(second.body.data as object)) {
      expect(error).toMatchObject({ code: 'validation_not_unique' });
    }
    const wish = { id: newId(), title: 'ÉVORA', created: TIME0 + 2 };
    await expect(
      user.storage.apply({ ops: [{ type: 'create', collection: 'wishlist', record: wish }] }),
    ).rejects.toMatchObject({ code: 'wish-title-taken' });
    // The hidden comparison key never leaves the server.
    const listed = await fetch(`${backend().server.url}/api/collections/wishlist/records`, {
      headers: { authorization: token },
    });
    const { items } = (await listed.json()) as { items: object[] };
    expect(items).toHaveLength(1);
    for (const item of items) expect(item).not.toHaveProperty('titleKey');
  });

  it('refuses foreign ids, oversized notes, malformed picker states and unknown values', async () => {
    const foreignSong = await write('create', 'memberships', {
      id: newId(),
      set: user.firstSet,
      song: newId(),
    });
    expect(foreignSong.status).toBe(400);
    const foreignSet = await write('create', 'memberships', {
      id: newId(),
      set: other.firstSet,
      song: newId(),
    });
    expect(foreignSet.status).toBe(400);
    const notes = await write('create', 'songs', songRecord('Long', { notes: 'n'.repeat(LIMITS.notes + 1) }));
    expect(notes.status).toBe(400);
    expect(notes.body).toMatchObject({ data: { notes: { code: expect.any(String) } } });
    const key = await write('create', 'songs', songRecord('Key', { key: 'H' }));
    expect(key.status).toBe(400);
    for (const state of [null, 'x', { played: 'all' }, { played: [], bag: [], keyBag: [], current: null }]) {
      const picker = await write('upsert', 'pickers', { id: user.firstSet, set: user.firstSet, state });
      expect(picker.status, JSON.stringify(state)).toBe(400);
    }
    const { songs, pickers } = await user.storage.loadLibrary();
    expect(songs).toEqual({});
    expect(pickers).toEqual({});
  });

  /** Writes songs of these titles for a musician as one change: the answer's status. */
  const writers = {
    'change route': async (as: Musician, titles: string[]) => {
      const ops = titles.map((title) => {
        return { type: 'create', collection: 'songs', record: songRecord(title) };
      });
      return (await send(CHANGES_PATH, { ops }, as.token)).status;
    },
  };

  for (const [way, write] of Object.entries(writers)) {
    it(`takes 10,000 random unicode titles (${way}): valid ones stored as normalised, invalid ones refused`, async () => {
      const user = await signUp(backend().storage(), `unicode-${way.replace(' ', '-')}`);
      const login = await send('/api/collections/users/auth-with-password', {
        identity: user.email,
        password: PASSWORD,
      });
      const musician = { ...user, token: (login.body as { token: string }).token };
      let seed = 42;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const titles = Array.from({ length: 10_000 }, () => randomTitle(random));
      const seen = new Set<string>();
      const valid: string[] = [];
      const invalid: string[] = [];
      for (const title of titles) {
        if (titleProblem(title)) invalid.push(title);
        else if (!seen.has(titleKey(title))) {
          seen.add(titleKey(title));
          valid.push(title);
        }
      }
      expect(invalid.length).toBeGreaterThan(100);
      for (let start = 0; start < valid.length; start += 2500) {
        expect(await write(musician, valid.slice(start, start + 2500))).toBe(204);
      }
      // Invalid titles, a few per request: each fails as a whole with a 400 naming the first bad step.
      for (let start = 0; start < invalid.length; start += 3) {
        expect(await write(musician, invalid.slice(start, start + 3))).toBe(400);
      }
      const stored = Object.values((await musician.storage.loadLibrary()).songs);
      expect(stored).toHaveLength(valid.length);
      expect(stored.filter((tune) => titleProblem(tune.title) !== null)).toEqual([]);
      expect(new Set(stored.map((tune) => tune.title))).toEqual(new Set(valid.map(normaliseText)));
      const health = await fetch(`${backend().server.url}/api/health`);
      expect(health.status).toBe(200);
    }, 60_000);
  }
});
