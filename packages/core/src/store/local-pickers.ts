// The spec's `forRefresh`: each set's picker state kept on the device as it moves (localStorage on the
// site), so a reload within a few seconds of a pick writes back a state the server may not have taken.
import type { Clock } from '../model/random.js';
import type { Id, Library, PickerState } from '../model/records.js';
import { isPickerState } from '../picker/parse.js';
import { type LocalPickerRecord, localPickerKey, shouldRestoreLocalPicker } from '../picker/restore.js';
import type { KeyValueStore } from './key-value.js';

export class LocalPickers {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: Clock,
  ) {}

  /** Keeps the state a set's picker moved to. */
  save(user: Id, set: Id, state: PickerState): void {
    const local: LocalPickerRecord = { user, set, time: this.now(), state };
    this.store.setItem(localPickerKey(user, set), JSON.stringify(local));
  }

  /**
   * On load: takes (and removes) every record of `user`, and tells `restore` of each one under 5 s old
   * and newer than the server's state in `library` as it is when the record is read.
   */
  takeAll(user: Id, library: () => Library, restore: (set: Id, state: PickerState) => void): void {
    const prefix = localPickerKey(user, '');
    for (const key of this.store.keys()) {
      if (!key.startsWith(prefix)) continue;
      const set = key.slice(prefix.length);
      const local = parseLocalRecord(this.store.getItem(key));
      this.store.removeItem(key);
      const now = library();
      if (!local || !now.sets[set]) continue;
      const target = { user, set, server: now.pickers[set]?.state, now: this.now() };
      if (shouldRestoreLocalPicker(local, target)) restore(set, local.state);
    }
  }

  /** Removes this user's records (on sign-out), leaving every other key alone. */
  clear(user: Id): void {
    const prefix = localPickerKey(user, '');
    for (const key of this.store.keys()) if (key.startsWith(prefix)) this.store.removeItem(key);
  }
}

function parseLocalRecord(raw: string | null): LocalPickerRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalPickerRecord>;
    if (typeof value.user !== 'string' || typeof value.set !== 'string' || typeof value.time !== 'number')
      return null;
    return isPickerState(value.state) ? (value as LocalPickerRecord) : null;
  } catch {
    return null;
  }
}
