// What an import will do to a library, shown before anything is written, and the one change that does
// it: new tunes added, tunes already in the library kept (or updated when the musician ticks it), sets
// made for names that do not exist yet, and what is invalid and why. A tune's chart is created with its
// song, in the same change.
import type { Change, Operation } from '../library/change.js';
import { changeTooLargeSteps } from '../library/change-size.js';
import { storedChart } from '../library/chart-check.js';
import { chartRecord } from '../library/rules/chart.js';
import type { RuleContext } from '../library/rules/context.js';
import { createMembership, newSong, notesTooLong } from '../library/rules/song-fields.js';
import { isKnowledge, LIMITS } from '../model/constants.js';
import { createId } from '../model/random.js';
import type { Id, Library, Song } from '../model/records.js';
import { runSteps, type SliceOptions, type Steps } from '../model/slices.js';
import { formatCount } from '../text/count.js';
import { exceedsLength } from '../text/length.js';
import { normaliseText, titleKey } from '../text/normalise.js';
import { setNameProblem, titleProblem } from '../text/title-rules.js';
import { SET_NAME_MESSAGES, SONG_FIELD_MESSAGES, SONG_TITLE_MESSAGES } from '../validation/messages.js';
import type { ImportRow } from './rows.js';

export interface ImportOptions {
  /** Tunes already in the library take the import's key, knowledge and notes. @default false */
  update?: boolean;
  /** Every imported tune also goes into this set (the set page's Import). */
  intoSet?: Id;
}

/** The preview: every row of the import lands in exactly one of these lists. */
export interface ImportPreview {
  /** New songs, by title as they will be stored. */
  added: string[];
  /** Songs of the library the import names, left as they are (their new sets are still joined). */
  kept: string[];
  /** Songs of the library the import changes (with `update`). */
  updated: string[];
  /** Rows that break a rule, and why, in the app's words. */
  invalid: Array<{ where: string; title: string; message: string }>;
  /** Rows naming a title an earlier row of the import named already. */
  repeated: Array<{ where: string; title: string }>;
  /** Sets the import makes. */
  newSets: string[];
  /** Songs put into sets they were not in (new songs included). */
  joined: number;
  /** How many records the import writes: 0 when there is nothing to import. */
  writes: number;
  /** Why the import cannot be written as one change (too many records), or null. */
  tooLarge: string | null;
  /** Charts the import writes (new songs' charts, and changed ones with `update`). */
  charts: number;
  /**
   * Tunes imported without the chart their row brought, and why (over core's limits, or text that
   * does not read); absent when every chart goes in.
   */
  chartsLeftOut?: Array<{ where: string; title: string; message: string }>;
}

/** What an import's long steps tell as they go (rows done), and what stops them (Cancel). */
export type ImportProgress = Pick<SliceOptions, 'onProgress' | 'signal'>;

export interface ImportPlan {
  preview: ImportPreview;
  /** One atomic change; empty when there is nothing to write. */
  change: Change;
}

function rowProblem(row: ImportRow): string | null {
  const problem = titleProblem(row.title);
  if (problem) return SONG_TITLE_MESSAGES[problem === 'blank' ? 'required' : problem];
  // The readers bring only levels that exist; rows handed to the client by other code are checked too.
  if (row.knowledge !== undefined && !isKnowledge(row.knowledge))
    return SONG_FIELD_MESSAGES['invalid-knowledge'];
  if (row.notes !== undefined && notesTooLong(row.notes)) return SONG_FIELD_MESSAGES['notes-too-long'];
  if (row.composer !== undefined && exceedsLength(row.composer, LIMITS.composer))
    return SONG_FIELD_MESSAGES['composer-too-long'];
  if (row.style !== undefined && exceedsLength(row.style, LIMITS.style))
    return SONG_FIELD_MESSAGES['style-too-long'];
  for (const name of row.sets) {
    const setProblem = setNameProblem(name);
    if (setProblem)
      return `${SET_NAME_MESSAGES[setProblem === 'blank' ? 'required' : setProblem]} ("${name}")`;
  }
  return null;
}

function changedFields(song: Song, row: ImportRow): Partial<Omit<Song, 'id'>> {
  const patch: Partial<Omit<Song, 'id'>> = {};
  if (row.key !== undefined && row.key !== song.key) patch.key = row.key;
  if (row.knowledge !== undefined && row.knowledge !== song.knowledge) patch.knowledge = row.knowledge;
  if (row.notes !== undefined && row.notes !== song.notes) patch.notes = row.notes;
  for (const field of ['composer', 'style'] as const) {
    const value = row[field] === undefined ? undefined : normaliseText(row[field]);
    if (value !== undefined && value !== (song[field] ?? '')) patch[field] = value;
  }
  return patch;
}

/** Rows planned between two pauses of `planImportSteps`, and steps of the change sized between two. */
const ROWS_PER_STEP = 50;
const OPS_PER_STEP = 250;

/**
 * Plans an import into `library` without writing anything: the preview to show, and the change to
 * send when the musician confirms. Titles and set names compare as the app compares them (case and
 * spacing ignored); the first row of a title wins.
 */
