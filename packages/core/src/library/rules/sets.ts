import { createId } from '../../model/random.js';
import type { Account, Id, Library } from '../../model/records.js';
import { normaliseText, titleKey } from '../../text/normalise.js';
import { setNameProblem } from '../../text/title-rules.js';
import type { Operation } from '../change.js';
import { findSetByName } from '../queries.js';
import { sortSets } from '../sort.js';
import { accept, type NotFound, notFound, type RuleContext, type RuleResult, refuse } from './context.js';

/** The set name is blank or longer than `LIMITS.setName`. */
export interface InvalidName {
  reason: 'invalid-name';
  problem: 'blank' | 'too-long';
}

/** Another set has this name (compared case-insensitively). */
export interface SetNameTaken {
  reason: 'set-name-taken';
  setId: Id;
}

/** The set is the only one; at least one set must always exist. */
export interface LastSet {
  reason: 'last-set';
  setId: Id;
}

/** "Add Set": a new, empty set. */
export function addSet(
  library: Library,
  name: string,
  context: RuleContext,
): RuleResult<{ setId: Id }, InvalidName | SetNameTaken> {
  const problem = setNameProblem(name);
  if (problem) return refuse({ reason: 'invalid-name', problem });
  const taken = findSetByName(library, name);
  if (taken) return refuse({ reason: 'set-name-taken', setId: taken.id });
  const set = { id: createId(context.random), name: normaliseText(name), created: context.now() };
  return accept([{ type: 'create', collection: 'sets', record: set }], { setId: set.id });
}

/** "Edit Set Name". A name equal to the current one ignoring case gives an empty change. */
export function renameSet(
  library: Library,
  input: { setId: Id; name: string },
): RuleResult<object, NotFound | InvalidName | SetNameTaken> {
  const set = library.sets[input.setId];
  if (!set) return notFound(input.setId);
  const problem = setNameProblem(input.name);
  if (problem) return refuse({ reason: 'invalid-name', problem });
  if (titleKey(input.name) === titleKey(set.name)) return accept([], {});
  const taken = findSetByName(library, input.name);
  if (taken) return refuse({ reason: 'set-name-taken', setId: taken.id });
  return accept(
    [{ type: 'update', collection: 'sets', id: set.id, patch: { name: normaliseText(input.name) } }],
    {},
  );
}

export interface DeleteSetOptions {
  /** "Delete set, and remove songs from Library": also deletes the set's songs that are in no other set. */
  removeSongs: boolean;
}

/** Whether "Delete Set" may go ahead: never on the user's only set (the "Cannot Delete Set" notice). */
export function canDeleteSet(library: Library): boolean {
  return Object.keys(library.sets).length > 1;
}

/**
 * "Delete Set". Refused `last-set` while it is the only set (see `canDeleteSet`). Deleting the picker set makes the first
 * other set (in the sets list's order) the picker set, in the same change.
 */
export function deleteSet(
  library: Library,
  account: Pick<Account, 'pickerSet'>,
  setId: Id,
  options: DeleteSetOptions,
): RuleResult<{ deletedSongs: Id[]; pickerSet: Id }, NotFound | LastSet> {
  if (!library.sets[setId]) return notFound(setId);
  if (!canDeleteSet(library)) return refuse({ reason: 'last-set', setId });
  const others = sortSets(Object.values(library.sets).filter((set) => set.id !== setId));
  const successor = others[0]!;

  const ops: Operation[] = [{ type: 'delete', collection: 'sets', id: setId }];
  const deletedSongs = options.removeSongs ? songsOnlyIn(library, setId) : [];
  for (const id of deletedSongs) ops.push({ type: 'delete', collection: 'songs', id });
  let pickerSet = account.pickerSet;
  if (pickerSet === setId) {
    pickerSet = successor.id;
    ops.push({ type: 'account', patch: { pickerSet } });
  }
  return accept(ops, { deletedSongs, pickerSet });
}

function songsOnlyIn(library: Library, setId: Id): Id[] {
  const inSet = new Set<Id>();
  const elsewhere = new Set<Id>();
  for (const membership of Object.values(library.memberships)) {
    (membership.set === setId ? inSet : elsewhere).add(membership.song);
  }
  return [...inSet].filter((songId) => !elsewhere.has(songId) && library.songs[songId] !== undefined);
}
