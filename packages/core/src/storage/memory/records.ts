import { chartRecordProblem } from '../../library/chart-check.js';
import { isKnowledge, isPlayableKey, isSongKey, LIMITS, NOT_A_KEY_TEXT } from '../../model/constants.js';
import { isId } from '../../model/random.js';
import type {
  ChartRecord,
  CollectionName,
  CollectionRecords,
  ContactMessage,
  Gig,
  Membership,
  PickerRecord,
  Play,
  PracticeCard,
  Review,
  Song,
  SongSet,
  WishEntry,
} from '../../model/records.js';
import { isPickerState } from '../../picker/parse.js';
import { isCardState, isGrade } from '../../practice/settings.js';
import { exceedsLength } from '../../text/length.js';
import { normaliseEmail, normaliseText } from '../../text/normalise.js';
import { setNameProblem, titleProblem } from '../../text/title-rules.js';
import { isValidEmail } from '../../validation/email.js';
import { TunedeckError } from '../errors.js';
import { copy } from './library-events.js';

// The server's view of a record: it checks every field itself and stores a fresh object built from the
// known fields only, so nothing a client keeps a reference to can later change the stored data.

type Fields = Record<string, unknown>;

function invalid(collection: CollectionName, field: string, detail: string): TunedeckError {
  return new TunedeckError('invalid-data', `${collection}.${field}: ${detail}`, field);
}

function fieldsOf(collection: CollectionName, value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TunedeckError('invalid-data', `${collection}: a record must be an object`);
  }
  return value as Fields;
}

function id(collection: CollectionName, fields: Fields, field: string): string {
  const value = fields[field];
  if (!isId(value)) throw invalid(collection, field, 'not a record id');
  return value;
}

/** A number: whether it is a time within bounds is checked with the change (see `checkChange`). */
function timestamp(collection: CollectionName, fields: Fields, field: string): number {
  const value = fields[field];
  if (typeof value !== 'number') throw invalid(collection, field, 'not a timestamp');
  return value;
}

function title(collection: CollectionName, fields: Fields, field: string): string {
  const value = fields[field];
  if (typeof value !== 'string') throw invalid(collection, field, 'not text');
  const problem = collection === 'sets' ? setNameProblem(value) : titleProblem(value);
  if (problem) throw new TunedeckError('invalid-title', `${collection}.${field}: ${problem}`, field);
  return normaliseText(value);
}

/** A finite number of at least 0 (a card's stability and difficulty). */
function amount(collection: CollectionName, fields: Fields, field: string): number {
  const value = fields[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e9)
    throw invalid(collection, field, 'not an amount');
  return value;
}

/** A whole number of at least 0 (days, repetitions, seconds). */
function count(collection: CollectionName, fields: Fields, field: string): number {
  const value = fields[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1e9)
    throw invalid(collection, field, 'not a whole number');
  return value;
}

/** Text kept as it was written (a copy of a title or name at the time), within a limit. */
function text(collection: CollectionName, fields: Fields, field: string, limit: number): string {
  const value = fields[field];
  if (typeof value !== 'string' || exceedsLength(value, limit)) throw invalid(collection, field, 'not text');
  return value;
}