export function planImport(
  library: Library,
  rows: readonly ImportRow[],
  context: RuleContext,
  options: ImportOptions = {},
): ImportPlan {
  return runSteps(planImportSteps(library, rows, context, options));
}

/**
 * `planImport` as steps (see `runInSlices`), the same plan: each pause says how many of the rows are
 * planned (the change's size is measured at the end, told as rows too), so a page can show it moving.
 */
export function* planImportSteps(
  library: Library,
  rows: readonly ImportRow[],
  context: RuleContext,
  options: ImportOptions = {},
): Steps<ImportPlan> {
  const preview: ImportPreview = {
    added: [],
    kept: [],
    updated: [],
    invalid: [],
    repeated: [],
    newSets: [],
    joined: 0,
    writes: 0,
    tooLarge: null,
    charts: 0,
  };
  const ops: Operation[] = [];
  const songs = new Map(Object.values(library.songs).map((song) => [titleKey(song.title), song]));
  const sets = new Map(Object.values(library.sets).map((set) => [titleKey(set.name), set.id]));
  const members = new Set(Object.values(library.memberships).map((m) => `${m.set}/${m.song}`));
  const seen = new Set<string>();
  const created = context.now();

  const setId = (name: string): Id => {
    const key = titleKey(name);
    const known = sets.get(key);
    if (known) return known;
    const set = { id: createId(context.random), name: normaliseText(name), created };
    ops.push({ type: 'create', collection: 'sets', record: set });
    sets.set(key, set.id);
    preview.newSets.push(set.name);
    return set.id;
  };
  const join = (set: Id, song: Id) => {
    if (members.has(`${set}/${song}`)) return;
    members.add(`${set}/${song}`);
    ops.push(createMembership(set, song, context));
    preview.joined += 1;
  };

  /** The chart record a row brings, or null (none, or one left out: said in the preview). */
  const chartOf = (row: ImportRow, title: string, songId: Id) => {
    if (!row.chart) return null;
    const stored = storedChart(row.chart);
    if (!stored.ok) {
      preview.chartsLeftOut ??= [];
      preview.chartsLeftOut.push({ where: row.where, title, message: stored.message });
      return null;
    }
    return chartRecord(songId, stored.key, stored.text);
  };

  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_STEP === 0) yield index;
    const title = normaliseText(row.title);
    const problem = rowProblem(row);
    if (problem) {
      preview.invalid.push({ where: row.where, title, message: problem });
      continue;
    }
    const key = titleKey(title);
    if (seen.has(key)) {
      preview.repeated.push({ where: row.where, title });
      continue;
    }
    seen.add(key);
    const existing = songs.get(key);
    let songId: Id;
    if (existing) {
      songId = existing.id;
      const patch = options.update ? changedFields(existing, row) : {};
      // Like its other fields, an existing song's chart changes only with `update`.
      const chart = options.update ? chartOf(row, existing.title, songId) : null;
      const held = library.charts[songId];
      const newChart = chart && (held?.key !== chart.key || held.text !== chart.text) ? chart : null;
      if (Object.keys(patch).length > 0)
        ops.push({ type: 'update', collection: 'songs', id: existing.id, patch });
      if (newChart) {
        ops.push({ type: 'upsert', collection: 'charts', record: newChart });
        preview.charts += 1;
      }
      if (Object.keys(patch).length > 0 || newChart) preview.updated.push(existing.title);
      else preview.kept.push(existing.title);
    } else {
      const song = newSong(
        {
          title,
          ...(row.key === undefined ? {} : { key: row.key }),
          ...(row.knowledge === undefined ? {} : { knowledge: row.knowledge }),
          ...(row.notes === undefined ? {} : { notes: row.notes }),
          ...(row.composer === undefined ? {} : { composer: normaliseText(row.composer) }),
          ...(row.style === undefined ? {} : { style: normaliseText(row.style) }),
        },
        context,
        created,
      );
      ops.push({ type: 'create', collection: 'songs', record: song });
      const chart = chartOf(row, song.title, song.id);
      if (chart) {
        ops.push({ type: 'create', collection: 'charts', record: chart });
        preview.charts += 1;
      }
      songs.set(key, song);
      songId = song.id;
      preview.added.push(song.title);
    }
    for (const name of row.sets) join(setId(name), songId);
    if (options.intoSet && library.sets[options.intoSet]) join(options.intoSet, songId);
  }
  preview.writes = ops.length;
  const change = { ops };
  const tooLarge = yield* changeTooLargeSteps(change, OPS_PER_STEP, rows.length);
  if (tooLarge)
    preview.tooLarge =
      tooLarge.steps > LIMITS.changeOps
        ? `This import would write ${formatCount(tooLarge.steps)} records at once, and one import writes at most ${formatCount(LIMITS.changeOps)}. Split the file in two and import each part.`
        : `This import would send ${formatCount(Math.ceil(tooLarge.bytes / (1024 * 1024)))} MB at once, and one import sends at most ${formatCount(LIMITS.changeBytes / (1024 * 1024))} MB. Split the file in two and import each part.`;
  return { preview, change };
}
