import type { Change, Operation } from '../library/change.js';
import { findSetByName, findSongByTitle, findWishByTitle } from '../library/queries.js';
import { KNOWLEDGE_LABELS, LIMITS } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { displayKey, sameTitle } from '../text/normalise.js';
import { titleProblem } from '../text/title-rules.js';
import type { RefusedWrite } from './write-queue.js';

/** A refused offline write as the "Not Saved" dialog tells it. */
export interface RefusedWriteView {
  readonly id: number;
  /** What the change would have done, a line a step, in the app's words. */
  readonly what: readonly string[];
  /** Why the server refused it. */
  readonly why: string;
  /** What the library holds instead. */
  readonly kept: string;
  /** Saving it anyway under a free title or name, when a title or name was what clashed. */
  readonly keepBoth: { readonly label: string; readonly change: Change } | null;
}

const quoted = (text: string) => `“${text}”`;

const WHY: Partial<Record<RefusedWrite['code'], string>> = {
  'title-taken': 'A song with this title was added on another device while this one was offline.',
  'set-name-taken': 'A set with this name was added on another device while this one was offline.',
  'wish-title-taken':
    'This title was added to Tunes I Want To Learn on another device while this one was offline.',
  'already-in-set': 'The song was added to this set on another device while this one was offline.',
  'not-found': 'Something it changes was deleted on another device while this one was offline.',
  'last-set': 'It would have left you with no set.',
  'account-full': 'Your library holds the most one account can hold.',
  'invalid-title': 'The server did not accept the title.',
  'invalid-data': 'The server did not accept it as it was.',
  'not-signed-in': 'You were signed out before it could be saved.',
};

/** Names and titles of records a change refers to: its own creates first, then the library's. */
function namer(library: Library, change: Change) {
  const created = new Map<Id, string>();
  for (const op of change.ops) {
    if (op.type !== 'create') continue;
    if (op.collection === 'songs' || op.collection === 'wishlist') created.set(op.record.id, op.record.title);
    if (op.collection === 'sets') created.set(op.record.id, op.record.name);
  }
  return {
    song: (id: Id) => quoted(created.get(id) ?? library.songs[id]?.title ?? 'a song deleted meanwhile'),
    set: (id: Id) => quoted(created.get(id) ?? library.sets[id]?.name ?? 'a set deleted meanwhile'),
    wish: (id: Id) => quoted(created.get(id) ?? library.wishlist[id]?.title ?? 'a tune removed meanwhile'),
  };
}

function describeOp(op: Operation, name: ReturnType<typeof namer>, library: Library): string | null {
  if (op.type === 'account') return 'Change your settings';
  switch (op.collection) {
    case 'songs': {
      if (op.type === 'create') {
        const { title, key, knowledge, notes } = op.record;
        const details = [`key ${displayKey(key)}`, KNOWLEDGE_LABELS[knowledge]];
        if (notes) details.push(`notes: ${notes}`);
        return `Add ${quoted(title)} (${details.join(', ')})`;
      }
      if (op.type === 'delete') return `Delete ${name.song(op.id)}`;
      if (op.type !== 'update') return null;
      const changes: string[] = [];
      const { patch } = op;
      if (patch.title !== undefined) changes.push(`title ${quoted(patch.title)}`);
      if (patch.key !== undefined) changes.push(`key ${displayKey(patch.key)}`);
      if (patch.knowledge !== undefined) changes.push(KNOWLEDGE_LABELS[patch.knowledge]);
      if (patch.notes !== undefined) changes.push(patch.notes ? `notes: ${patch.notes}` : 'notes cleared');
      return `Change ${name.song(op.id)}: ${changes.join(', ')}`;
    }
    case 'memberships': {
      if (op.type === 'create') return `Put ${name.song(op.record.song)} in ${name.set(op.record.set)}`;
      if (op.type !== 'delete') return null;
      const membership = library.memberships[op.id];
      return membership
        ? `Take ${name.song(membership.song)} out of ${name.set(membership.set)}`
        : 'Take a song out of a set';
    }
    case 'sets':
      if (op.type === 'create') return `Add the set ${quoted(op.record.name)}`;
      if (op.type === 'delete') return `Delete the set ${name.set(op.id)}`;
      if (op.type === 'update' && op.patch.name !== undefined)
        return `Rename the set ${name.set(op.id)} to ${quoted(op.patch.name)}`;
      return null;
    case 'wishlist':
      if (op.type === 'create') return `Add ${quoted(op.record.title)} to Tunes I Want To Learn`;
      if (op.type === 'delete') return `Take ${name.wish(op.id)} off Tunes I Want To Learn`;
      return null;
    default:
      return null;
  }
}

