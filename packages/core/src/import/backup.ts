// A full backup of one musician's Tunedeck as JSON, and its restore into an empty account: the same
// songs, sets, memberships, wish list, picker states, gig and practice history, charts and settings, under new record ids (ids
// are the server's, unique across accounts, so a restore never reuses them).

import type { Change, Operation } from '../library/change.js';
import { changeTooLarge } from '../library/change-size.js';
import { chartRecordProblem } from '../library/chart-check.js';
import type { RuleContext } from '../library/rules/context.js';
import { libraryRecords } from '../model/collections.js';
import { LIMITS } from '../model/constants.js';
import { fieldTypeProblem, timeKindOf } from '../model/field-types.js';
import { createId } from '../model/random.js';
import type {
  Account,
  CollectionName,
  CollectionRecords,
  Id,
  Library,
  PickerState,
  PracticeSettings,
} from '../model/records.js';
import { COLLECTIONS, RECORD_FIELDS } from '../model/records.js';
import { timeBoundsText } from '../model/times.js';
import { isPickerState } from '../picker/parse.js';
import { isPracticeSettings } from '../practice/settings.js';
import { formatCount } from '../text/count.js';

export const BACKUP_FORMAT = 'tunedeck-backup';
export const BACKUP_VERSION = 1;

export interface TunedeckBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  settings: { loginToPicker: boolean; pickerSet: Id; practice?: PracticeSettings | null };
  library: { [C in CollectionName]: CollectionRecords[C][] };
}

/** The account's data as a backup: records sorted by id, so the same account gives the same file. */
export function libraryBackup(
  library: Library,
  account: Pick<Account, 'loginToPicker' | 'pickerSet' | 'practice'>,
  now: number,
): TunedeckBackup {
  const sorted = <C extends CollectionName>(collection: C) =>
    [...libraryRecords(library, collection)].sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    settings: {
      loginToPicker: account.loginToPicker,
      pickerSet: account.pickerSet,
      practice: account.practice ?? null,
    },
    library: {
      songs: sorted('songs'),
      sets: sorted('sets'),
      memberships: sorted('memberships'),
      wishlist: sorted('wishlist'),
      pickers: sorted('pickers'),
      gigs: sorted('gigs'),
      plays: sorted('plays'),
      cards: sorted('cards'),
      reviews: sorted('reviews'),
      charts: sorted('charts'),
    },
  };
}

export type BackupRead = { ok: true; backup: TunedeckBackup } | { ok: false; message: string };

/** The collections a backup may lack (it was made before they existed). */
const LATER = ['gigs', 'plays', 'cards', 'reviews', 'charts'] as const;

const NOT_A_BACKUP = 'This file is not a Tunedeck backup.';

/** Each collection as the musician knows it, for the messages. */
const COLLECTION_WORDS: Record<CollectionName, string> = {
  songs: 'songs',
  sets: 'sets',
  memberships: 'set lists',
  wishlist: 'Tunes I Want To Learn',
  pickers: 'picker states',
  gigs: 'gigs of the history',
  plays: 'tunes of the history',
  cards: 'practice schedules',
  reviews: 'practice reviews',
  charts: 'charts',
};

/**
 * The most characters a backup file may have (`LIMITS.importFileBytes`): a restore is sent as one change
 * of at most `LIMITS.changeBytes`, and a backup's records are written with two-space indents, so twice
 * that. A longer file is refused before it is parsed.
 */
export const BACKUP_MAX_CHARS = LIMITS.importFileBytes;

const damaged = (message: string): BackupRead => ({
  ok: false,
  message: `This backup is damaged: ${message}`,
});

/**
 * What is wrong with the `index`th record of a collection at `now`, or null: every field there, of its
 * kind, no other, and every time within bounds (see `isTimeWithinSense`).
 */
function recordProblem(
  collection: CollectionName,
  record: unknown,
  index: number,
  now: number,
): string | null {
  const which = `record ${formatCount(index + 1)} of its ${COLLECTION_WORDS[collection]}`;
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return `${which} is not a record.`;
  const fields = ['id', ...RECORD_FIELDS[collection]];
  const missing = fields.find((field) => !Object.hasOwn(record, field));
  if (missing) return `${which} has no ${missing}.`;
  const foreign = Object.keys(record).find((field) => !fields.includes(field));
  if (foreign !== undefined) return `${which} has a field Tunedeck does not know (${foreign.slice(0, 40)}).`;
  const value = (name: string) => (record as Record<string, unknown>)[name];
  const wrong = fields.find((field) => fieldTypeProblem(collection, field, value(field), now));
  if (wrong === undefined) return null;
  // A number or a picker state that failed only on its time: one out of bounds, said as such.
  const kind = timeKindOf(collection, wrong);
  if (kind !== null && typeof value(wrong) === 'number')
    return `${which} has a ${wrong} time out of range: Tunedeck takes ${timeBoundsText(kind)}.`;
  if (collection === 'pickers' && isPickerState(value(wrong)))
    return `${which} was last changed at a time out of range: Tunedeck takes ${timeBoundsText()}.`;
  return `${which} has ${/^[aeiou]/.test(wrong) ? 'an' : 'a'} ${wrong} of the wrong kind.`;
}

