// Band follow on the server: the hooks read only the few records a share's view needs (lib/library.cjs
// liveLibrary), so these check that what followers get is exactly core's liveView of the leader's whole
// library, in the cases a narrow read could get wrong (plays of other sets, before the share, past the
// last five, at the same time, in a gig opened before the share; a random-key song; a deleted song; the
// called song's chart and no other), and that followers are told only when what they see changed (a
// chart of the called tune edited mid-gig does change it).
import { createId, type Id, type LiveView, liveView, type Operation, type PlayableKey } from '@tunedeck/core';
import { type StoredChart, storedChart } from '@tunedeck/core/chart';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { eventually, newId, rawAs, signUp, songRecord, type TestUser, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** The view a guest reads through the share's token. */
async function read(token: string): Promise<LiveView | null> {
  const response = await fetch(`${backend().server.url}/api/tunedeck/live/${token}`);
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as { view: LiveView }).view;
}

/** What core's rule makes of the leader's whole library (charts and all), as the server has it now. */
async function coreView(leader: TestUser, set: Id, since: number) {
  const library = await leader.storage.loadLibrary();
  const charts = (await leader.storage.loadCharts?.()) ?? library.charts;
  return liveView({ ...library, charts }, set, since);
}

const create = (collection: string, record: object) => ({ type: 'create', collection, record }) as Operation;

/** A song's chart as core stores it (its canonical text), and the change step that gives it. */
function chartOf(song: Id, key: string, text: string): { stored: StoredChart; op: Operation } {
  const checked = storedChart({ key, text });
  if (!checked.ok) throw new Error(checked.message);
  const stored = { key: checked.key, text: checked.text };
  return { stored, op: { type: 'upsert', collection: 'charts', record: { id: song, song, ...stored } } };
}

function pickerOn(set: Id, song: Id, key: PlayableKey, version: number): Operation {
  return {
    type: 'upsert',
    collection: 'pickers',
    record: {
      id: set,
      set,
      state: {
        played: [],
        bag: [],
        keyBag: [],
        current: { song, key },
        version,
        updated: TIME0 + 1000 + version,
      },
    },
  };
}

