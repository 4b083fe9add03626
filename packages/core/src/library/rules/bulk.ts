import { createId } from '../../model/random.js';
import type { Id, Library } from '../../model/records.js';
import { type MultiAddParse, parseMultiAdd } from '../../text/multi-add.js';
import { titleKey } from '../../text/normalise.js';
import type { Operation } from '../change.js';
import { songsByTitleKey } from '../queries.js';
import { accept, type NotFound, notFound, type RuleContext, type RuleResult } from './context.js';
import { createMembership, memberIds, newSong } from './song-fields.js';

/** What every multi-add reports besides its own lists: the lines it did not take. */
export type MultiAddLeftovers = Pick<MultiAddParse, 'invalid' | 'duplicates' | 'overflow'>;

export interface BulkAddToSetReport extends MultiAddLeftovers {
  /** Titles that became new `know` / `random` songs, as typed. */
  created: string[];
  /** Songs of the library that joined the set with their own settings, by their stored titles. */
  joined: string[];
  /** Songs that were in the set already, by their stored titles. */
  alreadyInSet: string[];
}

function leftovers(parse: MultiAddParse): MultiAddLeftovers {
  return { invalid: parse.invalid, duplicates: parse.duplicates, overflow: parse.overflow };
}

/**
 * "Add Multiple New Songs" on a set page, in one change: new titles become songs of the set; titles of
 * the library join it with their settings kept; titles already in it are reported, as are invalid lines.
 */
export function bulkAddToSet(
  library: Library,
  setId: Id,
  text: string,
  context: RuleContext,
): RuleResult<BulkAddToSetReport, NotFound> {
  if (!library.sets[setId]) return notFound(setId);
  const parse = parseMultiAdd(text);
  const byTitle = songsByTitleKey(library);
  const present = memberIds(library, setId);
  const created = context.now();
  const ops: Operation[] = [];
  const report: BulkAddToSetReport = { created: [], joined: [], alreadyInSet: [], ...leftovers(parse) };
  for (const title of parse.titles) {
    const existing = byTitle.get(titleKey(title));
    if (existing && present.has(existing.id)) {
      report.alreadyInSet.push(existing.title);
    } else if (existing) {
      ops.push(createMembership(setId, existing.id, context));
      report.joined.push(existing.title);
    } else {
      const song = newSong({ title }, context, created);
      ops.push(
        { type: 'create', collection: 'songs', record: song },
        createMembership(setId, song.id, context),
      );
      report.created.push(song.title);
    }
  }
  return accept(ops, report);
}

export interface BulkAddToLibraryReport extends MultiAddLeftovers {
  created: string[];
  /** Titles the library already had, by their stored titles; nothing of them changes. */
  existing: string[];
}

/** "Add Multiple Songs" on All Songs: new titles become `know` / `random` songs in no set. */
export function bulkAddToLibrary(
  library: Library,
  text: string,
  context: RuleContext,
): RuleResult<BulkAddToLibraryReport, never> {
  const parse = parseMultiAdd(text);
  const byTitle = songsByTitleKey(library);
  const created = context.now();
  const ops: Operation[] = [];
  const report: BulkAddToLibraryReport = { created: [], existing: [], ...leftovers(parse) };
  for (const title of parse.titles) {
    const existing = byTitle.get(titleKey(title));
    if (existing) {
      report.existing.push(existing.title);
      continue;
    }
    const song = newSong({ title }, context, created);
    ops.push({ type: 'create', collection: 'songs', record: song });
    report.created.push(song.title);
  }
  return accept(ops, report);
}

export interface BulkAddToWishListReport extends MultiAddLeftovers {
  created: string[];
  /** Titles the wish list already had, by their stored titles. */
  alreadyListed: string[];
}

/** "Add Multiple Songs To List" on the wish list. */
export function bulkAddToWishList(
  library: Library,
  text: string,
  context: RuleContext,
): RuleResult<BulkAddToWishListReport, never> {
  const parse = parseMultiAdd(text);
  const listed = new Map(Object.values(library.wishlist).map((entry) => [titleKey(entry.title), entry]));
  const created = context.now();
  const ops: Operation[] = [];
  const report: BulkAddToWishListReport = { created: [], alreadyListed: [], ...leftovers(parse) };
  for (const title of parse.titles) {
    const entry = listed.get(titleKey(title));
    if (entry) {
      report.alreadyListed.push(entry.title);
      continue;
    }
    ops.push({
      type: 'create',
      collection: 'wishlist',
      record: { id: createId(context.random), title, created },
    });
    report.created.push(title);
  }
  return accept(ops, report);
}
