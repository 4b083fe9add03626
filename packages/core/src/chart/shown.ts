// What a song page (and later the stage) shows of a stored chart: the chart moved to the key the musician
// chose and to their instrument, with the words that name it. One rule, so every screen shows a chart in
// the same key with the same words.
import { INSTRUMENTS, type Instrument } from '../band/transpose.js';
import type { PlayableKey } from '../model/constants.js';
import type { Chart, ChartKey } from './model.js';
import { parseChartText } from './text.js';
import { chartKeyOf, parseChartKey, playableKeyOf, transposeChart, writtenChartKey } from './transpose.js';

/** A chart as stored: its key as iReal Pro writes it ("G-") and its text (`chartText`). */
export interface StoredChart {
  readonly key: string;
  readonly text: string;
}

export interface ShownChart {
  /** The chart as the player reads it: in the concert key chosen, moved for their instrument. */
  readonly chart: Chart;
  /** The concert key (what the band hears). */
  readonly concert: ChartKey;
  /** The key the player reads (the concert key for concert pitch and bass clef). */
  readonly written: ChartKey;
  /** The concert key as the song's key chooser names it ("E flat"). */
  readonly concertKey: PlayableKey;
  /** "F♯ minor", or "G major for B♭ instrument (concert F major)". */
  readonly label: string;
  /** The same for a screen reader: "F sharp minor", "G major for B flat instrument, concert F major". */
  readonly spoken: string;
}

const GLYPHS: Readonly<Record<string, string>> = { b: '\u266d', '#': '\u266f' };
const WORDS: Readonly<Record<string, string>> = { b: ' flat', '#': ' sharp' };

/** "B♭ major", "F♯ minor". */
export function chartKeyLabel(key: ChartKey): string {
  return `${key.tonic.charAt(0)}${GLYPHS[key.tonic.charAt(1)] ?? ''} ${key.minor ? 'minor' : 'major'}`;
}

/** "B flat major", "F sharp minor". */
export function chartKeySpoken(key: ChartKey): string {
  return `${key.tonic.charAt(0)}${WORDS[key.tonic.charAt(1)] ?? ''} ${key.minor ? 'minor' : 'major'}`;
}

/**
 * The stored chart as a player of `instrument` reads it in the concert key `concert` (the tune's key on
 * the song page; the chart's own key when not given). The chart keeps its mode: a minor tune asked in
 * "E flat" is shown in E♭ minor. Null when the stored chart cannot be read (a key that is not a key):
 * storage refuses such charts, so only a damaged copy gives it.
 */
export function shownChart(
  stored: StoredChart,
  options: { concert?: PlayableKey | undefined; instrument?: Instrument | undefined } = {},
): ShownChart | null {
  const own = parseChartKey(stored.key);
  if (!own) return null;
  const concert = options.concert ? chartKeyOf(options.concert, own.minor ? 'minor' : 'major') : own;
  const instrument = options.instrument ?? 'concert';
  const written = writtenChartKey(concert, instrument);
  const chart = transposeChart(parseChartText(stored.text).chart, own, written);
  const moved = instrument !== 'concert' && instrument !== 'bass-clef';
  const info = INSTRUMENTS.find((entry) => entry.id === instrument);
  const label = moved
    ? `${chartKeyLabel(written)} for ${info?.label ?? instrument} (concert ${chartKeyLabel(concert)})`
    : chartKeyLabel(concert);
  const spoken = moved
    ? `${chartKeySpoken(written)} for ${(info?.label ?? instrument).replace('\u266d', ' flat')}, concert ${chartKeySpoken(concert)}`
    : chartKeySpoken(concert);
  return { chart, concert, written, concertKey: playableKeyOf(concert), label, spoken };
}
