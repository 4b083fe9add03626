// The shape of a change to a library: its steps. Apart from change.ts (which applies them) so a rule that
// only makes steps, such as practice's review cap, needs nothing of the applying.
import type { AccountSettings, CollectionName, CollectionRecords, Id } from '../model/records.js';

type RecordOp<C extends CollectionName> =
  | { type: 'create'; collection: C; record: CollectionRecords[C] }
  | { type: 'update'; collection: C; id: Id; patch: Partial<Omit<CollectionRecords[C], 'id'>> }
  /** Creates the record, or replaces it whole when it exists (picker states). */
  | { type: 'upsert'; collection: C; record: CollectionRecords[C] }
  /**
   * Deletes the record. Deleting a song or a set also deletes its memberships, deleting a set its picker
   * record and a song its practice card, as the server's cascades do: rules never list those children
   * themselves.
   */
  | { type: 'delete'; collection: C; id: Id };

/** One step of a change. */
export type Operation =
  | { [C in CollectionName]: RecordOp<C> }[CollectionName]
  | { type: 'account'; patch: Partial<AccountSettings> };

/**
 * One user action's effect on the library: applied all or nothing, by every adapter in one atomic write.
 * Steps apply in order; a step that cannot apply (a missing record, a duplicate) fails the whole change.
 */
export interface Change {
  ops: Operation[];
}
