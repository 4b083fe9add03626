import {
  DEFAULT_KEY,
  DEFAULT_KNOWLEDGE,
  isKnowledge,
  isSongKey,
  type Knowledge,
  LIMITS,
  type SongKey,
} from '../../model/constants.js';
import { createId } from '../../model/random.js';
import type { Id, Library, Song } from '../../model/records.js';
import { exceedsLength } from '../../text/length.js';
import { normaliseText } from '../../text/normalise.js';
import { titleProblem } from '../../text/title-rules.js';
import type { Operation } from '../change.js';
import type { InvalidData, InvalidTitle, RuleContext } from './context.js';

/** The fields of an Add Song form. Key, knowledge and notes default to `random`, `know` and none. */
export interface SongInput {
  title: string;
  key?: SongKey;
  knowledge?: Knowledge;
  notes?: string;
  composer?: string;
  style?: string;
}

export function notesTooLong(notes: string): boolean {
  return exceedsLength(notes, LIMITS.notes);
}

/** The first thing wrong with a song form's fields, or null. */
export function songInputProblem(input: SongInput): InvalidTitle | InvalidData | null {
  const problem = titleProblem(input.title);
  if (problem) return { reason: 'invalid-title', problem };
  if (input.key !== undefined && !isSongKey(input.key)) return { reason: 'invalid-data', field: 'key' };
  if (input.knowledge !== undefined && !isKnowledge(input.knowledge)) {
    return { reason: 'invalid-data', field: 'knowledge' };
  }
  if (input.notes !== undefined && notesTooLong(input.notes))
    return { reason: 'invalid-data', field: 'notes' };
  return null;
}

/** A new song record from valid form fields. */
export function newSong(input: SongInput, context: RuleContext, created: number = context.now()): Song {
  return {
    id: createId(context.random),
    title: normaliseText(input.title),
    key: input.key ?? DEFAULT_KEY,
    knowledge: input.knowledge ?? DEFAULT_KNOWLEDGE,
    notes: input.notes ?? '',
    composer: input.composer ?? '',
    style: input.style ?? '',
    created,
  };
}

/** The step that puts a song into a set, with a new membership id. */
export function createMembership(
  setId: Id,
  songId: Id,
  context: RuleContext,
): Extract<Operation, { type: 'create'; collection: 'memberships' }> {
  return {
    type: 'create',
    collection: 'memberships',
    record: { id: createId(context.random), set: setId, song: songId },
  };
}

/** The first id of `setIds` that is not a set of the library. */
export function missingSet(library: Library, setIds: readonly Id[]): Id | undefined {
  return setIds.find((id) => library.sets[id] === undefined);
}

/** The ids once each, in the order first given. */
export function distinct(ids: readonly Id[]): Id[] {
  return [...new Set(ids)];
}

/** The ids of the songs in a set, gathered in one pass over the memberships. */
export function memberIds(library: Library, setId: Id): Set<Id> {
  const ids = new Set<Id>();
  for (const membership of Object.values(library.memberships)) {
    if (membership.set === setId) ids.add(membership.song);
  }
  return ids;
}
