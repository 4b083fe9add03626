import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, songNamed, until } from '../../test/store-helpers.js';
import { LIMITS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import { EMPTY_LIBRARY, type Library } from '../model/records.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend, type MemoryOperation } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { keepCharts, withReadCharts } from './chart-merge.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryKeyValueStore } from './key-value.js';
import { memoryOfflineStore } from './offline-copy.js';

const NOW = 1_800_000_000_000;
const SOLAR = { key: 'C-', text: '[A] | C-^7 | G-7 C7 | F-^7 | Fh7 Bb7 |' };
const NARDIS = { key: 'E-', text: '[A] | E- | F^7 | E- | F^7 |' };

/** A server holding Ann's tunes, two with charts; `network.down` fails every request, `held` holds the charts' read. */
function world() {
  const network = { down: false, chartReads: 0, hold: null as Promise<void> | null };
  const backend = createMemoryBackend({
    random: seededRandom(1),
    now: () => NOW,
    delay: async (operation: MemoryOperation) => {
      if (network.down) throw new TunedeckError('network', 'Failed to fetch');
      if (operation === 'loadCharts') {
        network.chartReads += 1;
        if (network.hold) await network.hold;
      }
    },
  });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({
      sets: { Gig: ['Solar', 'Blue Bossa', 'Nardis'] },
      songs: { Solar: { chart: SOLAR }, Nardis: { chart: NARDIS } },
    }),
  });
  const session = memorySessionStore();
  const offlineStore = memoryOfflineStore();
  const localRecords = memoryKeyValueStore();
  let client: TunedeckClient | null = null;
  /** Opens the app on one device (a reload: the session and the device's copy stay). */
  const open = (storage: TunedeckStorage = createMemoryStorage({ backend, session })) => {
    client?.dispose();
    client = createTunedeckClient({
      storage,
      random: seededRandom(2),
      now: () => NOW,
      offlineStore,
      localRecords,
    });
    return client;
  };
  /** Another device of Ann's. */
  const elsewhere = async () => {
    const storage = createMemoryStorage({ backend });
    await storage.auth.logIn({ email: EMAIL, password: PASSWORD });
    return storage;
  };
  return { backend, network, session, open, elsewhere, offlineStore };
}

const ready = (client: TunedeckClient) => until(client, () => client.state.status === 'ready', 'ready');
const chartsLoaded = (client: TunedeckClient) =>
  until(client, () => client.state.chartsLoaded, 'the charts to be read');
const chartOf = (client: TunedeckClient, title: string) =>
  client.state.library.charts[songNamed(client, title).id];

