// The library route's answer a page a line (pb_hooks/lib/library.cjs), and the adapter reading it a line
// at a time with the page free between slices (readLibraryAnswer): 5,000 tunes with 20,000 reviews are
// 6.5 MB of JSON, which parsed at once holds a phone's page for a few hundred milliseconds.
import {
  COLLECTIONS,
  createId,
  FIRST_READ_COLLECTIONS,
  LIMITS,
  type Library,
  type Review,
} from '@tunedeck/core';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { type RawLibrary, readLibraryAnswer } from '../src/storage/library-read.js';
import { PASSWORD, signUp, songRecord, TIME0, verifyUser } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** A response whose body comes in `sizes`-byte chunks (cut anywhere: inside a line, inside a letter). */
function chunked(text: string, size: number): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** Every collection as plain records, for comparing libraries whatever holds them. */
const plain = (library: Library) => JSON.parse(JSON.stringify(library)) as Record<string, unknown>;

/** The route's JSON read whole, as every collection's `{ [id]: record }` (none for one not answered). */
const plainOf = (raw: RawLibrary) =>
  Object.fromEntries(
    COLLECTIONS.map((collection) => [
      collection,
      Object.fromEntries((raw[collection] ?? []).map((record) => [record.id, record])),
    ]),
  );

const review = (song: string, n: number): Review => ({
  id: createId(),
  song,
  title: 'Señor Blues',
  grade: ((n % 4) + 1) as Review['grade'],
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: n,
  reviewed: TIME0 + n * 1000,
});

describe('the library route, a page of records a line', () => {
  it('answers one JSON value whose lines each parse alone, read a line at a time as the whole', async () => {
    const user = await signUp(backend().storage(), 'lines');
    // Past 1,000 records an account is verified.
    await verifyUser(backend().server.url, user.id);
    const song = songRecord('Señor Blues — ♭9 “voicings”');
    const reviews = Array.from({ length: 1_234 }, (_, n) => review(song.id, n));
    await user.storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song as never }] });
    for (let at = 0; at < reviews.length; at += LIMITS.changeOps)
      await user.storage.apply({
        ops: reviews
          .slice(at, at + LIMITS.changeOps)
          .map((record) => ({ type: 'create', collection: 'reviews', record }) as const),
      });
    const pb = new PocketBase(backend().server.url);
    await pb.collection('users').authWithPassword(user.email, PASSWORD);
    const answer = await fetch(`${backend().server.url}${LIBRARY_PATH}`, {
      headers: { Authorization: pb.authStore.token },
    });
    const text = await answer.text();
    const whole = JSON.parse(text) as RawLibrary;
    expect(whole.reviews).toHaveLength(1_234);

    // The layout: `{`, each collection's `"name":[` (then `,"name":[`), a line a page, `]`; the version; `}`.
    const lines = text.split('\n');
    expect(lines[0]).toBe('{');
    expect(lines.at(-1)).toBe('}');
    expect(lines.at(-2)).toBe(`,"version":${JSON.stringify(whole.version)}`);
    const start = lines.indexOf(',"reviews":[');
    const pages = lines.slice(start + 1, lines.indexOf(']', start));
    // 500 records a page: three pages, each a line that parses alone (after the first, a comma first).
    expect(pages.map((line) => (JSON.parse(`[${line.replace(/^,/, '')}]`) as unknown[]).length)).toEqual([
      500, 500, 234,
    ]);
    expect(pages.slice(1).every((line) => line.startsWith(',{'))).toBe(true);

    // Read a line at a time, in chunks cut anywhere (inside "ñ" of a review’s title, among others): the same library.
    for (const size of [11, 4096]) {
      const read = await readLibraryAnswer(chunked(text, size));
      if (read.unchanged) throw new Error('an answer of records read as unchanged');
      expect(plain(read.library)).toEqual(plainOf(whole));
      expect(read.version).toBe(whole.version);
    }

    // Read again unless that version once a tune changed: the songs alone, the rest named as kept.
    await user.storage.apply({
      ops: [{ type: 'update', collection: 'songs', id: song.id, patch: { notes: 'Swing.' } as never }],
    });
    const since = await fetch(`${backend().server.url}${LIBRARY_PATH}?unless=${whole.version}`, {
      headers: { Authorization: pb.authStore.token },
    });
    const changed = await readLibraryAnswer(since);
    if (changed.unchanged) throw new Error('a change read as unchanged');
    expect(changed.kept).toEqual(FIRST_READ_COLLECTIONS.filter((name) => name !== 'songs'));
    expect(changed.library.songs[song.id]?.notes).toBe('Swing.');
    expect(changed.library.reviews.size).toBe(0);
    expect(changed.version).not.toBe(whole.version);
  });

  it('reads an answer on one line whole, and unchanged as unchanged', async () => {
    expect(await readLibraryAnswer(chunked('{"unchanged":true}', 5))).toEqual({ unchanged: true });
    const song = songRecord('Nardis');
    const oneLine = JSON.stringify({ songs: [song], pickerSet: 'set000000000001', version: 'v1' });
    const read = await readLibraryAnswer(chunked(oneLine, 3));
    if (read.unchanged) throw new Error('read as unchanged');
    expect(read.library.songs[song.id]).toEqual(song);
    expect(read.library.reviews.size).toBe(0);
    expect(read).toMatchObject({ version: 'v1', pickerSet: 'set000000000001' });
  });

  it('refuses an answer cut short, even at the end of a line: it is no library', async () => {
    const song = songRecord('Nardis');
    const lines = ['{', '"songs":[', JSON.stringify(song), ']', ',"version":"v"', '}'];
    for (const kept of [2, 3, 4, 5]) {
      const cut = readLibraryAnswer(chunked(lines.slice(0, kept).join('\n'), 8));
      await expect(cut).rejects.toThrow(/cut short/);
    }
    await expect(readLibraryAnswer(chunked('{"unchanged":tr', 4))).rejects.toThrow();
    const whole = await readLibraryAnswer(chunked(lines.join('\n'), 8));
    expect(whole.unchanged ? null : whole.library.songs[song.id]).toEqual(song);
  });

  it('gives the page its turn between slices of the work', async () => {
    const pages = Array.from(
      { length: 20 },
      (_, page) =>
        `${page > 0 ? ',' : ''}${Array.from({ length: 50 }, (_, n) => JSON.stringify(review('song00000000001', page * 50 + n))).join(',')}`,
    );
    const text = ['{', '"reviews":[', ...pages, ']', ',"version":"v"', '}'].join('\n');
    // A timer set before the read runs while it goes on: with slices of no time, after its first line.
    let linesBeforeTimer = -1;
    let read = 0;
    const response = chunked(text, 1 << 20);
    const reading = readLibraryAnswer(response, { sliceMs: 0 }).then((answer) => {
      read = answer.unchanged ? 0 : answer.library.reviews.size;
    });
    setTimeout(() => {
      linesBeforeTimer = read;
    }, 0);
    await reading;
    expect(read).toBe(1_000);
    // The timer ran before the whole answer was taken (the read's result was not there yet).
    expect(linesBeforeTimer).toBe(0);
  });
});