/**
 * Reads a backup file at `now` as untrusted input, refusing it whole when it is not one or anything in
 * it is damaged, with a message naming the collection and the problem (never a throw): a restore is all
 * or nothing. Every collection must be a list; every record must hold exactly its collection's fields,
 * each of its kind (ids, keys, knowledge levels, picker states, and times from 2000 to a day past `now`,
 * the server's bounds); ids are unique; links point inside the backup; and the whole must fit in one
 * restore (`LIMITS.changeOps` records, `BACKUP_MAX_CHARS`).
 */
export function readBackup(text: string, now: number): BackupRead {
  if (text.length > BACKUP_MAX_CHARS)
    return {
      ok: false,
      message: `This backup is too large to restore: a restore takes a file of at most ${formatCount(BACKUP_MAX_CHARS / (1024 * 1024))} MB.`,
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: NOT_A_BACKUP };
  const backup = value as Record<string, unknown>;
  if (backup.format !== BACKUP_FORMAT) return { ok: false, message: NOT_A_BACKUP };
  if (backup.version !== BACKUP_VERSION)
    return {
      ok: false,
      message: `This backup was made by another version of Tunedeck (format ${String(backup.version).slice(0, 20)}).`,
    };
  const given = backup.library;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { ok: false, message: NOT_A_BACKUP };
  const library = { ...(given as Record<string, unknown>) };
  // A backup made before the gig history, practice or charts has none.
  for (const collection of LATER) if (!Object.hasOwn(library, collection)) library[collection] = [];
  const foreign = Object.keys(library).find((name) => !(COLLECTIONS as readonly string[]).includes(name));
  if (foreign !== undefined)
    return damaged(`it holds records Tunedeck does not know (${foreign.slice(0, 40)}).`);
  let records = 0;
  for (const collection of COLLECTIONS) {
    const list = library[collection];
    if (!Array.isArray(list)) return damaged(`its ${COLLECTION_WORDS[collection]} are not a list.`);
    records += list.length;
  }
  // One step per record and one for the settings: checked before any record is read.
  if (records + 1 > LIMITS.changeOps)
    return {
      ok: false,
      message: `This backup holds ${formatCount(records)} records, and one restore writes at most ${formatCount(LIMITS.changeOps - 1)}.`,
    };
  const ids: Record<string, Set<unknown>> = {};
  for (const collection of COLLECTIONS) {
    const list = library[collection] as unknown[];
    const seen = new Set<unknown>();
    for (let index = 0; index < list.length; index += 1) {
      const problem = recordProblem(collection, list[index], index, now);
      if (problem) return damaged(problem);
      const id = (list[index] as { id: Id }).id;
      if (seen.has(id))
        return damaged(`its ${COLLECTION_WORDS[collection]} hold two records with the id ${id}.`);
      seen.add(id);
    }
    ids[collection] = seen;
  }
  const checked = library as unknown as TunedeckBackup['library'];
  const songs = ids.songs!;
  const sets = ids.sets!;
  if (checked.memberships.some((m) => !songs.has(m.song) || !sets.has(m.set)))
    return { ok: false, message: 'A set of this backup names a song it does not hold.' };
  if (checked.pickers.some((p) => !sets.has(p.set)))
    return { ok: false, message: 'A picker of this backup names a set it does not hold.' };
  const gigs = ids.gigs!;
  if (checked.plays.some((p) => !gigs.has(p.gig)))
    return { ok: false, message: 'A tune of this backup’s history names a gig it does not hold.' };
  if (checked.cards.some((card) => card.id !== card.song || !songs.has(card.song)))
    return { ok: false, message: 'A practice schedule of this backup names a song it does not hold.' };
  if (checked.charts.some((chart) => chart.id !== chart.song || !songs.has(chart.song)))
    return { ok: false, message: 'A chart of this backup names a song it does not hold.' };
  // A chart the server would refuse (not in a key, over the limits): said before restoring.
  for (const chart of checked.charts) {
    const problem = chartRecordProblem(chart);
    if (problem) return damaged(`the chart of “${songTitle(checked, chart.song)}”: ${problem.message}`);
  }
  const settings = backup.settings as Partial<TunedeckBackup['settings']> | null | undefined;
  if (
    typeof settings !== 'object' ||
    settings === null ||
    typeof settings.loginToPicker !== 'boolean' ||
    typeof settings.pickerSet !== 'string' ||
    !sets.has(settings.pickerSet) ||
    (settings.practice !== undefined && settings.practice !== null && !isPracticeSettings(settings.practice))
  )
    return { ok: false, message: 'The settings of this backup are damaged.' };
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: typeof backup.exportedAt === 'string' ? backup.exportedAt : '',
      settings: {
        loginToPicker: settings.loginToPicker,
        pickerSet: settings.pickerSet,
        practice: settings.practice ?? null,
      },
      library: checked,
    },
  };
}

/**
 * Why a restore's change cannot be sent as one (the server would refuse it whole), or null: more steps
 * than `LIMITS.changeOps` or more bytes than `LIMITS.changeBytes`. Checked before anything is applied.
 */
