import { describe, expect, it } from 'vitest';
import type { PlayableKey } from '../model/constants.js';
import { keyedRecords } from '../model/keyed.js';
import type { Library, PickerState, Play } from '../model/records.js';
import { initialPickerState } from '../picker/transition.js';
import { buildLibrary, FIXTURE_TIME, setIdOf, songIdOf } from '../testing/fixtures.js';
import {
  calledAgoText,
  followInOrder,
  isLiveMiss,
  isLiveToken,
  isStaleLiveView,
  LIVE_RECENT,
  type LiveView,
  liveShareSet,
  liveToken,
  liveView,
  sameLiveView,
} from './live.js';

const MINUTE = 60_000;
const START = FIXTURE_TIME + 10 * MINUTE;
/** Iris's chart, and Solar's (a chart of a song not called, which no follower may see). */
const IRIS_CHART = { key: 'Eb', text: '[A] Eb^7 | Ab7#11 | Eb^7 | C-7 |]' };
const SOLAR_CHART = { key: 'C-', text: '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 |]' };

/** A library with a gig of `played` titles from `Friday`, a pick of `current` on its picker. */
function playing(played: string[], current: { title: string; key?: 'G' | 'B flat' } | null): Library {
  const library = buildLibrary({
    sets: {
      friday: ['autumn leaves', 'Solar', 'Nardis', 'Footprints', 'Misty', 'Juju', 'Iris', 'Dolphin Dance'],
      Practice: ['Stella'],
    },
    songs: {
      Solar: { key: 'C', notes: 'The bridge!', chart: SOLAR_CHART },
      Iris: { chart: IRIS_CHART },
      'Dolphin Dance': { key: 'E flat' },
    },
  });
  const friday = setIdOf(library, 'friday');
  const practice = setIdOf(library, 'Practice');
  const gigs = {
    g1: { id: 'g1', set: friday, setName: 'friday', started: START - MINUTE },
    g0: { id: 'g0', set: practice, setName: 'Practice', started: START - MINUTE },
  };
  const plays: Record<string, Play> = Object.fromEntries(
    played.map((title, index) => {
      const id = `p${index}`;
      return [
        id,
        {
          id,
          gig: 'g1',
          song: songIdOf(library, title),
          title,
          key: 'A' as PlayableKey,
          played: START + index * MINUTE,
        },
      ];
    }),
  );
  // A tune played at the practice set's gig, and one of this set's from before the share started.
  plays.px = {
    id: 'px',
    gig: 'g0',
    song: songIdOf(library, 'Stella'),
    title: 'Stella',
    key: 'D',
    played: START,
  };
  plays.old = {
    id: 'old',
    gig: 'g1',
    song: songIdOf(library, 'Iris'),
    title: 'Iris',
    key: 'E',
    played: START - 1,
  };
  const state: PickerState | null = current
    ? {
        ...initialPickerState(START),
        current: { song: songIdOf(library, current.title), key: current.key ?? 'G' },
        version: 3,
        updated: START + 30 * MINUTE,
      }
    : null;
  return {
    ...library,
    gigs: keyedRecords(gigs),
    plays: keyedRecords(plays),
    pickers: state ? { [friday]: { id: friday, set: friday, state } } : {},
  };
}

