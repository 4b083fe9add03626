// What screens see of the client's copy: the confirmed data with this device's waiting writes and picks
// on top, each layer kept as it was while what it is made of is unchanged (a publish for a count of
// writes must not copy a long history, nor draw the whole picker again).
import { accountPatch, applyChange, type Change, type Operation } from '../library/change.js';
import { libraryRecord } from '../model/collections.js';
import type { Account, CollectionName, Id, Library, PickerRecord } from '../model/records.js';
import { isHistoryStep, type ShownHistory, shownHistory } from './shown-history.js';

/**
 * Whether `library` holds `record` as it is: the same fields with the same plain values (a picker's
 * state, an object, never counts as the same).
 */
export function holdsRecord(library: Library, collection: CollectionName, record: { id: Id }): boolean {
  const held = libraryRecord(library, collection, record.id) as Record<string, unknown> | undefined;
  if (!held) return false;
  const fields = record as unknown as Record<string, unknown>;
  const keys = Object.keys(held);
  return keys.length === Object.keys(fields).length && keys.every((key) => held[key] === fields[key]);
}

export class ShownLibrary {
  private pending: {
    confirmed: Library;
    account: Account | null;
    version: number;
    library: Library;
    shownAccount: Account | null;
    history: ShownHistory;
  } | null = null;
  private picks: { under: Library; records: readonly PickerRecord[]; library: Library } | null = null;

  /**
   * The confirmed data with the waiting writes on top; `version` counts changes of what waits, so the
   * same answer is given again while neither moved.
   */
  withWrites(
    confirmed: Library,
    confirmedAccount: Account | null,
    version: number,
    changes: readonly Change[],
  ): { library: Library; shownAccount: Account | null } {
    const cached = this.pending;
    if (cached?.confirmed === confirmed && cached.account === confirmedAccount && cached.version === version)
      return cached;
    let library = confirmed;
    let account = confirmedAccount;
    // All waiting writes in one pass: each collection is copied once, not once per write (twenty
    // tunes of an offline gig would copy a full history twenty times). A record created by a write whose
    // echo came before its answer is in the confirmed data already: it is not copied in again.
    const waiting: Operation[] = [];
    const steps: Operation[] = [];
    for (const change of changes) {
      for (const op of change.ops)
        if (op.type !== 'create' || !holdsRecord(library, op.collection, op.record))
          (isHistoryStep(op) ? steps : waiting).push(op);
      const patch = accountPatch(change);
      if (account && Object.keys(patch).length > 0) account = { ...account, ...patch };
    }
    if (waiting.length > 0) library = applyChange(library, { ops: waiting }, { lenient: true });
    const history = shownHistory(confirmed, cached?.history, steps);
    if (steps.length > 0) library = { ...library, ...history.shown };
    this.pending = { confirmed, account: confirmedAccount, version, library, shownAccount: account, history };
    return this.pending;
  }

  /**
   * `library` with this device's picker records on top. The same picks over the same data give the same
   * library as last time, so screens see no change.
   */
  withPicks(library: Library, records: readonly PickerRecord[]): Library {
    if (records.length === 0) return library;
    const last = this.picks;
    if (
      last?.under === library &&
      last.records.length === records.length &&
      last.records.every((record, index) => record.state === records[index]!.state)
    )
      return last.library;
    const ops: Operation[] = records.map((record) => ({ type: 'upsert', collection: 'pickers', record }));
    const shown = applyChange(library, { ops });
    this.picks = { under: library, records, library: shown };
    return shown;
  }
}
