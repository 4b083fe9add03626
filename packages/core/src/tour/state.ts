// The Quick Start's progress as stored on the account, and its validation: apart from the tour's state
// machine (tour.ts), so checking an account's progress does not bring the 52 steps' tables along.
import { QUICK_START_STEPS } from '../model/constants.js';
import type { Id } from '../model/id.js';

/** The tour's progress: serialisable as it is, so it survives a reload and reaches another device. */
export interface TourState {
  /** 1 … 52. */
  step: number;
  /** The set made at step 5. */
  setId?: Id;
  /** The song added at step 12. */
  songId?: Id;
  /** The three songs added together at step 17. */
  bulkSongIds?: Id[];
  /** The bulk song opened at step 18. */
  openedSongId?: Id;
  /** The title ↓ moved out of the library at step 46. */
  movedOutTitle?: string;
  /** What was typed in the multi-add box (kept when step 17 sends the musician back to 16). */
  lines?: string;
  /** The tour was finished with ✕ at step 52. */
  finished?: boolean;
}

export const TOUR_START: TourState = { step: 1 };

/** Characters of stored tour progress at most (a few ids and what was typed in the multi-add box). */
export const TOUR_STATE_MAX_CHARS = 4000;

/**
 * Whether `value` is tour progress exactly as `parseTourState` keeps it (no other field, none
 * malformed) and small enough to store: what the server accepts in an account's `tour`.
 */
export function isTourState(value: unknown): value is TourState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (JSON.stringify(value).length > TOUR_STATE_MAX_CHARS) return false;
  const parsed = parseTourState(value);
  const fields = Object.keys(parsed);
  if (Object.keys(value).length !== fields.length) return false;
  return JSON.stringify(parsed) === JSON.stringify(value, fields);
}

/**
 * Reads stored tour progress (a reload, another device): anything malformed starts the tour again at
 * step 1; unknown fields are dropped.
 */
export function parseTourState(value: unknown): TourState {
  if (typeof value !== 'object' || value === null) return { ...TOUR_START };
  const record = value as Record<string, unknown>;
  const step = record.step;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > QUICK_START_STEPS)
    return { ...TOUR_START };
  const state: TourState = { step };
  const id = (key: 'setId' | 'songId' | 'openedSongId') => {
    const found = record[key];
    if (typeof found === 'string' && found !== '') state[key] = found;
  };
  id('setId');
  id('songId');
  id('openedSongId');
  const bulk = record.bulkSongIds;
  if (Array.isArray(bulk) && bulk.every((item) => typeof item === 'string')) state.bulkSongIds = [...bulk];
  if (typeof record.movedOutTitle === 'string') state.movedOutTitle = record.movedOutTitle;
  if (typeof record.lines === 'string') state.lines = record.lines;
  if (record.finished === true) state.finished = true;
  return state;
}
