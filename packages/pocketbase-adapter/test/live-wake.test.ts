// Band follow recovering by itself: a follower's page that wakes (shown, focused, back online, resumed)
// reads the view once, on a realtime connection made anew, however many of those signals come at once;
// a connection the venue's network left silent is replaced, and the calls made meanwhile are heard.
import {
  type Id,
  LIVE_WAKE_QUIET_MS,
  type LiveView,
  PICK_PATTERN,
  PLAYABLE_KEYS,
  type TunedeckStorage,
} from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, newId, signUp, songRecord, type TestUser } from './support/fixtures.js';
import { type CuttableRelay, cuttableRelay } from './support/relay.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();
const TITLES = ['Solar', 'Nardis', 'Juju', 'Iris', 'Misty'];

/** A leader sharing a set of five tunes live; `call(n)` puts the n-th on the picker. */
async function sharing() {
  const leader: TestUser = await signUp(backend().storage(), 'wake-leader');
  const songs = TITLES.map((title) => songRecord(title));
  await leader.storage.apply({
    ops: songs.flatMap((song) => [
      { type: 'create', collection: 'songs', record: song as never },
      {
        type: 'create',
        collection: 'memberships',
        record: { id: newId(), set: leader.firstSet, song: song.id } as never,
      },
    ]),
  });
  const share = await leader.storage.live.start(leader.firstSet);
  let version = 0;
  const call = async (index: number) => {
    version += 1;
    await leader.storage.apply({
      ops: [
        {
          type: 'upsert',
          collection: 'pickers',
          record: {
            id: leader.firstSet,
            set: leader.firstSet as Id,
            state: {
              played: [],
              bag: [...PICK_PATTERN],
              keyBag: [...PLAYABLE_KEYS],
              current: { song: songs[index]?.id, key: 'C' },
              version,
              updated: Date.now(),
            },
          } as never,
        },
      ],
    });
  };
  await call(0);
  return { share, call };
}

/** A guest's device following through `url`, counting the reads of the view it makes. */
async function guest(url: string, token: string) {
  const pb = new PocketBase(url);
  let reads = 0;
  let answered = 0;
  const send = pb.send.bind(pb);
  pb.send = ((path: string, options: { method?: string }) => {
    if (!(path.startsWith('/api/tunedeck/live/') && options?.method === 'GET'))
      return send(path, options as never);
    reads += 1;
    return send(path, options as never).then((answer) => {
      answered += 1;
      return answer;
    });
  }) as typeof pb.send;
  const storage: TunedeckStorage = createPocketBaseStorage({ pb });
  const heard: Array<LiveView | null> = [];
  const connection: boolean[] = [];
  const follow = await storage.live.follow(token, (view) => heard.push(view), {
    onConnection: (connected) => connection.push(connected),
  });
  await eventually(() => heard.length > 0, 'the first view');
  const title = () => heard.at(-1)?.current?.title;
  return { pb, follow, heard, connection, title, reads: () => reads, answered: () => answered };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let relay: CuttableRelay | null = null;
afterEach(() => {
  relay?.close();
  relay = null;
});

describe('a live follower woken up', () => {
  it('reads the view once on a new realtime connection, and hears the calls after on it', async () => {
    const { share, call } = await sharing();
    const follower = await guest(backend().server.url, share.token);
    const reads = follower.reads();
    const clientId = follower.pb.realtime.clientId;
    follower.follow.wake();
    await eventually(
      () => follower.pb.realtime.clientId !== clientId && follower.pb.realtime.isConnected,
      'a new connection',
    );
    await eventually(() => follower.reads() === reads + 1, 'the read');
    await pause(300);
    expect(follower.reads()).toBe(reads + 1);
    // A renewal that comes back in time is no loss: the page never says it is reconnecting.
    expect(follower.connection).toEqual([]);
    await call(1);
    await eventually(() => follower.title() === 'Nardis', 'the next call, on the new connection');
    follower.follow();
  });

  it('takes a burst of wakes (page shown, focused, online, resumed) as one read', async () => {
    const { share } = await sharing();
    const follower = await guest(backend().server.url, share.token);
    const reads = follower.reads();
    for (let wake = 0; wake < 5; wake += 1) {
      follower.follow.wake();
      await pause(wake * 20);
    }
    await eventually(() => follower.reads() === reads + 1, 'the read');
    follower.follow.wake();
    await pause(500);
    expect(follower.reads()).toBe(reads + 1);
    follower.follow();
  });

  it('reads once each time the page wakes again after the quiet time', async () => {
    const { share } = await sharing();
    const follower = await guest(backend().server.url, share.token);
    const reads = follower.reads();
    const answered = follower.answered();
    follower.follow.wake();
    await eventually(() => follower.reads() === reads + 1, 'the first wake’s read');
    // The quiet time runs from the read's answer (on a loaded machine, well after it was sent).
    await eventually(() => follower.answered() === answered + 1, 'the first read’s answer');
    await pause(LIVE_WAKE_QUIET_MS + 100);
    follower.follow.wake();
    follower.follow.wake();
    await eventually(() => follower.reads() === reads + 2, 'the second wake’s read');
    await pause(300);
    expect(follower.reads()).toBe(reads + 2);
    follower.follow();
  }, 15_000);

  it('replaces a connection the network left silent: the calls made meanwhile, and the ones after', async () => {
    const { share, call } = await sharing();
    relay = await cuttableRelay(backend().server.port);
    const follower = await guest(relay.url, share.token);
    expect(follower.title()).toBe('Solar');

    relay.cut();
    await call(1);
    await call(2);
    await pause(300);
    // Nothing arrives, and nothing says so: the connection looks open.
    expect(follower.title()).toBe('Solar');
    expect(follower.pb.realtime.isConnected).toBe(true);

    relay.restore();
    const woken = Date.now();
    follower.follow.wake();
    await eventually(() => follower.title() === 'Juju', 'the call made meanwhile');
    expect(Date.now() - woken).toBeLessThan(2000);
    await eventually(() => relay?.realtime() === 1, 'a new realtime connection');
    await call(3);
    await eventually(() => follower.title() === 'Iris', 'the call after, on the new connection');
    expect(follower.heard).not.toContain(null);
    follower.follow();
  });

  it('reads once when the SDK reconnects by itself (a dropped connection), and says it was lost', async () => {
    const { share, call } = await sharing();
    relay = await cuttableRelay(backend().server.port);
    const follower = await guest(relay.url, share.token);
    const reads = follower.reads();
    // The connection closes outright (the server's idle close, a restart): the SDK reconnects by itself.
    relay.drop();
    await call(1);
    await eventually(() => follower.title() === 'Nardis', 'the call made meanwhile');
    await pause(300);
    expect(follower.reads()).toBe(reads + 1);
    expect(follower.connection).toEqual([false, true]);
    follower.follow();
  });
});
