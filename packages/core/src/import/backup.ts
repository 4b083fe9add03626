// A full backup of one musician's Tunedeck as JSON, and its restore into an empty account: the same
// songs, sets, memberships, wish list, picker states and settings, under new record ids (ids are the
// server's, unique across accounts, so a restore never reuses them).
import type { Change, Operation } from '../library/change.js';
import type { RuleContext } from '../library/rules/context.js';
import { fieldTypeProblem } from '../model/field-types.js';
import { createId } from '../model/random.js';
import type {
  Account,
  CollectionName,
  CollectionRecords,
  Id,
  Library,
  PickerState,
} from '../model/records.js';

export const BACKUP_FORMAT = 'tunedeck-backup';
export const BACKUP_VERSION = 1;

const COLLECTIONS = ['songs', 'sets', 'memberships', 'wishlist', 'pickers'] as const;

export interface TunedeckBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  settings: { loginToPicker: boolean; pickerSet: Id };
  library: { [C in CollectionName]: CollectionRecords[C][] };
}

/** The account's data as a backup: records sorted by id, so the same account gives the same file. */
export function libraryBackup(
  library: Library,
  account: Pick<Account, 'loginToPicker' | 'pickerSet'>,
  now: number,
): TunedeckBackup {
  const sorted = <C extends CollectionName>(collection: C) =>
    (Object.values(library[collection]) as CollectionRecords[C][]).sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    settings: { loginToPicker: account.loginToPicker, pickerSet: account.pickerSet },
    library: {
      songs: sorted('songs'),
      sets: sorted('sets'),
      memberships: sorted('memberships'),
      wishlist: sorted('wishlist'),
      pickers: sorted('pickers'),
      gigs: sorted('gigs'),
      plays: sorted('plays'),
    },
  };
}

export type BackupRead = { ok: true; backup: TunedeckBackup } | { ok: false; message: string };

/** The collections a backup may lack (it was made before they existed). */
const HISTORY = ['gigs', 'plays'] as const;

const NOT_A_BACKUP = 'This file is not a Tunedeck backup.';

/**
 * Reads a backup file, refusing it whole (with the reason) when it is not one or a record is damaged:
 * a restore is all or nothing. Links must point inside the backup.
 */
export function readBackup(text: string): BackupRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  const backup = value as Partial<TunedeckBackup>;
  if (typeof value !== 'object' || value === null || backup.format !== BACKUP_FORMAT)
    return { ok: false, message: NOT_A_BACKUP };
  if (backup.version !== BACKUP_VERSION)
    return {
      ok: false,
      message: `This backup was made by another version of Tunedeck (format ${String(backup.version)}).`,
    };
  const library = backup.library as Partial<TunedeckBackup['library']> | undefined;
  if (!library) return { ok: false, message: NOT_A_BACKUP };
  // A backup made before the gig history has none.
  for (const collection of HISTORY) library[collection] ??= [];
  if (COLLECTIONS.some((collection) => !Array.isArray(library[collection])))
    return { ok: false, message: NOT_A_BACKUP };
  for (const collection of COLLECTIONS) {
    for (const record of library[collection] as unknown[]) {
      if (typeof record !== 'object' || record === null)
        return { ok: false, message: `A record of ${collection} is damaged.` };
      const fields = Object.entries(record);
      if (fields.some(([field, v]) => fieldTypeProblem(collection, field, v)))
        return { ok: false, message: `A record of ${collection} is damaged.` };
    }
  }
  const ids = (collection: CollectionName) =>
    new Set((library[collection] as Array<{ id: Id }>).map((r) => r.id));
  const songs = ids('songs');
  const sets = ids('sets');
  if (library.memberships!.some((m) => !songs.has(m.song) || !sets.has(m.set)))
    return { ok: false, message: 'A set of this backup names a song it does not hold.' };
  if (library.pickers!.some((p) => !sets.has(p.set)))
    return { ok: false, message: 'A picker of this backup names a set it does not hold.' };
  const gigs = ids('gigs');
  if (library.plays!.some((p) => !gigs.has(p.gig)))
    return { ok: false, message: 'A tune of this backup’s history names a gig it does not hold.' };
  const settings = backup.settings;
  if (!settings || typeof settings.loginToPicker !== 'boolean' || !sets.has(settings.pickerSet))
    return { ok: false, message: 'The settings of this backup are damaged.' };
  return { ok: true, backup: backup as TunedeckBackup };
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
  const { songs, sets, memberships, wishlist, pickers, gigs, plays } = backup.library;
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
  ops.push({ type: 'account', patch: { loginToPicker: backup.settings.loginToPicker } });
  return { ops };
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
