// iReal Pro playlists as musicians share them: `irealb://` links (iReal Pro's current form), the older
// `irealbook://` links, or the HTML file iReal Pro exports (a page of such links). Only what Tunedeck
// keeps is read: each song's title, composer, style, key and chart (chart/ireal.ts reads the changes),
// and the playlist's name.
import { readIRealChart, unscrambleIReal } from '../chart/ireal.js';
import { chartText } from '../chart/text.js';
import { utf8Bytes } from '../library/change-size.js';
import { isChartKey } from '../library/chart-check.js';
import { LIMITS, type SongKey } from '../model/constants.js';
import { formatCount } from '../text/count.js';
import { parseKeyName } from '../text/key-names.js';
import { normaliseText } from '../text/normalise.js';
import type { ImportRow } from './rows.js';

/** A tune as an import brings it, before the library's rules look at it. */
export interface ImportedTune {
  title: string;
  key: SongKey;
  composer: string;
  style: string;
  /**
   * The tune's chart: the key it is written in as iReal Pro writes it ("Bb", "G-") and the chart's
   * canonical text (`chartText`). Absent when the song has none, or one that could not be kept (then
   * `problems` says why).
   */
  chart?: { key: string; text: string };
}

export interface IRealPlaylist {
  /** The playlist's name; a link with one song and no name gets the song's title. */
  name: string;
  tunes: ImportedTune[];
}

/** Something of the input that could not be read, in words a musician understands. */
export interface IRealProblem {
  /** The song (or the link's beginning) it concerns. */
  where: string;
  message: string;
}

export interface IRealImport {
  playlists: IRealPlaylist[];
  problems: IRealProblem[];
}

