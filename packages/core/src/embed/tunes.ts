// The tunes an embedded picker is given (a React prop, an element's attribute or inline JSON), read into
// the picker's members with the app's own title rules. What cannot be read is reported, not guessed.
// A tune's chart is only looked at here (its shape, its key): reading it needs the chart reader, which
// embed/chart.ts runs when the chart is first shown, so a page without charts never loads it.
import { DEFAULT_KNOWLEDGE, type Knowledge, LIMITS, type SongKey } from '../model/constants.js';
import { createId, seededRandom } from '../model/random.js';
import { parseKeyName } from '../text/key-names.js';
import { normaliseText, titleKey } from '../text/normalise.js';
import { titleProblem } from '../text/title-rules.js';
import { SONG_TITLE_MESSAGES } from '../validation/messages.js';

/** One tune of an embedded picker. */
export interface EmbedTune {
  /** Derived from the title: the same title keeps its place in a saved round. */
  id: string;
  title: string;
  key: SongKey;
  knowledge: Knowledge;
  /** The tune's chart as given, read when it is shown (`readEmbedChart`). */
  chart?: EmbedChart;
}

/**
 * A tune's chart as a host writes it: the chart as Tunedeck reads typed text ("| C-7 | F7 | Bb^7 |"; the
 * song page's "Typing a chart"), in the key the tune's `chartKey` names, else in the tune's key; or
 * `{ key, text }`, the same with its key; or an iReal Pro song link (`irealb://…`, in the key the link
 * gives; a playlist's song with the tune's title, or its only song).
 */
export type EmbedChartInput = string | { key?: string; text: string };

/**
 * A tune as a host writes it: a title alone, or with its key, how well it is known and its chart. The
 * chart's key is written as iReal Pro writes one ("C", "Bb", "F#", "G-" for G minor; "Gm" reads too).
 */
export type EmbedTuneInput =
  | string
  | { title: string; key?: string; knowledge?: string; chart?: EmbedChartInput; chartKey?: string };

/**
 * A tune's chart, its shape and key checked but its music not yet read: typed text in a chart key
 * ("G-"), or an iReal Pro link. `readEmbedChart` reads it, with the chart reader, when it is shown.
 */
export type EmbedChart = { readonly key: string; readonly text: string } | { readonly link: string };

export interface EmbedTunes {
  tunes: EmbedTune[];
  /** One sentence per entry left out or read differently, for the host's console. */
  problems: string[];
}

/** The most tunes one embedded picker takes. */
export const EMBED_MAX_TUNES = LIMITS.multiAddLines;

const KNOWLEDGE_WORDS: Readonly<Record<string, Knowledge>> = {
  new: 'new',
  med: 'med',
  medium: 'med',
  know: 'know',
};

/** A 32-bit FNV-1a hash: ids and storage names from text, the same on every device. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The tune's id: 15 characters of a-z0-9 from its title (case and spacing ignored). */
export function embedTuneId(title: string): string {
  return createId(seededRandom(hashText(titleKey(title))));
}

/**
 * Reads tunes from an array (strings or `{ title, key, knowledge, chart, chartKey }`) or from text: one
 * tune per line or between semicolons, each "Title | key | knowledge" with the last two optional. Keys
 * are read as musicians write them ("Bb", "F#", "random"); knowledge is new, med (or medium) or know,
 * `know` when left out. Titles follow the app's rules; a title given twice is kept once. A chart (see
 * `EmbedChartInput`; arrays only) is kept as given with its key: one without a key it can use is left
 * out and said, its music read only when it is shown (`readEmbedChart`).
 */
