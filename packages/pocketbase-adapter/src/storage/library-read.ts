import {
  COLLECTIONS,
  type CollectionName,
  type Id,
  isKeyedCollection,
  KeyedBuilder,
  keyedRecords,
  type Library,
  yieldToHost,
} from '@tunedeck/core';
import type { Raw } from './records.js';

// The library as the library route answers it, and a read of it started before the storage existed.
// Free of the SDK: a deferred storage (./deferred.ts) shows an early read before the SDK has loaded.

/**
 * The route that answers the signed-in musician's whole library but the charts, read in one transaction
 * (pb_hooks/library.pb.js).
 */
export const LIBRARY_PATH = '/api/tunedeck/library';

/** The same route answering the charts alone (`loadCharts`), read right after the library. */
export const CHARTS_PATH = `${LIBRARY_PATH}?collections=charts`;

/**
 * The library route answering just what core's pickerView reads to call the tune on the musician's
 * picker set (the set the server holds now, as `pickerSet`): the set, its picks, the song on the picker
 * and one other of the set. A page that draws the tune before its app has loaded reads it first: a few
 * records, where the whole library of 5,000 tunes with 20,000 reviews and 500 gigs is 1.1 MB compressed.
 */
export const PICKER_PATH = `${LIBRARY_PATH}?part=picker`;

/** The last library read of a musician, and its version (the route's): what a read again may keep. */
export interface KnownRead {
  user: string;
  version: string;
  library: Library;
}

/** A read of the library route started before the storage existed (see `earlyRead`). */
export interface EarlyLibraryRead {
  /** The session token it was made with. */
  token: string;
  /** The whole library's answer (on a page that draws the tune early, asked for once it has). */
  response: Promise<Response>;
  /** Its answer, once one of its readers has asked for it (see `earlyBody`): read once. */
  body?: Promise<LibraryAnswer | null>;
  /**
   * On a page that draws the tune before its app has loaded: the answer of PICKER_PATH, asked for
   * first, so the tune waits for a few records, not for every tune, review and play.
   */
  picker?: Promise<Response>;
  /** Its answer, read once (see `earlyPickerBody`). */
  pickerBody?: Promise<LibraryAnswer | null>;
}

/**
 * The library route's JSON: every collection's records, each its id and fields, and the answer's
 * version; or, to a read `?unless=<version>` when that is still the version, `unchanged`.
 */
export type RawLibrary = Record<CollectionName, Array<Raw & { id: Id }>> & {
  version?: string;
  /** True when nothing changed since `unless`; otherwise the collections that did not (left out). */
  unchanged?: true | CollectionName[];
  /** In PICKER_PATH's answer: the musician's picker set, as the server holds it. */
  pickerSet?: string;
};

/** The library route's answer as read: the library (core's, the charts apart) and its version, or `unchanged`. */
export type LibraryAnswer =
  | { unchanged: true }
  | {
      unchanged?: undefined;
      library: Library;
      version?: string;
      /**
       * To a read `unless` a version: the collections unchanged since, left out of the answer (and
       * empty in `library`): the reader keeps its own.
       */
      kept?: CollectionName[];
      /** In PICKER_PATH's answer: the musician's picker set, as the server holds it. */
      pickerSet?: string;
    };

/**
 * The answer of an early read, or null when it cannot stand for a read made now (another session, a
 * failure). Read once: a page's early drawing and the app's first read share it.
 */
export function earlyBody(
  token: string,
  early: EarlyLibraryRead | null | undefined,
): Promise<LibraryAnswer | null> {
  if (!early || !token || early.token !== token) return Promise.resolve(null);
  early.body ??= readEarly(early.response);
  return early.body;
}

/**
 * The answer of an early read's PICKER_PATH (its whole library's when it made none), or null when it
 * cannot stand for a read made now. Read once.
 */
export function earlyPickerBody(
  token: string,
  early: EarlyLibraryRead | null | undefined,
): Promise<LibraryAnswer | null> {
  if (!early?.picker) return earlyBody(token, early);
  if (!token || early.token !== token) return Promise.resolve(null);
  early.pickerBody ??= readEarly(early.picker);
  return early.pickerBody;
}

async function readEarly(response: Promise<Response>): Promise<LibraryAnswer | null> {
  try {
    const answer = await response;
    return answer.ok ? await readLibraryAnswer(answer) : null;
  } catch {
    return null;
  }
}

/** Work done between two pauses while a big answer is read: a tap waits for no longer than this. */
const SLICE_MS = 8;

/**
 * Reads a library route's answer (the whole library, a part of it or `unchanged`). The route writes
 * its JSON a line at a time: `{`, then for each collection a line `"songs":[` (after the first,
 * `,"reviews":[`), a line for each page of its records (after the first, starting with a comma), and
 * `]`; then, to a read `unless` a version, `,"unchanged":[…]` (the collections left out), then
 * `,"version":"…"` and `}`. Read here a line at a time as it comes, with a pause whenever
 * the work since the last one passed SLICE_MS: 5,000 tunes with 20,000 reviews are 6.5 MB of JSON,
 * about 35 ms to parse at once and as much again to key, which would hold a phone's page for a few
 * hundred milliseconds at once. An answer on one line (`{"unchanged":true}`, the picker's part) is
 * read whole. Either way the records are taken as they come: the route answers core's fields of each,
 * nothing else.
 */
