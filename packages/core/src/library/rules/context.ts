import type { Clock, Random } from '../../model/random.js';
import type { Id } from '../../model/records.js';
import type { TitleProblem } from '../../text/title-rules.js';
import type { Change, Operation } from '../change.js';

/** The sources of non-determinism a library rule may use: ids come from `random`, timestamps from `now`. */
export interface RuleContext {
  random: Random;
  now: Clock;
}

/**
 * What a library rule returns: one atomic `change` (with details for the screen), or the reason the
 * rule refused, with what the screen needs to say or offer next.
 */
export type RuleResult<Details extends object, Refusal extends { reason: string }> =
  | ({ ok: true; change: Change } & Details)
  | ({ ok: false } & Refusal);

/** A set, song or wish-list entry of the request is not in the library (unknown, deleted or another user's). */
export interface NotFound {
  reason: 'not-found';
  id: Id;
}

/** The title breaks a title rule. */
export interface InvalidTitle {
  reason: 'invalid-title';
  problem: TitleProblem;
}

/** Another song of the library already has this title (compared case-insensitively). */
export interface TitleTaken {
  reason: 'title-taken';
  songId: Id;
}

/** The song is already in the set. */
export interface AlreadyInSet {
  reason: 'already-in-set';
  songId: Id;
}

/** The title belongs to a song of the library (the screen offers "Add From Library" or removing a wish). */
export interface InLibrary {
  reason: 'in-library';
  songId: Id;
}

/** A key, knowledge or notes value the forms never produce (unknown value, notes over `LIMITS.notes`). */
export interface InvalidData {
  reason: 'invalid-data';
  field: 'key' | 'knowledge' | 'notes' | 'composer' | 'style';
}

export function refuse<const R extends { reason: string }>(refusal: R): { ok: false } & R {
  return { ...refusal, ok: false };
}

export function accept<D extends object>(ops: Operation[], details: D): { ok: true; change: Change } & D {
  return { ...details, ok: true, change: { ops } };
}

export function notFound(id: Id): { ok: false } & NotFound {
  return { ok: false, reason: 'not-found', id };
}