export function readEmbedTunes(input: unknown): EmbedTunes {
  const entries: unknown[] = typeof input === 'string' ? splitText(input) : Array.isArray(input) ? input : [];
  const tunes: EmbedTune[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  if (typeof input !== 'string' && !Array.isArray(input) && input !== undefined && input !== null)
    problems.push('The tunes must be a list (an array, or text with one tune per line).');
  entries.forEach((entry, index) => {
    const where = `Tune ${index + 1}`;
    if (tunes.length >= EMBED_MAX_TUNES) {
      if (tunes.length === EMBED_MAX_TUNES && index === EMBED_MAX_TUNES)
        problems.push(`Only the first ${EMBED_MAX_TUNES} tunes are used.`);
      return;
    }
    const raw = typeof entry === 'string' ? fromText(entry) : entry;
    if (typeof raw !== 'object' || raw === null || typeof (raw as { title?: unknown }).title !== 'string') {
      problems.push(`${where} has no title.`);
      return;
    }
    const {
      title: rawTitle,
      key: rawKey,
      knowledge: rawKnowledge,
      chart: rawChart,
      chartKey,
    } = raw as Record<string, unknown>;
    const title = normaliseText(rawTitle as string);
    const problem = titleProblem(rawTitle as string);
    if (problem) {
      problems.push(`${where} ("${title}") is left out: ${SONG_TITLE_MESSAGES[problem]}.`);
      return;
    }
    const id = embedTuneId(title);
    if (seen.has(id)) {
      problems.push(`${where} ("${title}") is already in the list.`);
      return;
    }
    seen.add(id);
    let key = parseKeyName(typeof rawKey === 'string' ? rawKey : '');
    if (key === null) {
      problems.push(`${where} ("${title}"): "${String(rawKey)}" is not a key; a random key is used.`);
      key = 'random';
    }
    let knowledge = DEFAULT_KNOWLEDGE;
    if (typeof rawKnowledge === 'string' && rawKnowledge.trim() !== '') {
      const word = KNOWLEDGE_WORDS[rawKnowledge.trim().toLowerCase()];
      if (word) knowledge = word;
      else problems.push(`${where} ("${title}"): "${rawKnowledge}" is not new, med or know; know is used.`);
    }
    const chart = readChart(rawChart, chartKey, key);
    if (typeof chart === 'string') problems.push(`${where} ("${title}"): ${chart}; the chart is left out.`);
    tunes.push({
      id,
      title,
      key,
      knowledge,
      ...(chart !== null && typeof chart === 'object' ? { chart } : {}),
    });
  });
  return { tunes, problems };
}

const IREAL_LINK = /^irealb(?:ook)?:\/\//;
const CHART_KEY_NAME = /^([A-G])\s*(b|#|\u266d|\u266f|flat|sharp)?\s*(-|\u2212|m|min|minor|maj|major)?$/i;

/** A chart key as a musician writes it ("Bb", "G-", "Gm", "F sharp minor") as stored ("Bb", "G-"), or null. */
function chartKeyName(text: string): string | null {
  const match = CHART_KEY_NAME.exec(text.trim());
  if (!match) return null;
  const accidental = (match[2] ?? '').toLowerCase();
  const sign = accidental === '' ? '' : /^(b|\u266d|flat)$/.test(accidental) ? 'b' : '#';
  const mode = (match[3] ?? '').toLowerCase();
  const minor = mode !== '' && !mode.startsWith('maj');
  return `${(match[1] as string).toUpperCase()}${sign}${minor ? '-' : ''}`;
}

/**
 * A tune's chart as given, its key from `{ key }`, else `chartKey`, else the tune's key (major); none
 * when it is left out or blank; or why it is left out. Its music is read only when it is shown.
 */
function readChart(raw: unknown, chartKey: unknown, tuneKey: SongKey): EmbedChart | string | null {
  if (raw === undefined || raw === null) return null;
  const given = typeof raw === 'object' ? (raw as { key?: unknown; text?: unknown }) : { text: raw };
  if (typeof given.text !== 'string')
    return 'its chart must be chart text, { key, text } or an irealb:// link';
  const text = given.text.trim();
  if (text === '') return null;
  if (IREAL_LINK.test(text) && typeof raw === 'string') return { link: text };
  const named = given.key ?? chartKey;
  if (named === undefined || named === null || named === '') {
    if (tuneKey === 'random')
      return 'its chart needs a key: give "chartKey" (like "C" or "G-") or the tune\'s key';
    return { key: tuneKey.replace(' flat', 'b').replace(' sharp', '#'), text: given.text };
  }
  const key = typeof named === 'string' ? chartKeyName(named) : null;
  if (key === null) return `"${String(named)}" is not a chart key (C, Bb, F#, G- for G minor)`;
  return { key, text: given.text };
}

function splitText(text: string): string[] {
  return text
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function fromText(line: string): { title: string; key?: string; knowledge?: string } {
  const [title = '', key, knowledge] = line.split('|').map((part) => part.trim());
  return { title, ...(key !== undefined ? { key } : {}), ...(knowledge !== undefined ? { knowledge } : {}) };
}
