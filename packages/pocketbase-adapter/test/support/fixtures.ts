import {
  bulkAddToSet,
  type Change,
  type CollectionName,
  createId,
  type Id,
  initialPickerState,
  type Library,
  lowerKnowledge,
  pickerMembers,
  pickerTransition,
  recordPlay,
  startGig,
  type TunedeckStorage,
  wishAdd,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';

export const PASSWORD = 'fixture-pass-1';
let counter = 0;

/** An address unique within the run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const newId = (): Id => createId(Math.random);

/** A song record as core writes it (a new id, `know`, `random` key), with any field replaced. */
export const songRecord = (title: string, extra: object = {}) => ({
  id: newId(),
  title,
  key: 'random',
  knowledge: 'know',
  notes: '',
  composer: '',
  style: '',
  created: 1,
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
    Object.entries(library).map(([collection, records]) => [collection, Object.keys(records)]),
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
