import { describe, expect, it } from 'vitest';
import type { Operation } from '../../library/change.js';
import { LIMITS } from '../../model/constants.js';
import type { ChartRecord, Id } from '../../model/records.js';
import type { TunedeckStorage } from '../../storage/storage.js';
import type { ContractContext } from './harness.js';
import { create, expectError, idsOf, isDelete, isUpsert, remove, song, update, upsert } from './helpers.js';

/** A chart of a song: its id is the song's. */
export function chart(songId: Id, key = 'C', text = '[A] | C^7 | A-7 | D-7 | G7 |'): ChartRecord {
  return { id: songId, song: songId, key, text };
}

/** Every chart of the signed-in user, read as the client reads them (apart from the library). */
async function chartsOf(client: TunedeckStorage) {
  expect(typeof client.loadCharts).toBe('function');
  return client.loadCharts!();
}

/** A chart per song, read apart from the library, gone with its song, refused as core's rules refuse. */
export function chartContract(ctx: ContractContext): void {
  describe('charts', () => {
    it('keeps a chart per song, read apart from the library: set, replaced, removed', async () => {
      const { client } = await ctx.signUp('charts');
      const tune = song('Autumn Leaves', { key: 'G' });
      const first = chart(tune.id, 'G-', '[A] | C-7 | F7 | Bb^7 | Eb^7 |');
      // A new song and its chart in one change (as an import makes them).
      await client.apply({ ops: [create('songs', tune), create('charts', first)] });
      expect(await chartsOf(client)).toEqual({ [tune.id]: first });
      // The library's first read leaves them out (the client reads them right after it).
      const library = await client.loadLibrary();
      expect(library.charts).toEqual({});
      expect(library.songs[tune.id]).toEqual(tune);
      const second = chart(tune.id, 'E-', '[A] | A-7 | D7 | G^7 | C^7 |\n| F#h7 | B7b9 | E- | E- |');
      await client.apply({ ops: [upsert('charts', second)] });
      expect(await chartsOf(client)).toEqual({ [tune.id]: second });
      await client.apply({ ops: [update('charts', tune.id, { key: 'F#-' })] });
      expect(await chartsOf(client)).toEqual({ [tune.id]: { ...second, key: 'F#-' } });
      await client.apply({ ops: [remove('charts', tune.id)] });
      expect(await chartsOf(client)).toEqual({});
      expect((await client.loadLibrary()).songs[tune.id]).toEqual(tune);
    });

    it('removes a chart with its song', async () => {
      const { client } = await ctx.signUp('chart-cascade');
      const kept = song('Solar');
      const gone = song('Nardis');
      await client.apply({
        ops: [
          create('songs', kept),
          create('songs', gone),
          upsert('charts', chart(kept.id)),
          upsert('charts', chart(gone.id)),
        ],
      });
      await client.apply({ ops: [remove('songs', gone.id)] });
      expect(await chartsOf(client)).toEqual({ [kept.id]: chart(kept.id) });
    });

    it('refuses a chart core refuses: no such song, another id, not a key, too large, too many bars', async () => {
      const { client } = await ctx.signUp('chart-refused');
      const tune = song('Blue Bossa');
      await client.apply({ ops: [create('songs', tune)] });
      await expectError(client.apply({ ops: [upsert('charts', chart(song('Missing').id))] }), 'not-found');
      const refused: Operation[] = [
        upsert('charts', { ...chart(tune.id), id: song('Other').id }),
        upsert('charts', chart(tune.id, 'H')),
        upsert('charts', chart(tune.id, 'Cm')),
        upsert('charts', chart(tune.id, 'C', `| ${'C^7 '.repeat(LIMITS.chartBytes / 4)}|`)),
        upsert('charts', chart(tune.id, 'C', `${'| C '.repeat(LIMITS.chartBars + 1)}|`)),
        upsert('charts', chart(tune.id, 'C', '')),
        upsert('charts', { id: tune.id, song: tune.id, key: 'C' } as ChartRecord),
      ];
      for (const op of refused) await expectError(client.apply({ ops: [op] }), 'invalid-data');
      // The largest chart allowed is kept whole.
      const largest = chart(tune.id, 'C', `${'| C '.repeat(LIMITS.chartBars)}|`);
      await client.apply({ ops: [upsert('charts', largest)] });
      expect(await chartsOf(client)).toEqual({ [tune.id]: largest });
    });

    it("is out of another user's reach: neither read, written, removed nor heard", async () => {
      const alice = await ctx.signUp('alice-charts');
      const bob = await ctx.signUp('bob-charts');
      const heard = await ctx.record(bob.client);
      const tune = song('Alice Tune');
      const bare = song('Alice Bare Tune');
      const aliceChart = chart(tune.id);
      await alice.client.apply({
        ops: [create('songs', tune), create('songs', bare), create('charts', aliceChart)],
      });
      expect(await chartsOf(bob.client)).toEqual({});
      const attempts: Operation[] = [
        upsert('charts', chart(tune.id, 'D')),
        upsert('charts', chart(bare.id, 'D')),
        create('charts', chart(bare.id, 'D')),
        update('charts', tune.id, { key: 'D' }),
        remove('charts', tune.id),
      ];
      for (const op of attempts) await expectError(bob.client.apply({ ops: [op] }), 'not-found');
      await alice.client.apply({ ops: [upsert('charts', chart(tune.id, 'Eb')), remove('songs', tune.id)] });
      // Bob's own write is heard after Alice's, so by then any leak would have arrived too.
      const marker = song('Bob Marker');
      await bob.client.apply({ ops: [create('songs', marker), create('charts', chart(marker.id))] });
      await heard.waitFor(isUpsert('charts', marker.id), "Bob's own chart");
      const aliceIds = new Set([tune.id, bare.id]);
      expect(heard.events.filter((event) => idsOf(event).some((id) => aliceIds.has(id)))).toEqual([]);
      expect(await chartsOf(alice.client)).toEqual({});
    });

    it('another device hears a chart set, replaced, and removed with its song', async () => {
      const user = await ctx.signUp('chart-realtime');
      const device = await ctx.secondDevice(user);
      const heard = await ctx.record(device);
      const tune = song('Stella');
      const first = chart(tune.id);
      await user.client.apply({ ops: [create('songs', tune), create('charts', first)] });
      expect(await heard.waitFor(isUpsert('charts', tune.id), 'the chart')).toEqual({
        type: 'upsert',
        collection: 'charts',
        record: first,
      });
      const second = chart(tune.id, 'Bb', '[A] | Eh7 | A7b9 | C-7 | F7 |');
      await user.client.apply({ ops: [upsert('charts', second)] });
      await heard.waitFor(
        (event) => event.type === 'upsert' && event.collection === 'charts' && event.record.key === 'Bb',
        'the chart replaced',
      );
      await user.client.apply({ ops: [remove('songs', tune.id)] });
      await heard.waitFor(isDelete('charts', tune.id), 'the chart gone with its song');
    });
  });
}
