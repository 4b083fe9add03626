import {
  bulkAddToSet,
  type Change,
  COLLECTIONS,
  type CollectionName,
  createId,
  type Id,
  initialPickerState,
  type Library,
  libraryRecords,
  lowerKnowledge,
  type PracticeSettings,
  pickerMembers,
  pickerTransition,
  type Review,
  recordPlay,
  startGig,
  type TunedeckStorage,
  wishAdd,
} from '@tunedeck/core';
import PocketBase from 'pocketbase';
import { SUPERUSER } from './server.js';

export const PASSWORD = 'fixture-pass-1';
let counter = 0;

/** An address unique within the run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const newId = (): Id => createId();

/**
 * A time for records whose time does not matter: the server takes times from 2000 to a day past its
 * clock (core's `isTimeWithinSense`), so records are made at this time plus a little, never at 1 or 2.
 */
export const TIME0 = Date.UTC(2026, 0, 1);

/** A song record as core writes it (a new id, `know`, `random` key), with any field replaced. */
export const songRecord = (title: string, extra: object = {}) => ({
  id: newId(),
  title,
  key: 'random',
  knowledge: 'know',
  notes: '',
  composer: '',
  style: '',
  created: TIME0 + 1,
  ...extra,
});
export const context = { random: Math.random, now: Date.now };

export interface TestUser {
  storage: TunedeckStorage;
  email: string;
  id: Id;
  firstSet: Id;
}

export async function signUp(storage: TunedeckStorage, label: string): Promise<TestUser> {
  const email = uniqueEmail(label);
  const account = await storage.auth.signUp({ email, password: PASSWORD });
  return { storage, email, id: account.id, firstSet: account.pickerSet };
}

/** A raw SDK client signed in as this user. */
export async function rawAs(pb: PocketBase, email: string): Promise<PocketBase> {
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return pb;
}

/** Every record id of a library, per collection. */
export function idsOf(library: Library): Record<CollectionName, Id[]> {
  return Object.fromEntries(
    COLLECTIONS.map((collection) => [
      collection,
      libraryRecords(library, collection).map((record) => record.id),
    ]),
  ) as Record<CollectionName, Id[]>;
}

/** The HTTP status a promise rejected with (0 when it resolved). */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}

/** Waits until `check` holds (realtime arrives in the background), at most 5 s. */
export async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A musician's library with some life in it: 40 songs in the first set (one lowered to medium), a wish,
 * "log in to the picker" on, twelve picks of the set, and a gig whose history holds the eleven tunes
 * played before the last pick.
 */
export async function fillLibrary(user: TestUser): Promise<void> {
  const { storage } = user;
  const write = async (rule: (library: Library) => { ok: boolean; change?: Change }) => {
    const result = rule(await storage.loadLibrary());
    if (!result.ok || !result.change) throw new Error('the fixture was refused');
    await storage.apply(result.change);
  };
  const titles = Array.from({ length: 40 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
  await write((library) => bulkAddToSet(library, user.firstSet, titles.join('\n'), context));
  await write((library) => lowerKnowledge(library, Object.values(library.songs)[3]!.id));
  await write((library) => wishAdd(library, 'Countdown', context));
  await storage.apply({ ops: [{ type: 'account', patch: { loginToPicker: true } }] });
  const library = await storage.loadLibrary();
  let state = library.pickers[user.firstSet]?.state ?? initialPickerState();
  await write((current) => startGig(current, user.firstSet, context));
  for (let i = 0; i < 12; i += 1) {
    const shown = state.current;
    state = pickerTransition(state, { type: 'next' }, pickerMembers(library, user.firstSet), context);
    if (shown) await write((current) => recordPlay(current, { setId: user.firstSet, tune: shown }, context));
  }
  await storage.apply({
    ops: [
      { type: 'upsert', collection: 'pickers', record: { id: user.firstSet, set: user.firstSet, state } },
    ],
  });
}

export const PRACTICE: PracticeSettings = { newPerDay: 7, minutes: 35, allKeys: true };

/**
 * Practice on top of `fillLibrary`: cards for three tunes, practice reviews of them (one of a tune
 * deleted since: the history outlives it), each tune played at the gig reviewed as "Good" under its
 * play's id, and the practice settings.
 */
export async function fillPractice(user: TestUser): Promise<void> {
  const library = await user.storage.loadLibrary();
  const songs = Object.values(library.songs).sort((a, b) => (a.title < b.title ? -1 : 1));
  const practised = songs.slice(0, 3);
  const gone = newId();
  const review = (song: { id: string; title: string }, i: number): Review => ({
    id: newId(),
    song: song.id,
    title: song.title,
    grade: ((i % 4) + 1) as Review['grade'],
    source: 'practice',
    key: 'E flat',
    level: 'med',
    seconds: 60 * i,
    reviewed: 1_700_000_000_000 + i * 86_400_000,
  });
  await user.storage.apply({
    ops: [
      ...practised.map((song, i) => ({
        type: 'upsert' as const,
        collection: 'cards' as const,
        record: {
          id: song.id,
          song: song.id,
          due: 1_800_000_000_000 + i,
          stability: 3.173 + i / 7,
          difficulty: 6.5 - i / 3,
          scheduled: 4 + i,
          reps: 2 + i,
          lapses: i,
          state: (i % 4) as 0 | 1 | 2 | 3,
          last: 1_700_000_000_000 + i,
        },
      })),
      ...[...practised, ...practised, { id: gone, title: 'Deleted Since' }].map((song, i) => ({
        type: 'create' as const,
        collection: 'reviews' as const,
        record: review(song, i),
      })),
      ...[...library.plays.values()].map((play) => ({
        type: 'create' as const,
        collection: 'reviews' as const,
        record: {
          id: play.id,
          song: play.song,
          title: play.title,
          grade: 3 as const,
          source: 'gig' as const,
          key: play.key,
          level: library.songs[play.song]!.knowledge,
          seconds: 0,
          reviewed: play.played,
        },
      })),
      { type: 'account', patch: { practice: PRACTICE } },
    ],
  });
}

/**
 * Marks a user verified, as the emailed link would (an unverified account holds at most
 * `LIMITS.unverifiedRecords` records), through the superuser of a server started with `SUPERUSER`.
 */
export async function verifyUser(url: string, userId: string): Promise<void> {
  const admin = new PocketBase(url).autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  await admin.collection('users').update(userId, { verified: true });
}