describe('a live share’s view, read narrowly by the server', () => {
  it('is core’s liveView of the whole library: only the set’s plays since the start, the latest five', async () => {
    const leader = await signUp(backend().storage(), 'live-view');
    const set = leader.firstSet;
    const other = { id: newId(), name: 'Other set', created: TIME0 + 1 };
    const solar = songRecord('Solar', { key: 'C' });
    const nardis = songRecord('nardis   (take 2)', { key: 'random', notes: 'Secret' });
    // A library much larger than the view: none of it may show, nor any chart but the called tune's.
    const filler = Array.from({ length: 300 }, (_, i) => songRecord(`Filler ${i}`));
    const nardisChart = chartOf(nardis.id, 'E-', '[A] E-7 | F^7 | E-7 | F^7 |]');
    const solarChart = chartOf(solar.id, 'C-', '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 |]');
    const fillerCharts = filler.slice(0, 20).map((song) => chartOf(song.id, 'Bb', '[A] Bb^7 | Eb7 |]'));
    await leader.storage.apply({
      ops: [
        create('sets', other),
        ...[solar, nardis, ...filler].map((song) => create('songs', song)),
        nardisChart.op,
        solarChart.op,
        ...fillerCharts.map((chart) => chart.op),
        pickerOn(set, nardis.id, 'E flat', 1),
      ],
    });
    const share = await leader.storage.live!.start(set);
    const since = share.started;
    const before = { id: newId(), set, setName: 'First set', started: since - 3 * 3600_000 };
    const tonight = { id: newId(), set, setName: 'First set', started: since + 1 };
    const elsewhere = { id: newId(), set: other.id, setName: 'Other set', started: since + 2 };
    // Ids in a known order, for the two plays at the same time.
    const [early, late] = [createId(Math.random), createId(Math.random)].sort();
    const play = (id: Id, gig: Id, title: string, played: number, key: PlayableKey = 'C') => ({
      id,
      gig,
      song: solar.id,
      title,
      key,
      played,
    });
    const plays = [
      play(newId(), before.id, 'Before the share', since - 3600_000),
      play(newId(), before.id, 'In an older gig, after the start', since + 10),
      play(newId(), before.id, 'At the start', since),
      play(newId(), elsewhere.id, 'Other set, latest of all', since + 900_000),
      ...Array.from({ length: 4 }, (_, i) =>
        play(newId(), tonight.id, `Tonight ${i + 1}`, since + 100_000 * (i + 1), 'B flat'),
      ),
      // Two at the same time, the fifth and sixth latest: the lower id comes first, as in core.
      play(late!, tonight.id, 'Same time, higher id', since + 50_000),
      play(early!, tonight.id, 'Same time, lower id', since + 50_000),
    ];
    await leader.storage.apply({
      ops: [
        create('gigs', before),
        create('gigs', tonight),
        create('gigs', elsewhere),
        ...plays.map((record) => create('plays', record)),
      ],
    });
    const view = await read(share.token);
    expect(view).toEqual(await coreView(leader, set, since));
    expect(view).toEqual({
      version: 1,
      setName: 'First set',
      // A random-key song: the key drawn for it. Its chart, as stored.
      current: { title: 'Nardis (take 2)', key: 'E flat', time: TIME0 + 1001, chart: nardisChart.stored },
      recent: [
        { title: 'Tonight 4', key: 'B flat', time: since + 400_000 },
        { title: 'Tonight 3', key: 'B flat', time: since + 300_000 },
        { title: 'Tonight 2', key: 'B flat', time: since + 200_000 },
        { title: 'Tonight 1', key: 'B flat', time: since + 100_000 },
        { title: 'Same time, lower id', key: 'C', time: since + 50_000 },
      ],
    });

    // Fewer than five since the start: the older gig's play after the start and the one at it count.
    await leader.storage.apply({
      ops: plays
        .filter((p) => p.gig === tonight.id)
        .map((p) => ({ type: 'delete', collection: 'plays', id: p.id })),
    });
    expect(await read(share.token)).toEqual(await coreView(leader, set, since));
    expect((await read(share.token))?.recent.map((call) => call.title)).toEqual([
      'In an older gig, after the start',
      'At the start',
    ]);

    // The called song's own key, and its own chart; then the song deleted: nothing called.
    await leader.storage.apply({ ops: [pickerOn(set, solar.id, 'E flat', 2)] });
    expect((await read(share.token))?.current).toEqual({
      title: 'Solar',
      key: 'C',
      time: TIME0 + 1002,
      chart: solarChart.stored,
    });
    await leader.storage.apply({ ops: [{ type: 'delete', collection: 'songs', id: solar.id }] });
    const gone = await read(share.token);
    expect(gone).toEqual(await coreView(leader, set, since));
    expect(gone?.current).toBeNull();
    await leader.storage.live!.stop();
    await leader.storage.auth.logOut();
  });

  it('tells followers only when what they see changed', async () => {
    const leader = await signUp(backend().storage(), 'live-quiet');
    const set = leader.firstSet;
    const solar = songRecord('Solar', { key: 'C' });
    const other = { id: newId(), name: 'Other set', created: TIME0 + 1 };
    await leader.storage.apply({ ops: [create('songs', solar), create('sets', other)] });
    const share = await leader.storage.live!.start(set);
    const heard: Array<LiveView | null> = [];
    const guest = backend().storage();
    const stop = await guest.live!.follow(share.token, (view) => heard.push(view));
    await eventually(() => heard.length === 1, 'the first view');
    // Changes that leave the view as it is: a note, a wish, another set's gig and play.
    const gig = { id: newId(), set: other.id, setName: 'Other set', started: share.started + 1 };
    await leader.storage.apply({
      ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { notes: 'Watch the bridge' } }],
    });
    await leader.storage.apply({
      ops: [create('wishlist', { id: newId(), title: 'Countdown', created: TIME0 + 1 })],
    });
    await leader.storage.apply({
      ops: [
        create('gigs', gig),
        create('plays', {
          id: newId(),
          gig: gig.id,
          song: solar.id,
          title: 'Solar',
          key: 'C',
          played: share.started + 2,
        }),
      ],
    });
    // Then one that does: the realtime messages keep their order, so any told before it came first.
    await leader.storage.apply({ ops: [pickerOn(set, solar.id, 'C', 1)] });
    await eventually(() => heard.at(-1)?.current?.title === 'Solar', 'Solar called');
    // After a told view too: another note tells nothing, the next pick does.
    await leader.storage.apply({
      ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { notes: '' } }],
    });
    await leader.storage.apply({ ops: [pickerOn(set, solar.id, 'C', 2)] });
    await eventually(() => heard.at(-1)?.current?.time === TIME0 + 1002, 'the second pick');
    expect(heard).toEqual([
      { version: 0, setName: 'First set', current: null, recent: [] },
      {
        version: 1,
        setName: 'First set',
        current: { title: 'Solar', key: 'C', time: TIME0 + 1001, chart: null },
        recent: [],
      },
      {
        version: 2,
        setName: 'First set',
        current: { title: 'Solar', key: 'C', time: TIME0 + 1002, chart: null },
        recent: [],
      },
    ]);
    stop();
    await leader.storage.live!.stop();
    await leader.storage.auth.logOut();
  });

  it('sends the called tune’s chart and nothing else of the library, and tells an edit of it', async () => {
    const leader = await signUp(backend().storage(), 'live-chart');
    const set = leader.firstSet;
    const solar = songRecord('Solar', { key: 'C', notes: 'Secret note' });
    const nardis = songRecord('Nardis', { key: 'E' });
    const solarChart = chartOf(solar.id, 'C-', '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 |]');
    const nardisChart = chartOf(nardis.id, 'E-', '[A] E-7 | F^7 | E-7 | F^7 |]');
    await leader.storage.apply({
      ops: [create('songs', solar), create('songs', nardis), solarChart.op, nardisChart.op],
    });
    const share = await leader.storage.live!.start(set);
    // The realtime messages exactly as the server sends them, to a guest's own SDK client.
    const messages: unknown[] = [];
    const guest = new PocketBase(backend().server.url);
    await guest.realtime.subscribe(`tunedeck/live/${share.token}`, (message) => messages.push(message));
    const told = () => messages.map((message) => (message as { view: LiveView | null }).view);
    await leader.storage.apply({ ops: [pickerOn(set, solar.id, 'C', 1)] });
    await eventually(() => told().at(-1)?.current?.title === 'Solar', 'Solar called');
    const called = {
      version: 1,
      setName: 'First set',
      current: { title: 'Solar', key: 'C', time: TIME0 + 1001, chart: solarChart.stored },
      recent: [],
    };
    expect(messages).toEqual([{ view: called }]);
    expect(await read(share.token)).toEqual(called);
    expect(await read(share.token)).toEqual(await coreView(leader, set, share.started));
    // Nothing else: no other song's chart, no note, no id.
    const sent = JSON.stringify([messages, await read(share.token)]);
    for (const hidden of [nardisChart.stored.text, 'Secret note', solar.id, nardis.id, set, leader.id])
      expect(sent).not.toContain(hidden);

    // Another song's chart edited: nothing told. The called tune's chart edited mid-gig: told.
    await leader.storage.apply({ ops: [chartOf(nardis.id, 'F-', '[A] F-7 | Gb^7 |]').op] });
    const edited = chartOf(solar.id, 'C-', '[A] C-^7 | G-7 C7 | F^7 | Bb7 |]');
    await leader.storage.apply({ ops: [edited.op] });
    await eventually(() => messages.length === 2, 'the edited chart told');
    expect(told()[1]).toEqual({ ...called, current: { ...called.current, chart: edited.stored } });
    expect((await read(share.token))?.current?.chart).toEqual(edited.stored);

    // Taken away through the record API (not the app's change route): told too, as no chart.
    const raw = await rawAs(new PocketBase(backend().server.url), leader.email);
    await raw.collection('charts').delete(solar.id);
    await eventually(() => messages.length === 3, 'the chart taken away told');
    expect(told()[2]).toEqual({ ...called, current: { ...called.current, chart: null } });
    raw.authStore.clear();
    guest.realtime.unsubscribe();
    await leader.storage.live!.stop();
    await leader.storage.auth.logOut();
  });
});