export function restoreSizeProblem(change: Change): string | null {
  if (changeTooLarge(change))
    return `This backup is too large to restore at once: one restore writes at most ${formatCount(LIMITS.changeOps - 1)} records and ${formatCount(LIMITS.changeBytes / (1024 * 1024))} MB.`;
  return null;
}

/** Why a backup was not restored, in words for the Import screen. */
export const RESTORE_NOT_EMPTY_MESSAGE =
  'A backup is restored into an empty account, and this one already holds songs or wishes. Import a spreadsheet (CSV) instead, or restore into a new account.';

/** Whether a backup may be restored into this library: it holds no songs and no wishes. */
export function isEmptyAccount(library: Library): boolean {
  return Object.keys(library.songs).length === 0 && Object.keys(library.wishlist).length === 0;
}

/**
 * The change that restores a backup into an empty account (no songs, no wish list): every record made
 * again under a new id, links and picker states following, and the settings as they were. The set the
 * account's picker draws from becomes the backup's picker set (renamed as it was); the account's other
 * sets, empty, go first, so no name clashes. Refused (`null`) when the account holds songs or wishes.
 */
export function restoreBackup(
  library: Library,
  account: Pick<Account, 'pickerSet'>,
  backup: TunedeckBackup,
  context: RuleContext,
): Change | null {
  if (!isEmptyAccount(library)) return null;
  if (!library.sets[account.pickerSet]) return null;
  const fresh = new Map<Id, Id>([[backup.settings.pickerSet, account.pickerSet]]);
  const idFor = (old: Id) => {
    let id = fresh.get(old);
    if (!id) {
      id = createId(context.random);
      fresh.set(old, id);
    }
    return id;
  };
  const { songs, sets, memberships, wishlist, pickers, gigs, plays, cards, reviews, charts } = backup.library;
  const ops: Operation[] = [];
  for (const id of Object.keys(library.sets))
    if (id !== account.pickerSet) ops.push({ type: 'delete', collection: 'sets', id });
  for (const set of sets) {
    if (set.id === backup.settings.pickerSet)
      ops.push({
        type: 'update',
        collection: 'sets',
        id: account.pickerSet,
        patch: { name: set.name, created: set.created },
      });
    else ops.push({ type: 'create', collection: 'sets', record: { ...set, id: idFor(set.id) } });
  }
  for (const song of songs)
    ops.push({ type: 'create', collection: 'songs', record: { ...song, id: idFor(song.id) } });
  for (const m of memberships)
    ops.push({
      type: 'create',
      collection: 'memberships',
      record: { id: idFor(m.id), set: idFor(m.set), song: idFor(m.song) },
    });
  for (const w of wishlist)
    ops.push({ type: 'create', collection: 'wishlist', record: { ...w, id: idFor(w.id) } });
  for (const p of pickers) {
    const set = idFor(p.set);
    const state = remapState(p.state, fresh);
    // The server keeps a picker state only over an older one: go past one the account has already.
    const held = library.pickers[set]?.state.version ?? 0;
    ops.push({
      type: 'upsert',
      collection: 'pickers',
      record: { id: set, set, state: state.version > held ? state : { ...state, version: held + 1 } },
    });
  }
  // History keeps ids of sets and songs deleted since: those stay as they were (they name nothing).
  const named = (old: Id) => fresh.get(old) ?? old;
  for (const gig of gigs)
    ops.push({
      type: 'create',
      collection: 'gigs',
      record: { ...gig, id: idFor(gig.id), set: named(gig.set) },
    });
  for (const play of plays)
    ops.push({
      type: 'create',
      collection: 'plays',
      record: { ...play, id: idFor(play.id), gig: idFor(play.gig), song: named(play.song) },
    });
  for (const card of cards) {
    const song = idFor(card.song);
    ops.push({ type: 'create', collection: 'cards', record: { ...card, id: song, song } });
  }
  for (const chart of charts) {
    const song = idFor(chart.song);
    ops.push({ type: 'create', collection: 'charts', record: { ...chart, id: song, song } });
  }
  // A gig's review has its play's id: the two keep sharing one (`fresh` maps old ids, whatever collection).
  for (const review of reviews)
    ops.push({
      type: 'create',
      collection: 'reviews',
      record: { ...review, id: idFor(review.id), song: named(review.song) },
    });
  ops.push({
    type: 'account',
    patch: { loginToPicker: backup.settings.loginToPicker, practice: backup.settings.practice ?? null },
  });
  return { ops };
}

/** The title of a backup's song, for a message. */
function songTitle(library: TunedeckBackup['library'], id: Id): string {
  return library.songs.find((song) => song.id === id)?.title ?? id;
}

/** A picker state with its entries and tune under the restored ids (ids the backup did not hold are dropped). */
function remapState(state: PickerState, fresh: ReadonlyMap<Id, Id>): PickerState {
  const played = state.played.flatMap((entry) => {
    const id = fresh.get(entry);
    return id ? [id] : [];
  });
  const song = state.current && fresh.get(state.current.song);
  return { ...state, played, current: state.current && song ? { ...state.current, song } : null };
}