describe('charts in the client store', () => {
  it('come a moment after the library, then stay current by realtime and through every read again', async () => {
    const { open, elsewhere, backend } = world();
    const client = open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(client);
    await chartsLoaded(client);
    expect(chartOf(client, 'Solar')).toMatchObject(SOLAR);
    expect(chartOf(client, 'Nardis')).toMatchObject(NARDIS);
    expect(chartOf(client, 'Blue Bossa')).toBeUndefined();
    await expect(client.charts.ready()).resolves.toBe(true);

    // Set on another device: heard at once.
    const phone = await elsewhere();
    const bossa = songNamed(client, 'Blue Bossa').id;
    const chart = { id: bossa, song: bossa, key: 'C-', text: '[A] | C-7 | F-7 | Dh7 G7b9 | C-^7 |' };
    await phone.apply({ ops: [{ type: 'upsert', collection: 'charts', record: chart }] });
    await until(client, () => chartOf(client, 'Blue Bossa')?.key === 'C-', 'the chart set elsewhere');

    // A read again (the page shown again) keeps every chart, and reads them again.
    const library = client.state.library;
    await client.resync();
    expect(client.state.library.charts).toEqual(library.charts);
    await until(client, () => client.state.chartsLoaded, 'charts read again');

    // Deleted with its song, on the server and here.
    await phone.apply({ ops: [{ type: 'delete', collection: 'songs', id: songNamed(client, 'Nardis').id }] });
    await until(
      client,
      () => !Object.values(client.state.library.songs).some((s) => s.title === 'Nardis'),
      'the song gone',
    );
    expect(
      Object.values(client.state.library.charts)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['C-', 'C-']);
    expect(Object.keys(backend.libraryOf(EMAIL)!.charts)).toHaveLength(2);
  });

  it('sets and removes a chart with the song page’s commands, refusing in words', async () => {
    const { open, backend } = world();
    const client = open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await chartsLoaded(client);
    const bossa = songNamed(client, 'Blue Bossa').id;
    const text = '[A] C-7 | F-7 | Dh7 G7b9 | C-^7 |';
    await expect(client.library.setChart(bossa, { key: 'C-', text })).resolves.toMatchObject({ ok: true });
    expect(client.state.library.charts[bossa]).toEqual({ id: bossa, song: bossa, key: 'C-', text });
    await until(client, () => client.state.saving === 0, 'saved');
    expect(backend.libraryOf(EMAIL)!.charts[bossa]).toEqual({ id: bossa, song: bossa, key: 'C-', text });

    await expect(client.library.setChart(bossa, { key: 'H', text })).resolves.toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'key',
      message: "'H' is not a key: write a key like C, Bb, F# or G- (G minor).",
    });
    const long = `${'| C '.repeat(LIMITS.chartBars + 12)}|`;
    await expect(client.library.setChart(bossa, { key: 'C', text: long })).resolves.toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'text',
      message: 'A chart holds at most 400 bars; this one has 412.',
    });
    await expect(client.library.setChart('nosuchsong00001', { key: 'C', text })).resolves.toMatchObject({
      ok: false,
      reason: 'not-found',
    });

    await expect(client.library.removeChart(bossa)).resolves.toEqual({ ok: true });
    expect(client.state.library.charts[bossa]).toBeUndefined();
    await until(client, () => client.state.saving === 0, 'saved');
    expect(backend.libraryOf(EMAIL)!.charts[bossa]).toBeUndefined();
  });

  it('keeps every chart on the device: a reload offline shows them, and says they are all there', async () => {
    const { open, network, offlineStore } = world();
    let client = open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await chartsLoaded(client);
    const user = client.state.account!.id;
    await until(client, () => offlineStore.copy(user)?.chartsRead === true, 'the copy saved with the charts');
    expect(Object.keys(offlineStore.copy(user)!.library.charts)).toHaveLength(2);

    network.down = true;
    client = open();
    await ready(client);
    expect(client.state.chartsLoaded).toBe(true);
    expect(chartOf(client, 'Solar')).toMatchObject(SOLAR);
    await expect(client.charts.ready()).resolves.toBe(true);
  });

  it('does not count a copy saved before the charts came as holding them', async () => {
    const { open, network, offlineStore } = world();
    network.hold = new Promise(() => {});
    let client = open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    const user = client.state.account!.id;
    await until(client, () => offlineStore.copy(user)?.library !== undefined, 'the first save');
    expect(offlineStore.copy(user)!.chartsRead).toBeUndefined();
    network.down = true;
    client = open();
    await ready(client);
    await until(client, () => client.state.offline, 'offline');
    expect(client.state.chartsLoaded).toBe(false);
    // Offline and never read: a backup would lack them, and is told so at once.
    await expect(client.charts.ready()).resolves.toBe(false);
  });

  it('lets a chart heard while the charts are read win over the read', async () => {
    const { open, network, elsewhere, backend, session } = world();
    let release = () => {};
    const held = new Promise<void>((go) => {
      release = go;
    });
    // The server reads the charts at once; its answer comes late, after changes made since.
    const memory = createMemoryStorage({ backend, session });
    const late: TunedeckStorage = {
      ...memory,
      loadCharts: async () => {
        const charts = await memory.loadCharts!();
        await held;
        return charts;
      },
    };
    const client = open(late);
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(client);
    await until(client, () => network.chartReads === 1, 'the charts being read');
    const phone = await elsewhere();
    const solar = songNamed(client, 'Solar').id;
    // Changed and removed on another device while the read (made before) is on its way.
    await phone.apply({
      ops: [{ type: 'delete', collection: 'charts', id: songNamed(client, 'Nardis').id }],
    });
    await phone.apply({ ops: [{ type: 'update', collection: 'charts', id: solar, patch: { key: 'D-' } }] });
    await until(client, () => chartOf(client, 'Solar')?.key === 'D-', 'the change heard');
    await until(client, () => chartOf(client, 'Nardis') === undefined, 'the removal heard');
    release();
    await chartsLoaded(client);
    expect(chartOf(client, 'Solar')?.key).toBe('D-');
    expect(chartOf(client, 'Nardis')).toBeUndefined();
  });

  it('takes the charts with the library from a storage that has no charts read of its own', async () => {
    const { backend } = world();
    const memory = createMemoryStorage({ backend });
    const storage: TunedeckStorage = {
      ...memory,
      loadLibrary: async () => ({ ...(await memory.loadLibrary()), charts: await memory.loadCharts!() }),
    };
    delete (storage as { loadCharts?: unknown }).loadCharts;
    const client = createTunedeckClient({ storage, random: seededRandom(3), now: () => NOW });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await chartsLoaded(client);
    expect(chartOf(client, 'Solar')).toMatchObject(SOLAR);
    await client.resync();
    expect(chartOf(client, 'Nardis')).toMatchObject(NARDIS);
  });
});

describe('merging the charts read with what the client holds', () => {
  const library: Library = buildLibrary({
    songs: { Solar: { chart: SOLAR }, Nardis: { chart: NARDIS }, Stella: {} },
  });
  const id = (title: string) => Object.values(library.songs).find((s) => s.title === title)!.id;
  const read = (charts: Record<string, { key: string; text: string }>) =>
    Object.fromEntries(
      Object.entries(charts).map(([title, chart]) => [
        id(title),
        { id: id(title), song: id(title), ...chart },
      ]),
    );

  it('gives back the same library when the read brings nothing new', () => {
    expect(withReadCharts(library, read({ Solar: SOLAR, Nardis: NARDIS }), () => false)).toBe(library);
  });

  it('takes the read’s charts for the songs held, keeping what was touched since it began', () => {
    const merged = withReadCharts(
      library,
      read({ Solar: { ...SOLAR, key: 'D-' }, Stella: NARDIS }),
      (song) => song === id('Nardis'),
    );
    expect(merged.charts[id('Solar')]?.key).toBe('D-');
    expect(merged.charts[id('Nardis')]).toBe(library.charts[id('Nardis')]);
    expect(merged.charts[id('Stella')]?.key).toBe('E-');
    // A chart of a song this library does not hold (deleted meanwhile) stays out.
    const gone = withReadCharts({ ...library, songs: {} }, read({ Solar: SOLAR }), () => false);
    expect(gone.charts).toEqual({});
  });

  it('keeps the charts held through a read of the library without them, for the songs it still has', () => {
    const withoutNardis = { ...EMPTY_LIBRARY, songs: { [id('Solar')]: library.songs[id('Solar')]! } };
    expect(keepCharts(library, { ...library, charts: {} }).charts).toBe(library.charts);
    expect(keepCharts(library, withoutNardis).charts).toEqual({ [id('Solar')]: library.charts[id('Solar')] });
  });
});
