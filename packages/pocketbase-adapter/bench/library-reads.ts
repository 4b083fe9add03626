// The largest library one account may hold (core's LIMITS), written through the change route, then read
// by six devices at once: how much the server's memory grows while the reads are in flight. The reads
// are answered a page at a time (pb_hooks/lib/library.cjs), so the growth does not follow the library.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { initialPickerState, LIMITS } from '@tunedeck/core';
import type { PocketBaseServer } from '@tunedeck/pocketbase/server';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A record id as PocketBase's are (15 of a-z0-9). */
export const id = () => [...randomBytes(15)].map((byte) => ALPHABET[byte % 36]).join('');
export const DAY = 24 * 60 * 60 * 1000;

/** Resident memory of a process and its peak since the peak was last reset, in MiB (Linux). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/** A POST to the server's API as a JSON body, its JSON answer (throws on an error status). */
export async function post(url: string, path: string, body: unknown, token = '') {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Every record of the largest library allowed, as the steps that create them. */
export function largestLibraryOps(firstSet: string) {
  const now = Date.now();
  const { songs: songCount, sets: setCount } = LIMITS.accountRecords;
  const wishCount = LIMITS.accountRecords.wishlist;
  const create = (collection: string, record: object) => ({ type: 'create', collection, record });
  const notes = 'Head AABA, solos on the bridge changes, trade fours, ending: tag the last A twice. '.repeat(
    12,
  );
  const songs = Array.from({ length: songCount }, (_, i) => ({
    id: id(),
    title: `Standard ${i + 1}`,
    key: 'B flat',
    knowledge: (['new', 'med', 'know'] as const)[i % 3],
    notes,
    composer: 'A Composer',
    style: 'Medium Swing',
    created: now - DAY,
  }));
  const sets = [firstSet, ...Array.from({ length: setCount - 1 }, () => id())];
  // The library's total is LIMITS.accountTotal: what is left after tunes, sets and wishes is memberships.
  const membershipCount = LIMITS.accountTotal - songCount - setCount - wishCount;
  const memberships = Array.from({ length: membershipCount }, (_, i) => ({
    id: id(),
    set: sets[Math.floor(i / songCount)]!,
    song: songs[i % songCount]!.id,
  }));
  const gigCount = LIMITS.historyPlays / LIMITS.gigPlays;
  const gigs = Array.from({ length: gigCount }, (_, i) => ({
    id: id(),
    set: firstSet,
    setName: 'Standards',
    started: now - (gigCount - i) * DAY,
  }));
  const plays = Array.from({ length: LIMITS.historyPlays }, (_, i) => {
    const song = songs[i % songCount]!;
    const gig = gigs[Math.floor(i / LIMITS.gigPlays)]!;
    return { id: id(), gig: gig.id, song: song.id, title: song.title, key: 'F', played: gig.started + i };
  });
  const cards = songs.map((song) => ({
    id: song.id,
    song: song.id,
    due: now,
    stability: 12.345678,
    difficulty: 5.4321,
    scheduled: 12,
    reps: 4,
    lapses: 1,
    state: 2,
    last: now - 12 * DAY,
  }));
  const reviews = Array.from({ length: LIMITS.reviews }, (_, i) => {
    const song = songs[i % songCount]!;
    return {
      id: id(),
      song: song.id,
      title: song.title,
      grade: 3,
      source: 'practice',
      key: 'F',
      level: 'med',
      seconds: 300,
      reviewed: now - 2 * DAY + i,
    };
  });
  const ops = [
    ...songs.map((record) => create('songs', record)),
    ...sets.slice(1).map((set, i) => create('sets', { id: set, name: `Set ${i + 2}`, created: now - DAY })),
    ...sets.map((set) => create('pickers', { id: set, set, state: initialPickerState(now - DAY) })),
    ...memberships.map((record) => create('memberships', record)),
    ...Array.from({ length: wishCount }, (_, i) =>
      create('wishlist', { id: id(), title: `Wish ${i + 1}`, created: now }),
    ),
    ...gigs.map((record) => create('gigs', record)),
    ...plays.map((record) => create('plays', record)),
    ...cards.map((record) => create('cards', record)),
    ...reviews.map((record) => create('reviews', record)),
  ];
  return ops;
}

/** Every record of the largest library allowed, as changes of at most LIMITS.changeOps steps. */
function largestLibrary(firstSet: string) {
  const ops = largestLibraryOps(firstSet);
  const changes: unknown[][] = [];
  for (let start = 0; start < ops.length; start += LIMITS.changeOps)
    changes.push(ops.slice(start, start + LIMITS.changeOps));
  return { changes, records: ops.length + 1 };
}

export async function measureLibraryReads(
  server: PocketBaseServer,
  verify: (id: string) => Promise<unknown>,
): Promise<{
  records: number;
  bytes: number;
  before: number;
  peak: number;
  growth: number;
  slowest: number;
}> {
  const email = `bench-largest-${Date.now()}@example.com`;
  const password = 'bench-pass-1';
  await post(server.url, '/api/collections/users/records', { email, password, passwordConfirm: password });
  const login = await post(server.url, '/api/collections/users/auth-with-password', {
    identity: email,
    password,
  });
  const token = String(login.token);
  const user = login.record as { id: string; pickerSet: string };
  await verify(user.id);
  const { changes, records } = largestLibrary(user.pickerSet);
  for (const ops of changes) await post(server.url, '/api/tunedeck/changes', { ops }, token);

  // Settled, and the peak reset (writing 5 to clear_refs resets VmHWM): the peak is the reads'.
  await new Promise((done) => setTimeout(done, 2000));
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const before = memory(server.pid).rss;
  let bytes = 0;
  let slowest = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      const began = performance.now();
      const answer = await fetch(`${server.url}/api/tunedeck/library`, {
        headers: { authorization: token, 'accept-encoding': 'gzip' },
      });
      const library = (await answer.json()) as Record<string, unknown[]>;
      const count = Object.values(library).reduce((sum, list) => sum + list.length, 0);
      if (count !== records) throw new Error(`a read gave ${count} records, not ${records}`);
      bytes = JSON.stringify(library).length;
      slowest = Math.max(slowest, performance.now() - began);
    }),
  );
  const { peak } = memory(server.pid);
  return { records, bytes, before, peak, growth: peak - before, slowest };
}
