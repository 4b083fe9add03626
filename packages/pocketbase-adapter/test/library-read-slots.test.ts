import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { PASSWORD, signUp, songRecord, verifyUser } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

// This file's server writes one library read at a time (the default is 2): the limit that keeps the
// server's memory bounded however many musicians open their library at once.
process.env.TUNEDECK_LIBRARY_READS = '1';
afterAll(() => {
  delete process.env.TUNEDECK_LIBRARY_READS;
});
const backend = useTestBackend();

/** Songs whose notes make the library's answer about 17 MB: more than loopback's socket buffers hold. */
const SONGS = 1_700;
const NOTES = 'A long note on how the head goes, the solos and the ending. '.repeat(165);

/** A musician with a library too big to be sent whole to a client that does not read it. */
async function bigMusician() {
  const user = await signUp(backend().storage(), 'read-slots');
  await verifyUser(backend().server.url, user.id);
  for (let start = 0; start < SONGS; start += 250) {
    const ops = Array.from({ length: Math.min(250, SONGS - start) }, (_, i) => ({
      type: 'create' as const,
      collection: 'songs' as const,
      record: songRecord(`Tune ${start + i}`, { notes: NOTES }) as never,
    }));
    await user.storage.apply({ ops });
  }
  const auth = await fetch(`${backend().server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: user.email, password: PASSWORD }),
  });
  return ((await auth.json()) as { token: string }).token;
}

/**
 * A read of the library by a client that sends its request and never reads the answer: the server writes
 * until the connection's buffers are full, then waits, holding its read. `cut()` drops the connection.
 */
function stalledRead(token: string) {
  const { hostname, port } = new URL(backend().server.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  let answered = false;
  socket.once('data', () => {
    answered = true;
    socket.pause();
  });
  socket.write(`GET ${LIBRARY_PATH} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: ${token}\r\n\r\n`);
  return {
    answered: () => answered,
    cut: () => socket.destroy(),
  };
}

describe('library reads are written a few at a time (TUNEDECK_LIBRARY_READS)', () => {
  it('a read waits while the one before holds the only turn, and goes on once that one is cut', async () => {
    const token = await bigMusician();
    const first = stalledRead(token);
    await expect.poll(first.answered, { timeout: 10_000 }).toBe(true);
    let second: number | null = null;
    const read = fetch(`${backend().server.url}${LIBRARY_PATH}`, { headers: { Authorization: token } }).then(
      async (response) => {
        const body = (await response.json()) as { songs: unknown[] };
        second = body.songs.length;
        return response.status;
      },
    );
    // The stalled read keeps its turn: the second has no answer while it lasts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(second).toBeNull();
    first.cut();
    expect(await read).toBe(200);
    expect(second).toBe(SONGS);
  });
});
