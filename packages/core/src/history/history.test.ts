import { describe, expect, it } from 'vitest';
import { sortSongs } from '../library/song-sort.js';
import { keyedRecords } from '../model/keyed.js';
import type { Gig, Library, Play } from '../model/records.js';
import { buildLibrary, songIdOf } from '../testing/fixtures.js';
import {
  daysAgoText,
  daysSince,
  gigDate,
  historyView,
  lastPlayedText,
  NO_DATE,
  NO_TIME,
  PLAYED_FILTERS,
  passesPlayedFilter,
  playTime,
  songPlayStats,
} from './history.js';

// Calendar days are the device's: these expectations are in UTC.
process.env.TZ = 'UTC';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 20);
const songs = buildLibrary({ sets: { Gig: ['Solar', 'Nardis', 'Blue Bossa'] } });
const solar = songIdOf(songs, 'Solar');
const nardis = songIdOf(songs, 'Nardis');
const bossa = songIdOf(songs, 'Blue Bossa');

const gig = (id: string, started: number): Gig => ({ id, set: 'set000000000001', setName: 'Gig', started });
const play = (id: string, gigId: string, song: string, key: Play['key'], played: number): Play => ({
  id,
  gig: gigId,
  song,
  title: songs.songs[song]?.title ?? 'Gone',
  key,
  played,
});

const library: Library = {
  ...songs,
  gigs: keyedRecords([gig('g1', NOW - 40 * DAY), gig('g2', NOW - 2 * DAY)]),
  plays: keyedRecords([
    play('p1', 'g1', solar, 'C', NOW - 40 * DAY),
    play('p2', 'g1', nardis, 'E', NOW - 40 * DAY + 1),
    play('p3', 'g2', solar, 'E flat', NOW - 2 * DAY + 5),
    play('p4', 'g2', solar, 'C', NOW - 2 * DAY + 9),
  ]),
};

describe('the gig history as it is shown', () => {
  it('lists the gigs newest first, each with its tunes in the order played', () => {
    expect(historyView(library, NOW).map((g) => [g.id, g.plays.map((p) => `${p.title} (${p.key})`)])).toEqual(
      [
        ['g2', ['Solar (E flat)', 'Solar (C)']],
        ['g1', ['Solar (C)', 'Nardis (E)']],
      ],
    );
    // Worked out once per history.
    expect(historyView(library, NOW)).toBe(historyView(library, NOW + 60_000));
  });

  it('leaves out gigs and tunes stored at times out of bounds, whatever they hold', () => {
    const broken: Library = {
      ...library,
      gigs: library.gigs.with(gig('far', 1e308), gig('old', -5), gig('soon', NOW + 2 * DAY)),
      plays: library.plays.with(
        play('p5', 'g2', nardis, 'D', -5),
        play('p6', 'g2', nardis, 'G', 1e308),
        play('p7', 'g1', bossa, 'A', NOW - 40 * DAY + 2),
      ),
    };
    const shown = () =>
      historyView(broken, NOW).map((g) => [g.id, g.plays.map((p) => `${p.title} (${p.key})`)]);
    expect(shown()).toEqual([
      ['g2', ['Solar (E flat)', 'Solar (C)']],
      ['g1', ['Solar (C)', 'Nardis (E)', 'Blue Bossa (A)']],
    ]);
    // The same records left out, the same view: the clock moving does not work it out again.
    expect(historyView(broken, NOW)).toBe(historyView(broken, NOW + 1));
    // A gig started a day and a bit ahead of the clock comes in once the clock is there.
    expect(historyView(broken, NOW + DAY + 1).map((g) => g.id)).toEqual(['soon', 'g2', 'g1']);
  });

  it('counts no play at a time no calendar can show', () => {
    const stats = songPlayStats({ plays: library.plays.with(play('p9', 'g2', nardis, 'G', 1e308)) });
    expect(stats.get(nardis)).toEqual(songPlayStats(library).get(nardis));
  });

  it('writes a date or time no calendar can show as unknown instead of failing', () => {
    expect([gigDate(1e308), gigDate(Number.NaN), playTime(-1e300)]).toEqual([NO_DATE, NO_DATE, NO_TIME]);
    expect([NO_DATE, NO_TIME]).toEqual(['Unknown date', '--:--']);
    expect(gigDate(NOW, 'UTC')).toBe('Tue 24 Nov 2026');
  });

  it('counts each song’s plays, its last time and its keys, most played first', () => {
    const stats = songPlayStats(library);
    expect(stats.get(solar)).toEqual({
      count: 3,
      last: NOW - 2 * DAY + 9,
      keys: [
        { key: 'C', count: 2 },
        { key: 'E flat', count: 1 },
      ],
    });
    expect(stats.get(nardis)).toEqual({ count: 1, last: NOW - 40 * DAY + 1, keys: [{ key: 'E', count: 1 }] });
    expect(stats.get(bossa)).toBeUndefined();
  });

  it('says when a song was last played', () => {
    expect(lastPlayedText(null, NOW)).toBe('Never played');
    expect(lastPlayedText(NOW - 3 * 60 * 60 * 1000, NOW)).toBe('Played today');
    expect(lastPlayedText(NOW - DAY - 1, NOW)).toBe('Played yesterday');
    expect(lastPlayedText(NOW - 1234 * DAY, NOW)).toBe('Not played in 1,234 days');
    expect(daysSince(NOW + DAY, NOW)).toBe(0);
    expect([gigDate(NOW, 'UTC'), playTime(NOW + 5 * 60 * 1000, 'UTC')]).toEqual(['Tue 24 Nov 2026', '20:05']);
    expect(gigDate(NOW, 'Pacific/Auckland')).toBe('Wed 25 Nov 2026');
    expect([0, DAY + 1, 12 * DAY].map((ago) => daysAgoText(NOW - ago, NOW))).toEqual([
      'today',
      'yesterday',
      '12 days ago',
    ]);
  });

  it('filters by "not played in N days" (never played passes) and sorts by last played', () => {
    const stats = songPlayStats(library);
    const passing = (filter: (typeof PLAYED_FILTERS)[number]) =>
      [solar, nardis, bossa]
        .filter((id) => passesPlayedFilter(stats.get(id), filter, NOW))
        .map((id) => songs.songs[id]!.title);
    expect(Object.fromEntries(PLAYED_FILTERS.map((filter) => [filter, passing(filter)]))).toEqual({
      any: ['Solar', 'Nardis', 'Blue Bossa'],
      'not-30': ['Nardis', 'Blue Bossa'],
      'not-90': ['Blue Bossa'],
      'not-365': ['Blue Bossa'],
      never: ['Blue Bossa'],
    });
    const last = (id: string) => stats.get(id)?.last;
    const all = Object.values(songs.songs);
    expect(sortSongs(all, 'played-recent', last).map((s) => s.title)).toEqual([
      'Solar',
      'Nardis',
      'Blue Bossa',
    ]);
    expect(sortSongs(all, 'played-oldest', last).map((s) => s.title)).toEqual([
      'Blue Bossa',
      'Nardis',
      'Solar',
    ]);
  });
});
