// The library for iReal Pro: a page of irealb:// links as iReal Pro's own export makes one (one playlist
// for every tune and one a set), each song with its chart when it has one (chart/ireal.ts writes it).
// `readIReal` reads the page back: titles, composers, styles, keys and charts come in as they went out.
import { IREAL_MUSIC_MARKER, iRealChartMusic } from '../chart/ireal.js';
import type { Chart } from '../chart/model.js';
import { parseChartText } from '../chart/text.js';
import { compareTitles } from '../library/sort.js';
import type { SongKey } from '../model/constants.js';
import type { Id, Library, Song } from '../model/records.js';
import { iRealComposer } from './ireal.js';

/** A song as an iReal Pro link carries it. */
export interface IRealSong {
  title: string;
  composer: string;
  style: string;
  /** As iReal Pro writes keys: "Bb", "F#", "G-" (G minor). */
  key: string;
  chart?: Chart;
}

/** "The Days Of Wine And Roses" as iReal Pro sorts it: "Days Of Wine And Roses, The" (`iRealTitle` turns it back). */
export function iRealSortTitle(title: string): string {
  const match = /^(The|A|An) (.+)$/i.exec(title);
  return match ? `${match[2]}, ${match[1]}` : title;
}

/** "Miles Davis" as iReal Pro writes a composer: "Davis Miles" (the same swap of two names turns it back). */
export function iRealSortComposer(composer: string): string {
  return iRealComposer(composer);
}

/** A stored key as iReal Pro writes one ("B flat" is "Bb"); a random key has none there, so C stands in. */
export function iRealKeyName(key: SongKey): string {
  return key === 'random' ? 'C' : key.replace(' flat', 'b').replace(' sharp', '#');
}

// "=" separates a song's fields and "===" the songs: a name keeps none. An empty composer or style is
// written as one space, so two empty fields in a row never make a "===" inside a song (the reader trims it).
const field = (text: string) => text.replace(/=/g, '-');
const optional = (text: string) => field(text) || ' ';

/**
 * One playlist as an `irealb://` link: each song as "Title=Composer==Style=Key==Music==0=0", the
 * songs and the playlist's name joined by "===". A song without a chart gets iReal's marker alone (an
 * empty chart, which `readIReal` reads as none).
 */
export function iRealLink(name: string, songs: readonly IRealSong[]): string {
  const parts = songs.map((song) =>
    [
      field(iRealSortTitle(song.title)),
      optional(iRealSortComposer(song.composer)),
      '',
      optional(song.style),
      song.key,
      '',
      song.chart ? iRealChartMusic(song.chart) : IREAL_MUSIC_MARKER,
      '',
      '0',
      '0',
    ].join('='),
  );
  return `irealb://${encodeURIComponent([...parts, field(name)].join('==='))}`;
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The library as a page for iReal Pro: a link with every tune ("All tunes"), then one a set, tunes by
 * title. A song's chart goes with it when the library holds one (`library.charts`, which a storage
 * brings a moment after the first read), in the chart's own key; without one, the song's key.
 */
export function libraryIRealPage(library: Library): string {
  const songOf = (song: Song): IRealSong => {
    const record = library.charts[song.id];
    return {
      title: song.title,
      composer: song.composer,
      style: song.style,
      key: record ? record.key : iRealKeyName(song.key),
      ...(record ? { chart: parseChartText(record.text).chart } : {}),
    };
  };
  const byTitle = (a: Song, b: Song) => compareTitles(a.title, b.title);
  const all = Object.values(library.songs).sort(byTitle);
  const inSet = new Map<Id, Song[]>();
  for (const membership of Object.values(library.memberships)) {
    const song = library.songs[membership.song];
    if (!song) continue;
    const songs = inSet.get(membership.set);
    if (songs) songs.push(song);
    else inSet.set(membership.set, [song]);
  }
  const playlists = [
    { name: 'All tunes', songs: all },
    ...Object.values(library.sets)
      .sort((a, b) => compareTitles(a.name, b.name))
      .map((set) => ({ name: set.name, songs: (inSet.get(set.id) ?? []).sort(byTitle) })),
  ].filter((playlist) => playlist.songs.length > 0);
  // A chart is read from its text once, however many sets hold its song.
  const written = new Map(all.map((song) => [song.id, songOf(song)]));
  const items = playlists.map((playlist) => {
    const link = iRealLink(
      playlist.name,
      playlist.songs.map((song) => written.get(song.id)!),
    );
    const count = `${playlist.songs.length} ${playlist.songs.length === 1 ? 'tune' : 'tunes'}`;
    return `<li><a href="${link}">${html(playlist.name)}</a> (${count})</li>`;
  });
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Tunedeck for iReal Pro</title></head>',
    '<body>',
    '<h1>Tunedeck for iReal Pro</h1>',
    items.length > 0
      ? '<p>Open this page on the device that has iReal Pro and tap a playlist to import it.</p>'
      : '<p>The library has no tunes yet.</p>',
    ...(items.length > 0 ? ['<ul>', ...items, '</ul>'] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
