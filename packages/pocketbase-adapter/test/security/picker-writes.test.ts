import {
  createId,
  createTunedeckClient,
  type Id,
  type Knowledge,
  PickerConflictError,
  type PickerState,
  seededRandom,
  type TunedeckClient,
  type TunedeckStorage,
} from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { PASSWORD, TIME0, uniqueEmail } from '../support/fixtures.js';
import { useSecurityBackend } from './support.js';

const backend = useSecurityBackend();
const device = () => createPocketBaseStorage({ pb: new PocketBase(backend().server.url) });

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 5));
  }
}

interface WriteLog {
  writes: Array<{ version: number; sentAt: number; acceptedAt: number | null }>;
  conflicts: number;
}

/** Records every picker write a device sends: its version, when it went out, and when it was accepted. */
function recording(storage: TunedeckStorage, log: WriteLog): TunedeckStorage {
  return {
    auth: storage.auth,
    loadLibrary: () => storage.loadLibrary(),
    subscribe: (listener) => storage.subscribe(listener),
    sendContact: (message) => storage.sendContact(message),
    live: storage.live,
    apply: async (change, options) => {
      const op = change.ops.find((step) => step.type === 'upsert' && step.collection === 'pickers');
      const write =
        op?.type === 'upsert' && op.collection === 'pickers'
          ? { version: op.record.state.version, sentAt: performance.now(), acceptedAt: null as number | null }
          : null;
      if (write) log.writes.push(write);
      try {
        await storage.apply(change, options);
        if (write) write.acceptedAt = performance.now();
      } catch (error) {
        if (error instanceof PickerConflictError) log.conflicts += 1;
        throw error;
      }
    },
  };
}

describe('two devices picking on one set at once, against the server', () => {
  it('100 concurrent pairs of picker writes: 0 stale wins, 0 lost picks', async () => {
    const email = uniqueEmail('duo');
    const owner = device();
    const account = await owner.auth.signUp({ email, password: PASSWORD });
    const gig = account.pickerSet;
    // 300 tunes (120 new, 100 medium, 80 know): 200 picks never start a new round.
    const random = seededRandom(300);
    const ops: Parameters<TunedeckStorage['apply']>[0]['ops'] = [];
    const entryOf = new Map<Id, Id>();
    (['new', 'med', 'know'] as Knowledge[]).forEach((knowledge, level) => {
      for (let i = 0; i < [120, 100, 80][level]!; i += 1) {
        const song = {
          id: createId(random),
          title: `${knowledge} ${i}`,
          key: 'random' as const,
          knowledge,
          notes: '',
          composer: '',
          style: '',
          created: TIME0 + 1,
        };
        const membership = { id: createId(random), set: gig, song: song.id };
        entryOf.set(song.id, membership.id);
        ops.push(
          { type: 'create', collection: 'songs', record: song },
          { type: 'create', collection: 'memberships', record: membership },
        );
      }
    });
    await owner.apply({ ops });

    // A third connection listens, to count the states other devices hear of.
    let heard = 0;
    await owner.subscribe((event) => {
      if (event.type === 'upsert' && event.collection === 'pickers') heard += 1;
    });

    const log: WriteLog = { writes: [], conflicts: 0 };
    const connect = async (seed: number): Promise<TunedeckClient> => {
      const client = createTunedeckClient({ storage: recording(device(), log), random: seededRandom(seed) });
      await client.auth.logIn({ email, password: PASSWORD });
      await until(() => client.state.status === 'ready' && client.state.saving === 0, 'the device to load');
      return client;
    };
    const phone = await connect(2);
    const laptop = await connect(3);

    const shown: Id[] = [];
    const next = (client: TunedeckClient) => {
      client.picker.next(gig);
      shown.push(client.state.library.pickers[gig]!.state.current!.song);
    };
    // A round is over when neither device has a write in flight (a rebase is sent in the same turn).
    const settled = () => phone.state.saving === 0 && laptop.state.saving === 0;
    const start = log.writes.length;
    const conflictsBefore = log.conflicts;
    for (let round = 0; round < 100; round += 1) {
      // Both devices pick in the same instant: their writes race to the server.
      next(phone);
      next(laptop);
      await until(settled, `round ${round} to settle`);
    }
    const final = (await owner.loadLibrary()).pickers[gig]!.state;
    const writes = log.writes.slice(start);
    const accepted = writes.filter((write) => write.acceptedAt !== null);
    console.info(
      `100 pairs of concurrent picks: ${writes.length} picker writes, ${log.conflicts - conflictsBefore} refused ` +
        `as stale and rebased, ${accepted.length} accepted, final version ${final.version}; a third device heard ${heard} states`,
    );
    expect(log.conflicts - conflictsBefore).toBeGreaterThanOrEqual(50);
    expect(phone.state.error).toBeNull();
    expect(laptop.state.error).toBeNull();
    // 0 stale wins: no accepted write is older than a write the server had accepted before it was sent,
    // and the server ends on the newest state ever accepted.
    const staleWins = accepted.filter((write) =>
      accepted.some((earlier) => earlier.acceptedAt! < write.sentAt && earlier.version >= write.version),
    );
    expect(staleWins).toEqual([]);
    expect(final.version).toBe(Math.max(...accepted.map((write) => write.version)));
    // 0 lost picks: every tune either device showed is played in the final round.
    const played = new Set(final.played);
    const lost = shown.filter((song) => !played.has(entryOf.get(song)!));
    expect(lost).toEqual([]);
    expect(shown).toHaveLength(200);
    phone.dispose();
    laptop.dispose();
  });

  it('a hand-written client: a write not newer than the stored state is refused with 409 and the stored state', async () => {
    const storage = device();
    const account = await storage.auth.signUp({ email: uniqueEmail('stale'), password: PASSWORD });
    const gig = account.pickerSet;
    // Changed at TIME0 plus the version: a time within the server's bounds.
    const state = (version: number, updated = TIME0 + version): PickerState => ({
      played: [],
      bag: ['new', 'new', 'new', 'med', 'med', 'know'],
      keyBag: ['C'],
      current: null,
      version,
      updated,
    });
    const write = (written: PickerState) =>
      storage.apply({
        ops: [{ type: 'upsert', collection: 'pickers', record: { id: gig, set: gig, state: written } }],
      });
    await write(state(5000));
    for (const stale of [state(3), state(4999), state(5000, TIME0 + 1)]) {
      await expect(write(stale)).rejects.toMatchObject({ code: 'picker-conflict', state: state(5000) });
    }
    // Writing the stored state again changes nothing and is no conflict.
    await write(state(5000));
    await write(state(5001));
    expect((await storage.loadLibrary()).pickers[gig]?.state.version).toBe(5001);
  });
});
