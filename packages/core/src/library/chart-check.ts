// What a stored chart must be (see `ChartRecord`): a key as iReal Pro writes one, and text that reads as
// a chart within core's limits. The rules that set a chart (the song page, an import) ask it all
// (`chartProblem`, `storedChart`); a storage asks the key and the limits (`chartRecordProblem`: the memory
// backend, and the server's hooks through the hooks bundle), in the same words. A storage does not read
// the text through: in PocketBase's JS runtime that takes about 6 ms a chart (10 s for an import of
// 1,460 iReal Pro songs, against 0.6 s without), and a text with a mistake harms no one but its owner,
// whose screens say where the mistake is.
import { chartText, parseChartText, type ReadChart } from '../chart/text.js';
import { LIMITS } from '../model/constants.js';
import { formatCount } from '../text/count.js';
import { utf8Bytes } from './change-size.js';
import { isChartKey } from './chart-key.js';

export { isChartKey } from './chart-key.js';

/** Why a chart cannot be stored, in the musician's words, and the field at fault. */
export interface ChartProblem {
  readonly field: 'key' | 'text';
  readonly message: string;
}

/** Why the key or the size of a chart's text cannot be stored, or null. */
function shapeProblem(key: unknown, text: unknown): ChartProblem | null {
  if (!isChartKey(key)) {
    const shown = typeof key === 'string' && key.length <= 12 ? `'${key}' is not a key` : 'Not a key';
    return { field: 'key', message: `${shown}: write a key like C, Bb, F# or G- (G minor).` };
  }
  if (typeof text !== 'string') return { field: 'text', message: 'A chart is text.' };
  const bytes = utf8Bytes(text);
  // Said before the text is read: a huge text is not parsed.
  if (bytes > LIMITS.chartBytes) return { field: 'text', message: tooLarge(bytes) };
  return null;
}

/** A chart's text read (`parseChartText`), or why it cannot be stored. */
function readChecked(chart: { key: unknown; text: unknown }): ChartProblem | ReadChart {
  const shape = shapeProblem(chart.key, chart.text);
  if (shape) return shape;
  const read = parseChartText(chart.text as string);
  // The first mistake, in the reader's words ("Bar 9: 'H7' is not a chord"; over the bars it allows).
  const error = read.errors[0];
  if (error) return { field: 'text', message: error.message };
  if (read.chart.bars.length === 0) return { field: 'text', message: 'A chart holds at least one bar.' };
  return read;
}

const tooManyBars = (bars: number) =>
  `A chart holds at most ${formatCount(LIMITS.chartBars)} bars; this one has ${formatCount(bars)}.`;

/** The words of a chart's text (as chart/text-tokens.ts ends them) and the marks that open a token. */
const WORDS = /[^\s,;|{}[\]<"\u201c\u201d\u201e]+/g;
const OPENERS = /[{[<"\u201c\u201d\u201e]/g;

/**
 * The most bars `text` can read as, found without reading it: twice its tokens other than barlines
 * (every bar has a token of its own, and "%%" makes two). Two regular expressions over the text: cheap
 * in PocketBase's JS runtime, where reading a chart is not.
 */
export function mostChartBars(text: string): number {
  return 2 * ((text.match(WORDS)?.length ?? 0) + (text.match(OPENERS)?.length ?? 0));
}

/**
 * Why a storage refuses a chart record, or null: its key must be a chart key, its text at most
 * `LIMITS.chartBytes` UTF-8 bytes and `LIMITS.chartBars` bars, and not blank. The text is read only
 * when it could hold more bars than allowed (`mostChartBars`): a chart of 200 tokens or fewer never is.
 */
export function chartRecordProblem(chart: { key: unknown; text: unknown }): ChartProblem | null {
  const shape = shapeProblem(chart.key, chart.text);
  if (shape) return shape;
  const text = chart.text as string;
  const most = mostChartBars(text);
  if (most === 0) return { field: 'text', message: 'A chart holds at least one bar.' };
  if (most <= LIMITS.chartBars) return null;
  const bars = parseChartText(text).chart.bars.length;
  return bars > LIMITS.chartBars ? { field: 'text', message: tooManyBars(bars) } : null;
}

const tooLarge = (bytes: number) =>
  `A chart holds at most ${formatCount(LIMITS.chartBytes)} bytes of text; this one has ${formatCount(bytes)}.`;

/**
 * Why `{ key, text }` cannot be stored as a chart, or null: the key must be a chart key, the text at
 * most `LIMITS.chartBytes` UTF-8 bytes, and it must read as a chart (`parseChartText`) of at least one
 * bar and at most `LIMITS.chartBars`, without a mistake. The words are the musician's ("A chart holds at
 * most 400 bars; this one has 412.").
 */
export function chartProblem(chart: { key: unknown; text: unknown }): ChartProblem | null {
  const read = readChecked(chart);
  return 'chart' in read ? null : read;
}

/**
 * A chart as it is stored: its key and the typed form's canonical writing of its text (`chartText`), so
 * the same chart typed two ways is stored the same; or why it cannot be (`chartProblem`, checked on the
 * text as given and on the text as written).
 */
export function storedChart(chart: {
  key: string;
  text: string;
}): { ok: true; key: string; text: string } | ({ ok: false } & ChartProblem) {
  const read = readChecked(chart);
  if (!('chart' in read)) return { ok: false, ...read };
  const text = chartText(read.chart);
  const bytes = utf8Bytes(text);
  // Written out (four bars a line, every barline) it may be longer than as typed.
  if (bytes > LIMITS.chartBytes) return { ok: false, field: 'text', message: tooLarge(bytes) };
  return { ok: true, key: chart.key, text };
}