/** The first of "Title (2)", "Title (3)", … that `taken` does not hold and the title rules allow. */
export function freeTitle(
  title: string,
  taken: (candidate: string) => boolean,
  limit: number,
): string | null {
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${title} (${n})`;
    if (titleProblem(candidate, limit)) return null;
    if (!taken(candidate)) return candidate;
  }
  return null;
}

/**
 * The refused change with each clashing title or name replaced by a free one (songs, sets and wish
 * list), or null when nothing in it clashes with the library as it is now.
 */
export function keepBothChange(change: Change, library: Library): Change | null {
  let renamed = false;
  const songTaken = (title: string, id: Id) => {
    const other = findSongByTitle(library, title);
    return other !== undefined && other.id !== id;
  };
  const rename = (title: string, id: Id, taken: (title: string, id: Id) => boolean, limit: number) => {
    if (!taken(title, id)) return title;
    const free = freeTitle(title, (candidate) => taken(candidate, id), limit);
    if (free) renamed = true;
    return free ?? title;
  };
  const setTaken = (name: string, id: Id) => {
    const other = findSetByName(library, name);
    return other !== undefined && other.id !== id;
  };
  const wishTaken = (title: string, id: Id) => {
    const other = findWishByTitle(library, title);
    return other !== undefined && other.id !== id;
  };
  const ops = change.ops.map((op): Operation => {
    if (op.type === 'create' && op.collection === 'songs')
      return {
        ...op,
        record: { ...op.record, title: rename(op.record.title, op.record.id, songTaken, LIMITS.title) },
      };
    if (op.type === 'update' && op.collection === 'songs' && op.patch.title !== undefined)
      return { ...op, patch: { ...op.patch, title: rename(op.patch.title, op.id, songTaken, LIMITS.title) } };
    if (op.type === 'create' && op.collection === 'sets')
      return {
        ...op,
        record: { ...op.record, name: rename(op.record.name, op.record.id, setTaken, LIMITS.setName) },
      };
    if (op.type === 'update' && op.collection === 'sets' && op.patch.name !== undefined)
      return { ...op, patch: { ...op.patch, name: rename(op.patch.name, op.id, setTaken, LIMITS.setName) } };
    if (op.type === 'create' && op.collection === 'wishlist')
      return {
        ...op,
        record: { ...op.record, title: rename(op.record.title, op.record.id, wishTaken, LIMITS.title) },
      };
    return op;
  });
  return renamed ? { ops } : null;
}

function renamedTitles(before: Change, after: Change): string[] {
  const titles: string[] = [];
  after.ops.forEach((op, index) => {
    const old = before.ops[index]!;
    const title = (o: Operation) =>
      o.type === 'create' && 'title' in o.record
        ? o.record.title
        : o.type === 'create' && 'name' in o.record
          ? o.record.name
          : o.type === 'update' && 'title' in o.patch
            ? o.patch.title
            : o.type === 'update' && 'name' in o.patch
              ? o.patch.name
              : undefined;
    const a = title(old);
    const b = title(op);
    if (typeof a === 'string' && typeof b === 'string' && !sameTitle(a, b)) titles.push(quoted(b));
  });
  return titles;
}

/** Tells a refused write in the musician's words, against the library as it is now. */
export function describeRefusedWrite(write: RefusedWrite, library: Library): RefusedWriteView {
  const name = namer(library, write.change);
  const what = write.change.ops
    .map((op) => describeOp(op, name, library))
    .filter((line): line is string => line !== null);
  const clash =
    write.code === 'title-taken' || write.code === 'set-name-taken' || write.code === 'wish-title-taken';
  const renamed = clash ? keepBothChange(write.change, library) : null;
  const keepBoth = renamed
    ? { label: `Save mine as ${renamedTitles(write.change, renamed).join(', ')}`, change: renamed }
    : null;
  return {
    id: write.id,
    what: what.length > 0 ? what : ['A change made offline'],
    why: WHY[write.code] ?? `The server refused it (${write.code}).`,
    kept: clash
      ? 'Kept: the one from the other device, and everything else you did offline.'
      : 'Kept: your library as the server holds it, and everything else you did offline.',
    keepBoth,
  };
}
