import type { Account, Id, Library } from '../../model/records.js';
import type { TourState } from '../../tour/tour.js';
import { accept, type NotFound, notFound, type RuleResult } from './context.js';

/** "Set As PickerSet" / "Change Set". Choosing the current picker set gives an empty change. */
export function setPickerSet(
  library: Library,
  account: Pick<Account, 'pickerSet'>,
  setId: Id,
): RuleResult<object, NotFound> {
  if (!library.sets[setId]) return notFound(setId);
  if (account.pickerSet === setId) return accept([], {});
  return accept([{ type: 'account', patch: { pickerSet: setId } }], {});
}

/** "On login, skip Welcome page and direct me to Picker", turned on or off. */
export function setLoginToPicker(enabled: boolean): RuleResult<object, never> {
  return accept([{ type: 'account', patch: { loginToPicker: enabled } }], {});
}

/** Stores the Quick Start tour's progress on the account (null clears it): a reload or another device
 * resumes where the musician was. */
export function saveTourProgress(state: TourState | null): RuleResult<object, never> {
  return accept([{ type: 'account', patch: { tour: state } }], {});
}
