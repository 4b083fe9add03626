import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Gig, Library, Play } from '../model/records.js';
import { buildLibrary, FIXTURE_TIME } from '../testing/fixtures.js';
import { homeView } from './home.js';

const library = buildLibrary({
  sets: { 'Friday gig': ['Autumn Leaves', 'Solar', 'Blue Bossa'], Practice: ['Solar'], Empty: [] },
  songs: {
    Solar: { knowledge: 'new' },
    'Blue Bossa': { knowledge: 'med' },
    'Giant Steps': { knowledge: 'new' },
  },
  wishlist: ['Countdown', 'Moment’s Notice'],
});
const NOW = FIXTURE_TIME + 60_000;
const setId = (name: string) => Object.values(library.sets).find((set) => set.name === name)?.id as string;
const songId = (title: string) =>
  Object.values(library.songs).find((song) => song.title === title)?.id as string;

function withGigs(base: Library): Library {
  const gig = (id: string, set: string, started: number): Gig => ({ id, set, setName: set, started });
  const play = (id: string, gigId: string, title: string, played: number): Play => ({
    id,
    gig: gigId,
    song: songId(title),
    title,
    key: 'C',
    played,
  });
  // The older gig was played from a set since renamed; the newer one has two tunes.
  const gigs = [
    gig('gig1', 'Old name', FIXTURE_TIME + 1_000),
    gig('gig2', 'Friday gig', FIXTURE_TIME + 5_000),
  ];
  const plays = [
    play('p1', 'gig1', 'Solar', FIXTURE_TIME + 1_100),
    play('p2', 'gig2', 'Solar', FIXTURE_TIME + 5_100),
    play('p3', 'gig2', 'Blue Bossa', FIXTURE_TIME + 5_200),
  ];
  return {
    ...base,
    gigs: keyedRecords(gigs),
    plays: keyedRecords(plays),
  };
}

describe('homeView', () => {
  it('counts the library by level, with the picker set and the wish list', () => {
    expect(homeView(library, setId('Friday gig'), NOW)).toEqual({
      isNew: false,
      songCount: 4,
      byKnowledge: { new: 2, med: 1, know: 1 },
      pickerSet: { id: setId('Friday gig'), name: 'Friday gig', songCount: 3 },
      lastGig: null,
      wishCount: 2,
    });
  });

  it('gives the newest gig with how many tunes were played at it', () => {
    expect(homeView(withGigs(library), setId('Practice'), NOW)).toMatchObject({
      pickerSet: { name: 'Practice', songCount: 1 },
      lastGig: { id: 'gig2', setName: 'Friday gig', started: FIXTURE_TIME + 5_000, tunes: 2 },
    });
  });

  it('leaves out a gig stored at a time out of bounds: one started at 1e308 is not the last gig', () => {
    const stored = withGigs(library);
    const broken = {
      ...stored,
      gigs: stored.gigs.with({ ...stored.gigs.get('gig2')!, id: 'bad', started: 1e308 }),
    };
    expect(homeView(broken, setId('Practice'), NOW).lastGig).toEqual({
      id: 'gig2',
      setName: 'Friday gig',
      started: FIXTURE_TIME + 5_000,
      tunes: 2,
    });
  });

  it('has no picker set when the account has none or it is gone, and an empty set counts 0', () => {
    expect(homeView(library, null, NOW).pickerSet).toBeNull();
    expect(homeView(library, 'deleted-set', NOW).pickerSet).toBeNull();
    expect(homeView(library, setId('Empty'), NOW).pickerSet).toEqual({
      id: setId('Empty'),
      name: 'Empty',
      songCount: 0,
    });
  });

  it('is new with no songs, whatever else there is', () => {
    const empty = buildLibrary({ sets: { 'first set': [] }, wishlist: ['Countdown'] });
    const first = Object.keys(empty.sets)[0];
    expect(homeView(empty, first, NOW)).toMatchObject({
      isNew: true,
      songCount: 0,
      pickerSet: { id: first, name: 'First Set', songCount: 0 }, // as names are shown
      byKnowledge: { new: 0, med: 0, know: 0 },
      wishCount: 1,
    });
  });
});
