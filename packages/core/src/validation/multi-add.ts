import { membershipsOfSet, songsByTitleKey } from '../library/queries.js';
import { QUICK_START_MULTI_ADD_COUNT } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { type MultiAddParse, parseMultiAdd } from '../text/multi-add.js';
import { titleKey } from '../text/normalise.js';
import { MULTI_ADD_MESSAGES, type MultiAddErrorCode } from './messages.js';
import { type FormResult, refuse, valid } from './result.js';

/** Where an "Add Multiple Songs" box adds to. */
export type MultiAddTarget = { kind: 'set'; setId: Id } | { kind: 'library' } | { kind: 'wishlist' };

export type MultiAddField = 'titles';

/** What one multi-add will do, line by line, before anything is written. */
export interface MultiAddPlan {
  /** Titles to create: new songs (`know`, `random`, no notes), or new wish-list entries. */
  create: string[];
  /** Set target only: library songs not yet in the set, which join it with their settings kept. */
  join: Id[];
  /** Titles already in the target (the set, the library or the list), as stored there; skipped. */
  present: string[];
  /** Lines refused by the title rules: listed in "Errors Found". */
  invalid: MultiAddParse['invalid'];
  /** Lines dropped as repeats of an earlier line. */
  duplicates: number;
  /** Lines past the multi-add limit, not read (see `MULTI_ADD_OVERFLOW_MESSAGE`). */
  overflow: number;
}

export type MultiAddResult = FormResult<MultiAddPlan, MultiAddField, MultiAddErrorCode>;

function planFor(parse: MultiAddParse, library: Library, target: MultiAddTarget): MultiAddPlan {
  const plan: MultiAddPlan = {
    create: [],
    join: [],
    present: [],
    invalid: parse.invalid,
    duplicates: parse.duplicates,
    overflow: parse.overflow,
  };
  // One pass over the library, not one per line: a thousand lines must stay fast.
  if (target.kind === 'wishlist') {
    const listed = new Map(Object.values(library.wishlist).map((entry) => [titleKey(entry.title), entry]));
    for (const title of parse.titles) {
      const entry = listed.get(titleKey(title));
      if (entry) plan.present.push(entry.title);
      else plan.create.push(title);
    }
    return plan;
  }
  const songs = songsByTitleKey(library);
  const members =
    target.kind === 'set' ? new Set(membershipsOfSet(library, target.setId).map((m) => m.song)) : null;
  for (const title of parse.titles) {
    const song = songs.get(titleKey(title));
    if (!song) plan.create.push(title);
    else if (members && !members.has(song.id)) plan.join.push(song.id);
    else plan.present.push(song.title);
  }
  return plan;
}

/**
 * Reads an "Add Multiple Songs" box and sorts its lines into what to create, what joins the set and
 * what is already there. Refused only when the box has no title at all; refused lines are reported in
 * the plan, never holding back the rest.
 */
export function validateMultiAdd(text: string, library: Library, target: MultiAddTarget): MultiAddResult {
  const parse = parseMultiAdd(text);
  if (parse.titles.length === 0 && parse.invalid.length === 0) {
    return refuse('titles', 'required', MULTI_ADD_MESSAGES);
  }
  return valid(planFor(parse, library, target));
}

/**
 * The Quick Start tour's multi-add into set `setId`: exactly three valid, distinct titles, none of them
 * already in the set; anything else is the QuickStart Error.
 */
export function validateQuickStartMultiAdd(text: string, library: Library, setId: Id): MultiAddResult {
  const parse = parseMultiAdd(text);
  const plan = planFor(parse, library, { kind: 'set', setId });
  const exact =
    parse.titles.length === QUICK_START_MULTI_ADD_COUNT && parse.invalid.length === 0 && parse.overflow === 0;
  if (!exact || plan.present.length > 0) return refuse('titles', 'quick-start', MULTI_ADD_MESSAGES);
  return valid(plan);
}

/** Whether the Errors Found dialog follows this multi-add. */
export function needsErrorsFound(plan: MultiAddPlan): boolean {
  return plan.invalid.length > 0;
}
