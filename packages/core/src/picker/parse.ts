import { isKnowledge, isPlayableKey, PICK_PATTERN } from '../model/constants.js';
import { isId } from '../model/random.js';
import type { PickerState } from '../model/records.js';
import { initialPickerState } from './transition.js';

/**
 * The most entries a stored `played` list may hold: a bound on what a client may make the server store
 * and every device parse, far above any real set.
 */
export const MAX_PICKER_ENTRIES = 20_000;

/** The fields of a picker state, exactly: a stored state carries nothing else. */
const STATE_FIELDS = ['played', 'bag', 'keyBag', 'current', 'version', 'updated'] as const;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Reads a stored picker state defensively (it comes from the server as JSON, possibly written by an
 * older client): anything malformed is replaced by the fresh value of that part, never trusted.
 */
export function parsePickerState(raw: unknown): PickerState {
  const fresh = initialPickerState();
  if (typeof raw !== 'object' || raw === null) return fresh;
  const value = raw as Record<string, unknown>;
  const played =
    Array.isArray(value.played) && value.played.length <= MAX_PICKER_ENTRIES
      ? [...new Set(value.played.filter(isId))]
      : [];
  const bag =
    Array.isArray(value.bag) && value.bag.every(isKnowledge) && fitsPattern(value.bag)
      ? [...value.bag]
      : fresh.bag;
  const keyBag = Array.isArray(value.keyBag)
    ? [...new Set(value.keyBag.filter(isPlayableKey))]
    : fresh.keyBag;
  const current = value.current as Record<string, unknown> | null | undefined;
  return {
    played,
    bag,
    keyBag,
    current:
      current && isId(current.song) && isPlayableKey(current.key)
        ? { song: current.song, key: current.key }
        : null,
    version: isCount(value.version) ? value.version : 0,
    updated: isCount(value.updated) ? value.updated : 0,
  };
}

/** Whether a value is exactly a well-formed picker state (what adapters and the server accept). */
export function isPickerState(raw: unknown): raw is PickerState {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  const current = value.current as Record<string, unknown> | null | undefined;
  return (
    Object.keys(value).length === STATE_FIELDS.length &&
    STATE_FIELDS.every((field) => Object.hasOwn(value, field)) &&
    Array.isArray(value.played) &&
    value.played.length <= MAX_PICKER_ENTRIES &&
    value.played.every(isId) &&
    new Set(value.played).size === value.played.length &&
    Array.isArray(value.bag) &&
    value.bag.every(isKnowledge) &&
    fitsPattern(value.bag) &&
    Array.isArray(value.keyBag) &&
    value.keyBag.every(isPlayableKey) &&
    new Set(value.keyBag).size === value.keyBag.length &&
    (current === null ||
      (typeof current === 'object' &&
        !Array.isArray(current) &&
        isId(current.song) &&
        isPlayableKey(current.key) &&
        Object.keys(current).length === 2)) &&
    isCount(value.version) &&
    isCount(value.updated)
  );
}

/** A bag holds at most what the six-slot pattern holds of each level. */
function fitsPattern(bag: readonly string[]): boolean {
  return PICK_PATTERN.every(
    (level) =>
      bag.filter((token) => token === level).length <= PICK_PATTERN.filter((t) => t === level).length,
  );
}
