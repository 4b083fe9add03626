import { isPickerState } from '../picker/parse.js';
import { isCardState, isGrade } from '../practice/settings.js';
import { isKnowledge, isPlayableKey, isSongKey } from './constants.js';
import { isId } from './random.js';
import type { CollectionName } from './records.js';

const isText = (value: unknown) => typeof value === 'string';
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isAmount = isTime;
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The kind of value each field of core's records holds. A backend checks it before storing anything:
 * a number sent as a title, or a list sent as a key, is refused, never converted.
 */
const FIELD_TYPES: { readonly [C in CollectionName]: Readonly<Record<string, (value: unknown) => boolean>> } =
  {
    songs: {
      id: isId,
      title: isText,
      key: isSongKey,
      knowledge: isKnowledge,
      notes: isText,
      composer: isText,
      style: isText,
      created: isTime,
    },
    sets: { id: isId, name: isText, created: isTime },
    memberships: { id: isId, set: isId, song: isId },
    wishlist: { id: isId, title: isText, created: isTime },
    pickers: { id: isId, set: isId, state: isPickerState },
    gigs: { id: isId, set: isId, setName: isText, started: isTime },
    plays: { id: isId, gig: isId, song: isId, title: isText, key: isPlayableKey, played: isTime },
    cards: {
      id: isId,
      song: isId,
      due: isTime,
      stability: isAmount,
      difficulty: isAmount,
      scheduled: isCount,
      reps: isCount,
      lapses: isCount,
      state: isCardState,
      last: isTime,
    },
    reviews: {
      id: isId,
      song: isId,
      title: isText,
      grade: isGrade,
      source: (value) => value === 'practice' || value === 'gig',
      key: isPlayableKey,
      level: isKnowledge,
      seconds: isCount,
      reviewed: isTime,
    },
  };

/**
 * Whether `value` is of the wrong kind for a field of a collection's records (text, a key, a
 * knowledge level, a timestamp, a record id or a picker state). Fields the records do not have are
 * wrong whatever their value. Rules on the content (a title's dots, lengths) come after this check.
 */
export function fieldTypeProblem(collection: CollectionName, field: string, value: unknown): boolean {
  const check = Object.hasOwn(FIELD_TYPES[collection], field) ? FIELD_TYPES[collection][field] : undefined;
  return check === undefined || !check(value);
}