// A link ends at white space, a quote or a tag (an apostrophe may stay unencoded inside a double-quoted href).
const LINK = /(irealb(?:ook)?):\/\/([^\s"<>]+)/g;

/** "Title, The" (iReal Pro's sorting form) becomes "The Title"; "A" and "An" likewise. */
export function iRealTitle(raw: string): string {
  const title = normaliseText(raw);
  const match = /^(.*),\s*(The|A|An)$/i.exec(title);
  return match ? `${match[2]} ${match[1]}` : title;
}

/**
 * iReal Pro writes composers last name first ("Davis Miles") for sorting; two names are turned back
 * ("Miles Davis"). Longer or marked-up names ("Lennon, McCartney", "Van Heusen Jimmy") stay as written.
 */
export function iRealComposer(raw: string): string {
  const composer = normaliseText(raw);
  const words = composer.split(' ');
  if (words.length === 2 && !/[,()&/]/.test(composer) && words.every((w) => /^\p{Lu}/u.test(w)))
    return `${words[1]} ${words[0]}`;
  return composer;
}

/**
 * An iReal Pro key as a stored key: "Bb" is B flat, "F#" is F sharp,
 * and a minor key ("A-") is its tonic (A). Anything else is `null`.
 */
export function iRealKey(raw: string): SongKey | null {
  const key = raw.trim().replace(/-$/, '');
  if (key === '') return null;
  return parseKeyName(key);
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
}

function tune(
  fields: readonly string[],
  at: { title: number; composer: number; style: number; key: number; music: number },
) {
  const title = iRealTitle(fields[at.title] ?? '');
  const rawKey = fields[at.key] ?? '';
  return {
    title,
    key: iRealKey(rawKey),
    rawKey,
    composer: iRealComposer(fields[at.composer] ?? ''),
    style: normaliseText(fields[at.style] ?? ''),
    music: fields[at.music] ?? '',
  };
}

/**
 * A song's chart as Tunedeck stores it, or why it is left out: it must read, be in a key, and fit
 * core's limits (`LIMITS.chartBars` bars, `LIMITS.chartBytes` bytes of text).
 */
function songChart(
  music: string,
  rawKey: string,
): { key: string; text: string } | { problem: string } | null {
  // No chart, or iReal's marker alone (an empty chart, as Tunedeck's export writes a song without one).
  if (unscrambleIReal(music).trim() === '') return null;
  const read = readIRealChart(music);
  if ('problem' in read) return read;
  const key = rawKey.trim();
  if (!isChartKey(key)) return { problem: `The chart has no key Tunedeck knows ("${rawKey}").` };
  const bars = read.chart.bars.length;
  if (bars > LIMITS.chartBars)
    return {
      problem: `The chart has ${formatCount(bars)} bars; a chart holds at most ${formatCount(LIMITS.chartBars)}.`,
    };
  const text = chartText(read.chart);
  const bytes = utf8Bytes(text);
  if (bytes > LIMITS.chartBytes)
    return {
      problem: `The chart's text has ${formatCount(bytes)} bytes; a chart holds at most ${formatCount(LIMITS.chartBytes)}.`,
    };
  return { key, text };
}

/**
 * `irealb://`: songs separated by "===", each "Title=Composer==Style=Key==Changes=…"; with several
 * songs the last part is the playlist's name.
 */
function readIRealB(body: string): { name: string | null; songs: ReturnType<typeof tune>[] } {
  const parts = body.split('===');
  while (parts.length > 0 && parts[parts.length - 1]!.trim() === '') parts.pop();
  const name = parts.length > 1 ? normaliseText(parts.pop()!) : null;
  const songs = parts.map((part) =>
    tune(part.split('='), { title: 0, composer: 1, style: 3, key: 4, music: 6 }),
  );
  return { name, songs };
}

/** `irealbook://`: six fields a song ("Title=Composer=Style=Key=n=Changes"), songs one after another. */
function readIRealBook(body: string): { name: string | null; songs: ReturnType<typeof tune>[] } {
  const fields = body.split('=');
  const songs: ReturnType<typeof tune>[] = [];
  let index = 0;
  for (; index + 6 <= fields.length; index += 6)
    songs.push(tune(fields.slice(index, index + 6), { title: 0, composer: 1, style: 2, key: 3, music: 5 }));
  // A seventh field left over is the playlist's name.
  const rest = fields.slice(index).join('=').trim();
  return { name: rest === '' ? null : normaliseText(rest), songs };
}

/**
 * Reads every iReal Pro link in `text`: a pasted link, several, or the HTML file iReal Pro exports.
 * Each link is a playlist. Songs without a title, or with a key that is not one of the twelve, are
 * reported (the key falls back to random; the song is kept), and so are charts that cannot be kept (the
 * song comes in without its chart). Never throws.
 */
export function readIReal(text: string): IRealImport {
  const result: IRealImport = { playlists: [], problems: [] };
  for (const match of text.matchAll(LINK)) {
    const [, scheme, encoded] = match as unknown as [string, string, string];
    const body = decode(encoded);
    if (body === null) {
      result.problems.push({
        where: `${scheme}://${encoded.slice(0, 24)}…`,
        message: 'This link is damaged (its percent-encoding does not decode).',
      });
      continue;
    }
    const { name, songs } = scheme === 'irealb' ? readIRealB(body) : readIRealBook(body);
    const tunes: ImportedTune[] = [];
    for (const song of songs) {
      if (song.title === '') {
        result.problems.push({
          where: name ?? 'iReal Pro link',
          message: 'A song without a title was left out.',
        });
        continue;
      }
      if (song.key === null)
        result.problems.push({
          where: song.title,
          message: `The key "${song.rawKey}" is not one of the twelve: the song comes in with a random key.`,
        });
      let chart: ReturnType<typeof songChart>;
      try {
        chart = songChart(song.music, song.rawKey);
      } catch {
        // A chart must never stop the import; its reader answers in words, so this is not expected.
        chart = { problem: 'The chart could not be read.' };
      }
      if (chart && 'problem' in chart)
        result.problems.push({
          where: song.title,
          message: `${chart.problem} The song comes in without its chart.`,
        });
      tunes.push({
        title: song.title,
        key: song.key ?? 'random',
        composer: song.composer,
        style: song.style,
        ...(chart && !('problem' in chart) ? { chart } : {}),
      });
    }
    if (tunes.length === 0) continue;
    result.playlists.push({ name: name ?? tunes[0]!.title, tunes });
  }
  return result;
}

/** The playlists' songs as import rows: each song goes into a set named after its playlist. */
export function iRealRows(read: IRealImport): ImportRow[] {
  return read.playlists.flatMap((playlist) =>
    playlist.tunes.map((tune) => ({
      where: playlist.name,
      title: tune.title,
      key: tune.key,
      sets: [playlist.name],
      ...(tune.composer ? { composer: tune.composer } : {}),
      ...(tune.style ? { style: tune.style } : {}),
      ...(tune.chart ? { chart: tune.chart } : {}),
    })),
  );
}