describe('liveView', () => {
  it('shows the set, the tune on the picker with its chart and the last five played since the share began, latest first', () => {
    const library = playing(['Solar', 'Nardis', 'Footprints', 'Misty', 'Juju', 'autumn leaves'], {
      title: 'Iris',
      key: 'B flat',
    });
    expect(liveView(library, setIdOf(library, 'friday'), START)).toEqual({
      version: 3,
      setName: 'Friday',
      current: { title: 'Iris', key: 'B flat', time: START + 30 * MINUTE, chart: IRIS_CHART },
      recent: [
        { title: 'Autumn Leaves', key: 'A', time: START + 5 * MINUTE },
        { title: 'Juju', key: 'A', time: START + 4 * MINUTE },
        { title: 'Misty', key: 'A', time: START + 3 * MINUTE },
        { title: 'Footprints', key: 'A', time: START + 2 * MINUTE },
        { title: 'Nardis', key: 'A', time: START + MINUTE },
      ],
    });
  });

  it("shows a song's own key over the one drawn when it was picked (edited while on screen)", () => {
    const library = playing([], { title: 'Dolphin Dance', key: 'G' });
    expect(liveView(library, setIdOf(library, 'friday'), START)?.current).toEqual({
      title: 'Dolphin Dance',
      key: 'E flat',
      time: START + 30 * MINUTE,
      // A song without a chart.
      chart: null,
    });
  });

  it("carries the called song's chart as it is now: edited, or taken away", () => {
    const library = playing([], { title: 'Iris' });
    const set = setIdOf(library, 'friday');
    const iris = songIdOf(library, 'Iris');
    const edited = { key: 'D', text: '[A] D^7 | G7#11 | D^7 | B-7 |]' };
    const editedLibrary = {
      ...library,
      charts: { ...library.charts, [iris]: { id: iris, song: iris, ...edited } },
    };
    expect(liveView(editedLibrary, set, START)?.current?.chart).toEqual(edited);
    const { [iris]: _gone, ...charts } = library.charts;
    expect(liveView({ ...library, charts }, set, START)?.current?.chart).toBeNull();
  });

  it('has no current tune before the first pick, or when the picked song is gone', () => {
    const before = playing(['Solar'], null);
    expect(liveView(before, setIdOf(before, 'friday'), START)).toEqual({
      version: 0,
      setName: 'Friday',
      current: null,
      recent: [{ title: 'Solar', key: 'A', time: START }],
    });
    const library = playing([], { title: 'Iris' });
    const { [songIdOf(library, 'Iris')]: _gone, ...songs } = library.songs;
    expect(liveView({ ...library, songs }, setIdOf(library, 'friday'), START)?.current).toBeNull();
  });

  it('is null once the set is gone', () => {
    const library = playing(['Solar'], { title: 'Iris' });
    expect(liveView(library, 'nosuchset', START)).toBeNull();
  });

  it("carries nothing but titles, keys, times, the called tune's chart, the set name and the picker state's version", () => {
    const library = playing(['Solar', 'Nardis', 'Iris'], { title: 'Solar' });
    const view = liveView(library, setIdOf(library, 'friday'), START);
    const text = JSON.stringify(view);
    expect(text).not.toContain('The bridge!');
    // Iris was played before, and has a chart: only the called tune's goes out.
    expect(text).not.toContain(IRIS_CHART.text);
    expect(text).toContain(JSON.stringify(SOLAR_CHART.text));
    const ids = [...Object.keys(library.songs), ...Object.keys(library.sets), ...Object.keys(library.charts)];
    for (const id of [...ids, 'g1', 'p0']) expect(text).not.toContain(id);
    expect(Object.keys(view ?? {}).sort()).toEqual(['current', 'recent', 'setName', 'version']);
    expect(Object.keys(view?.current ?? {}).sort()).toEqual(['chart', 'key', 'time', 'title']);
    expect(Object.keys(view?.current?.chart ?? {}).sort()).toEqual(['key', 'text']);
    expect(view?.current?.chart).toEqual(SOLAR_CHART);
    for (const call of view?.recent ?? []) expect(Object.keys(call).sort()).toEqual(['key', 'time', 'title']);
    expect(LIVE_RECENT).toBe(5);
  });
});

describe('sameLiveView', () => {
  it('tells a change from a view that only looks new', () => {
    const library = playing(['Solar', 'Nardis'], { title: 'Iris' });
    const set = setIdOf(library, 'friday');
    const a = liveView(library, set, START);
    expect(sameLiveView(a, liveView(library, set, START))).toBe(true);
    expect(sameLiveView(a, liveView(playing(['Solar', 'Nardis'], { title: 'Juju' }), set, START))).toBe(
      false,
    );
    expect(sameLiveView(a, liveView(playing(['Solar'], { title: 'Iris' }), set, START))).toBe(false);
    expect(sameLiveView(a, null)).toBe(false);
    expect(sameLiveView(null, null)).toBe(true);
  });

  it("tells the called tune's chart edited mid-gig, though the picker did not move", () => {
    const library = playing(['Solar', 'Nardis'], { title: 'Iris' });
    const set = setIdOf(library, 'friday');
    const iris = songIdOf(library, 'Iris');
    const shown = liveView(library, set, START)!;
    const withChart = (chart: { key: string; text: string } | null) => {
      const { [iris]: _before, ...charts } = library.charts;
      const after = chart ? { ...charts, [iris]: { id: iris, song: iris, ...chart } } : charts;
      return liveView({ ...library, charts: after }, set, START)!;
    };
    const retyped = withChart({ ...IRIS_CHART, text: '[A] Eb^7 | Ab7 | Eb^7 | C7 |]' });
    const moved = withChart({ ...IRIS_CHART, key: 'C-' });
    const removed = withChart(null);
    for (const edited of [retyped, moved, removed]) {
      expect(sameLiveView(shown, edited)).toBe(false);
      // Made from the same picker state: news, not an old view (a storage tells it, a follower shows it).
      expect(isStaleLiveView(edited, shown)).toBe(false);
      expect(isStaleLiveView(shown, edited)).toBe(false);
    }
    expect(sameLiveView(removed, withChart(null))).toBe(true);
    // Another song's chart edited: nothing a follower sees changed.
    const solar = songIdOf(library, 'Solar');
    const charts = { ...library.charts, [solar]: { id: solar, song: solar, key: 'C', text: '| C |]' } };
    expect(sameLiveView(shown, liveView({ ...library, charts }, set, START))).toBe(true);
  });
});

