// How much one account holds, so that one musician (or a script with a free account) cannot fill a
// server that others share: a cap on each kind of record (`LIMITS.accountRecords`), on tunes, sets,
// memberships and wishes in all (`LIMITS.accountTotal`), on tunes played kept (`LIMITS.historyPlays`),
// and on everything until the account's email is verified (`LIMITS.unverifiedRecords`). A change is
// checked once it is applied, against the collections it added to: a change that only removes or edits
// is never refused, whatever the account holds.
import { LIMITS } from '../model/constants.js';
import { COLLECTIONS, type CollectionName } from '../model/records.js';
import { formatCount } from '../text/count.js';

/** How many records of each collection an account holds (a collection left out holds none). */
export type RecordCounts = { readonly [C in CollectionName]?: number };

/** Why an account cannot hold what a change adds: the cap it passes, in words. */
export interface AccountLimitProblem {
  /** The collection whose cap it passes; `total` and `unverified` for the caps over several. */
  readonly cap: CollectionName | 'total' | 'unverified';
  readonly limit: number;
  readonly message: string;
}

type CappedCollection = keyof typeof LIMITS.accountRecords;

const WORDS: { readonly [C in CappedCollection]: (limit: string) => string } = {
  songs: (limit) => `Your library holds ${limit} tunes, the most one account can hold.`,
  sets: (limit) => `You have ${limit} sets, the most one account can hold.`,
  memberships: (limit) => `Your sets hold ${limit} tunes in all, the most one account can hold.`,
  wishlist: (limit) => `Your wish list holds ${limit} tunes, the most one account can hold.`,
  pickers: (limit) => `You have picked from ${limit} sets, the most one account can hold.`,
  cards: (limit) => `You practise ${limit} tunes, the most one account can hold.`,
};

/** The collections `LIMITS.accountTotal` counts: what a musician adds, not what the app keeps itself. */
export const TOTAL_COLLECTIONS: readonly CollectionName[] = ['songs', 'sets', 'memberships', 'wishlist'];

const sum = (counts: RecordCounts, collections: Iterable<CollectionName>) => {
  let total = 0;
  for (const collection of collections) total += counts[collection] ?? 0;
  return total;
};

/**
 * The first cap the account passes once a change that added records to `grown` is applied (`counts`:
 * what it holds then), or null. An unverified account is told first: verifying lifts that cap.
 */
export function accountLimitProblem(
  counts: RecordCounts,
  grown: Iterable<CollectionName>,
  verified: boolean,
): AccountLimitProblem | null {
  const added = new Set(grown);
  if (added.size === 0) return null;
  if (!verified && sum(counts, COLLECTIONS) > LIMITS.unverifiedRecords) {
    const limit = LIMITS.unverifiedRecords;
    return {
      cap: 'unverified',
      limit,
      message: `Until your email is verified, your library holds at most ${formatCount(limit)} records. Verify your email to add more.`,
    };
  }
  for (const collection of added) {
    if (!(collection in LIMITS.accountRecords)) continue;
    const limit = LIMITS.accountRecords[collection as CappedCollection];
    if ((counts[collection] ?? 0) > limit)
      return {
        cap: collection,
        limit,
        message: WORDS[collection as CappedCollection](formatCount(limit)),
      };
  }
  if (added.has('plays') && (counts.plays ?? 0) > LIMITS.historyPlays) {
    const limit = LIMITS.historyPlays;
    return {
      cap: 'plays',
      limit,
      message: `Your gig history holds ${formatCount(limit)} tunes played, the most one account can hold.`,
    };
  }
  if (TOTAL_COLLECTIONS.some((collection) => added.has(collection))) {
    const limit = LIMITS.accountTotal;
    if (sum(counts, TOTAL_COLLECTIONS) > limit)
      return {
        cap: 'total',
        limit,
        message: `Your library holds ${formatCount(limit)} tunes, sets and wishes in all, the most one account can hold.`,
      };
  }
  return null;
}
