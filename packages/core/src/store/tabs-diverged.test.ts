// Two tabs whose views of the picker set differ for a while (one tab's realtime lost the deletion of the
// set's last song, so it still has the song; the other's set is empty) must not answer each other's sync
// picks: each answer is a later chain the other adopts and finds stale in its own view. Before the guard
// (PickerChain's `syncedMembers`) they did, about 3,000 messages and writes a second, for as long as the
// views differed (found by tests/stress/diverged-tabs.ts).
import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryOfflineStore } from './offline-copy.js';
import { memoryTabs } from './tabs.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tabs whose views of the picker set differ', () => {
  for (const drops of ['the sending tab', 'the other tab'] as const)
    it(`do not answer each other's sync picks (${drops} missed the deletion of the set's last song)`, async () => {
      const backend = createMemoryBackend({ random: seededRandom(1) });
      backend.seedUser({
        email: EMAIL,
        password: PASSWORD,
        library: buildLibrary({ sets: { Gig: ['Solar'], Practice: ['Nardis'] } }),
      });
      const session = memorySessionStore();
      const store = memoryOfflineStore();
      const tabs = memoryTabs();
      let told = 0;
      let writes = 0;
      const open = (dropsDeletes: boolean): TunedeckClient => {
        const tab = tabs.open();
        const post = tab.post.bind(tab);
        tab.post = (message) => {
          if (message.type === 'picker') told += 1;
          post(message);
        };
        const base = createMemoryStorage({ backend, session });
        const storage: TunedeckStorage = {
          ...base,
          apply: (change, options) => {
            if (change.ops.some((op) => op.type === 'upsert' && op.collection === 'pickers')) writes += 1;
            return base.apply(change, options);
          },
          subscribe: (listener) =>
            base.subscribe((event) =>
              dropsDeletes && event.type === 'delete' ? undefined : listener(event),
            ),
        };
        return createTunedeckClient({ storage, random: seededRandom(11), offlineStore: store, tabs: tab });
      };
      // The first tab opened sends the device's changes.
      const sending = open(drops === 'the sending tab');
      await sending.auth.logIn({ email: EMAIL, password: PASSWORD });
      const other = open(drops === 'the other tab');
      await until(
        other,
        () => other.state.status === 'ready' && sending.state.status === 'ready',
        'both tabs',
      );
      const gig = Object.values(other.state.library.sets).find((set) => set.name === 'Gig')!.id;
      const tune = (client: TunedeckClient) => client.state.library.pickers[gig]?.state.current?.song ?? null;
      await until(other, () => tune(other) !== null && tune(other) === tune(sending), 'a tune on both tabs');

      // Another device deletes Solar, the set's only song.
      const laptop = createMemoryStorage({ backend });
      await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
      const solar = Object.values((await laptop.loadLibrary()).songs).find((song) => song.title === 'Solar')!;
      told = 0;
      writes = 0;
      await laptop.apply({ ops: [{ type: 'delete', collection: 'songs', id: solar.id }] });
      await sleep(500);
      const first = { told, writes };
      await sleep(500);
      // A few chains and writes as the tabs settle on what each knows, then quiet while they differ.
      expect(first.told).toBeLessThanOrEqual(10);
      expect(first.writes).toBeLessThanOrEqual(10);
      expect({ told: told - first.told, writes: writes - first.writes }).toEqual({ told: 0, writes: 0 });
      sending.dispose();
      other.dispose();
    });
});