describe('views in order', () => {
  const view = (version: number, title: string, lastPlayed?: number): LiveView => ({
    version,
    setName: 'Friday',
    current: { title, key: 'C', time: START + version * MINUTE, chart: null },
    recent: lastPlayed === undefined ? [] : [{ title: 'Solar', key: 'C', time: lastPlayed }],
  });

  it('is stale when made from an older picker state, or the same state with fewer plays', () => {
    expect(isStaleLiveView(view(6, 'Solar'), null)).toBe(false);
    expect(isStaleLiveView(view(6, 'Solar'), view(7, 'Nardis'))).toBe(true);
    expect(isStaleLiveView(view(8, 'Juju'), view(7, 'Nardis'))).toBe(false);
    // The pick's write and its play's, told in the wrong order.
    expect(isStaleLiveView(view(7, 'Nardis'), view(7, 'Nardis', START))).toBe(true);
    expect(isStaleLiveView(view(7, 'Nardis', START), view(7, 'Nardis'))).toBe(false);
    // The same state told again (a set renamed) is not stale.
    expect(isStaleLiveView(view(7, 'Nardis', START), view(7, 'Nardis', START))).toBe(false);
  });

  it('is never stale when of another set: the share followed the picker to a set with fewer picks', () => {
    const saturday = { ...view(0, 'Solar'), setName: 'Saturday', current: null };
    expect(isStaleLiveView(saturday, view(7, 'Nardis'))).toBe(false);
    expect(isStaleLiveView({ ...view(1, 'Juju'), setName: 'Saturday' }, view(7, 'Nardis'))).toBe(false);
    expect(isStaleLiveView({ ...view(1, 'Juju'), setName: 'Saturday' }, saturday)).toBe(false);
    expect(isStaleLiveView(saturday, { ...view(1, 'Juju'), setName: 'Saturday' })).toBe(true);
  });

  it('a follow tells two writes told in the wrong order as the newer one, and the end always', async () => {
    let told: ((view: LiveView | null) => void) | undefined;
    const heard: Array<string | null> = [];
    const stop = await followInOrder(async (_token, listener: (view: LiveView | null) => void) => {
      told = listener;
      return 'stop';
    })('token', (shown) => heard.push(shown ? `${shown.current?.title} v${shown.version}` : null));
    expect(stop).toBe('stop');
    told?.(view(6, 'Solar'));
    told?.(view(8, 'Juju'));
    told?.(view(7, 'Nardis'));
    told?.(view(8, 'Juju', START));
    told?.(view(8, 'Juju'));
    told?.(view(9, 'Misty'));
    told?.(null);
    expect(heard).toEqual(['Solar v6', 'Juju v8', 'Juju v8', 'Misty v9', null]);
  });
});

describe('live tokens', () => {
  it('are 128 random bits as 32 hexadecimal digits', () => {
    const token = liveToken(Uint8Array.from({ length: 16 }, (_, index) => index * 17));
    expect(token).toBe('00112233445566778899aabbccddeeff');
    expect(isLiveToken(token)).toBe(true);
    expect(isLiveToken(token.toUpperCase())).toBe(false);
    expect(isLiveToken(token.slice(1))).toBe(false);
    expect(isLiveToken(`${token}0`)).toBe(false);
    expect(isLiveToken(42)).toBe(false);
    expect(() => liveToken(new Uint8Array(8))).toThrow('16 random bytes');
  });
});

describe('fair throttling of follower reads', () => {
  it('counts only a token never seen as a miss: not a share’s, nor an ended one’s', () => {
    expect(isLiveMiss('share')).toBe(false);
    expect(isLiveMiss('ended')).toBe(false);
    expect(isLiveMiss('unknown')).toBe(true);
  });
});

describe('liveShareSet', () => {
  it('follows the leader’s picker set, or keeps the share’s own while the picker has none', () => {
    const sets = { friday: {}, saturday: {} };
    expect(liveShareSet('friday', 'saturday', sets)).toBe('saturday');
    expect(liveShareSet('friday', 'friday', sets)).toBe('friday');
    expect(liveShareSet('friday', undefined, sets)).toBe('friday');
    expect(liveShareSet('friday', '', sets)).toBe('friday');
    // A picker set that is not one of the leader's sets (gone meanwhile) is not followed.
    expect(liveShareSet('friday', 'sunday', sets)).toBe('friday');
  });
});

describe('calledAgoText', () => {
  it('says how long ago the tune was called', () => {
    expect(calledAgoText(START, START)).toBe('Called just now');
    expect(calledAgoText(START, START + 59_999)).toBe('Called just now');
    expect(calledAgoText(START, START + MINUTE)).toBe('Called 1 min ago');
    expect(calledAgoText(START, START + 59 * MINUTE)).toBe('Called 59 min ago');
    expect(calledAgoText(START, START + 60 * MINUTE)).toBe('Called 1 h ago');
    expect(calledAgoText(START, START + 125 * MINUTE)).toBe('Called 2 h 5 min ago');
    // A clock a little behind the leader's: never "in the future".
    expect(calledAgoText(START + 5000, START)).toBe('Called just now');
  });
});