const parsers: { [C in CollectionName]: (fields: Fields) => CollectionRecords[C] } = {
  songs: (fields): Song => {
    const notes = fields.notes;
    if (typeof notes !== 'string' || exceedsLength(notes, LIMITS.notes))
      throw invalid('songs', 'notes', 'too long');
    if (!isSongKey(fields.key)) throw invalid('songs', 'key', 'not a key');
    if (!isKnowledge(fields.knowledge)) throw invalid('songs', 'knowledge', 'not a knowledge level');
    // Absent (a client from before composers) is empty, as the server stores it.
    const optional = (field: 'composer' | 'style') => {
      const value = fields[field] ?? '';
      if (typeof value !== 'string' || exceedsLength(value, LIMITS[field]))
        throw invalid('songs', field, 'too long');
      return normaliseText(value);
    };
    return {
      id: id('songs', fields, 'id'),
      title: title('songs', fields, 'title'),
      key: fields.key,
      knowledge: fields.knowledge,
      notes,
      composer: optional('composer'),
      style: optional('style'),
      created: timestamp('songs', fields, 'created'),
    };
  },
  sets: (fields): SongSet => ({
    id: id('sets', fields, 'id'),
    name: title('sets', fields, 'name'),
    created: timestamp('sets', fields, 'created'),
  }),
  memberships: (fields): Membership => ({
    id: id('memberships', fields, 'id'),
    set: id('memberships', fields, 'set'),
    song: id('memberships', fields, 'song'),
  }),
  wishlist: (fields): WishEntry => ({
    id: id('wishlist', fields, 'id'),
    title: title('wishlist', fields, 'title'),
    created: timestamp('wishlist', fields, 'created'),
  }),
  gigs: (fields): Gig => ({
    id: id('gigs', fields, 'id'),
    set: id('gigs', fields, 'set'),
    setName: text('gigs', fields, 'setName', LIMITS.setName),
    started: timestamp('gigs', fields, 'started'),
  }),
  plays: (fields): Play => {
    if (!isPlayableKey(fields.key)) throw invalid('plays', 'key', NOT_A_KEY_TEXT);
    return {
      id: id('plays', fields, 'id'),
      gig: id('plays', fields, 'gig'),
      song: id('plays', fields, 'song'),
      title: text('plays', fields, 'title', LIMITS.title),
      key: fields.key,
      played: timestamp('plays', fields, 'played'),
    };
  },
  cards: (fields): PracticeCard => {
    const record = { id: id('cards', fields, 'id'), song: id('cards', fields, 'song') };
    if (record.song !== record.id) throw invalid('cards', 'song', "a card has its song's id as id");
    if (!isCardState(fields.state)) throw invalid('cards', 'state', 'not a card state');
    return {
      ...record,
      due: timestamp('cards', fields, 'due'),
      stability: amount('cards', fields, 'stability'),
      difficulty: amount('cards', fields, 'difficulty'),
      scheduled: count('cards', fields, 'scheduled'),
      reps: count('cards', fields, 'reps'),
      lapses: count('cards', fields, 'lapses'),
      state: fields.state,
      last: timestamp('cards', fields, 'last'),
    };
  },
  reviews: (fields): Review => {
    if (!isGrade(fields.grade)) throw invalid('reviews', 'grade', 'not a grade');
    if (fields.source !== 'practice' && fields.source !== 'gig')
      throw invalid('reviews', 'source', 'not a source');
    if (!isPlayableKey(fields.key)) throw invalid('reviews', 'key', NOT_A_KEY_TEXT);
    if (!isKnowledge(fields.level)) throw invalid('reviews', 'level', 'not a knowledge level');
    const seconds = count('reviews', fields, 'seconds');
    if (seconds > LIMITS.reviewSeconds) throw invalid('reviews', 'seconds', 'too long');
    return {
      id: id('reviews', fields, 'id'),
      song: id('reviews', fields, 'song'),
      title: text('reviews', fields, 'title', LIMITS.title),
      grade: fields.grade,
      source: fields.source,
      key: fields.key,
      level: fields.level,
      seconds,
      reviewed: timestamp('reviews', fields, 'reviewed'),
    };
  },
  charts: (fields): ChartRecord => {
    const record = { id: id('charts', fields, 'id'), song: id('charts', fields, 'song') };
    if (record.song !== record.id) throw invalid('charts', 'song', "a chart has its song's id as id");
    const problem = chartRecordProblem({ key: fields.key, text: fields.text });
    if (problem) throw invalid('charts', problem.field, problem.message);
    return { ...record, key: fields.key as string, text: fields.text as string };
  },
  pickers: (fields): PickerRecord => {
    const record = { id: id('pickers', fields, 'id'), set: id('pickers', fields, 'set') };
    if (record.set !== record.id) throw invalid('pickers', 'set', 'a picker record has its set as id');
    if (!isPickerState(fields.state)) throw invalid('pickers', 'state', 'not a picker state');
    return { ...record, state: copy(fields.state) };
  },
};

/** Checks a record the way the server does and returns a fresh copy holding only its known fields. */
export function parseRecord<C extends CollectionName>(collection: C, value: unknown): CollectionRecords[C] {
  return parsers[collection](fieldsOf(collection, value));
}

/** Checks a contact message as the server does: a plausible reply address, a subject and a text. */
export function parseContactMessage(value: unknown): ContactMessage {
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Fields;
  const text = (field: 'subject' | 'message', limit: number) => {
    const raw = fields[field];
    if (typeof raw !== 'string' || raw.trim() === '' || exceedsLength(raw, limit)) {
      throw new TunedeckError('invalid-data', `contact ${field}`, field);
    }
    return raw.trim();
  };
  const email = typeof fields.email === 'string' ? normaliseEmail(fields.email) : '';
  if (!isValidEmail(email)) throw new TunedeckError('invalid-data', 'contact email', 'email');
  return {
    email,
    subject: text('subject', LIMITS.contactSubject),
    message: text('message', LIMITS.contactMessage),
  };
}