export async function readLibraryAnswer(
  response: Response,
  { sliceMs = SLICE_MS }: { sliceMs?: number } = {},
): Promise<LibraryAnswer> {
  const answer = new AnswerLines();
  let slice = performance.now();
  const take = async (line: string) => {
    answer.line(line);
    if (performance.now() - slice >= sliceMs) {
      // A task queued behind the page's own (a redraw asked for meanwhile goes first).
      await yieldToHost();
      slice = performance.now();
    }
  };
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    // The start of a line not ended yet, in the pieces it came in (joined once, when it ends).
    let pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      let from = 0;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', from)) {
        pieces.push(text.slice(from, end));
        const line = pieces.join('');
        pieces = [];
        await take(line);
        from = end + 1;
      }
      if (from < text.length) pieces.push(text.slice(from));
      if (done) break;
    }
    if (pieces.length > 0) await take(pieces.join(''));
  } else {
    for (const line of (await response.text()).split('\n')) await take(line);
  }
  return answer.done();
}

/** A library route's answer, taken a line at a time (see `readLibraryAnswer`). */
class AnswerLines {
  /** Lines of an answer not written a page a line (anything but `{` first): read whole at the end. */
  private whole: string[] | null = null;
  private started = false;
  /** Whether the answer's last line (`}`) came: an answer cut short is no library, whatever it holds. */
  private ended = false;
  private collection: CollectionName | null = null;
  private readonly plain: Partial<Record<CollectionName, Record<Id, { id: Id }>>> = {};
  private readonly keyed: Partial<Record<CollectionName, KeyedBuilder<{ id: Id }>>> = {};
  private readonly fields: Record<string, unknown> = {};

  line(line: string): void {
    if (this.whole) {
      this.whole.push(line);
      return;
    }
    if (!this.started) {
      this.started = true;
      if (line !== '{') this.whole = [line];
      return;
    }
    if (line === '}') this.ended = true;
    if (line === '' || line === ']' || line === '}') return;
    // A field: a collection's list starting (`"songs":[`), or the version.
    const field = /^,?"(\w+)":(.*)$/.exec(line);
    if (field) {
      const [, name, value] = field as unknown as [string, string, string];
      if (value === '[')
        this.collection = (COLLECTIONS as readonly string[]).includes(name) ? (name as CollectionName) : null;
      else this.fields[name] = JSON.parse(value);
      return;
    }
    const records = JSON.parse(`[${line.startsWith(',') ? line.slice(1) : line}]`) as Array<{ id: Id }>;
    if (this.collection) this.take(this.collection, records);
  }

  /** Records of `collection`, as the route answers them (core's fields of each, nothing else). */
  private take(collection: CollectionName, records: Array<{ id: Id }>): void {
    if (isKeyedCollection(collection)) {
      const building = this.keyed[collection] ?? new KeyedBuilder();
      this.keyed[collection] = building;
      building.add(records);
    } else {
      const into = this.plain[collection] ?? {};
      this.plain[collection] = into;
      for (const record of records) into[record.id] = record;
    }
  }

  done(): LibraryAnswer {
    let fields = this.fields;
    if (this.whole) {
      const raw = JSON.parse(this.whole.join('\n')) as RawLibrary;
      if (raw.unchanged === true) return { unchanged: true };
      for (const collection of COLLECTIONS) if (raw[collection]) this.take(collection, raw[collection]);
      fields = raw;
    } else if (!this.ended) {
      // Cut at the end of a line (the server stopped, the network went), it would parse: refused. (A
      // plain error: the page's early drawing reads answers too, without core's errors. The storage's
      // read fails with it, as the network's failure.)
      throw new Error('The library’s answer was cut short.');
    }
    const library = {} as Record<CollectionName, unknown>;
    for (const collection of COLLECTIONS)
      library[collection] = isKeyedCollection(collection)
        ? (this.keyed[collection]?.done() ?? keyedRecords([]))
        : (this.plain[collection] ?? {});
    return { library: library as unknown as Library, ...answerFields(fields) };
  }
}

/** The version, the collections kept and the picker set an answer gives, when it gives them. */
function answerFields(raw: { version?: unknown; pickerSet?: unknown; unchanged?: unknown }): {
  version?: string;
  kept?: CollectionName[];
  pickerSet?: string;
} {
  const kept = Array.isArray(raw.unchanged)
    ? COLLECTIONS.filter((collection) => (raw.unchanged as unknown[]).includes(collection))
    : null;
  return {
    ...(typeof raw.version === 'string' ? { version: raw.version } : {}),
    ...(kept ? { kept } : {}),
    ...(typeof raw.pickerSet === 'string' ? { pickerSet: raw.pickerSet } : {}),
  };
}
