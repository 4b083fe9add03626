import { type Knowledge, PICK_PATTERN, PLAYABLE_KEYS, type PlayableKey } from '../model/constants.js';
import { type Clock, type Random, randomIndex } from '../model/random.js';
import type { Id, PickedTune, PickerMember, PickerState } from '../model/records.js';
import { clockOr } from '../model/times.js';
import { TunedeckError } from '../storage/errors.js';

/** What the musician (or a change of the set) asks of the picker. */
export type PickerEvent =
  /** NEXT: the tune on screen was played; show another. */
  | { type: 'next' }
  /** SKIP: show another; the tune on screen goes back into the round. */
  | { type: 'skip' }
  /** Start New Gig: new and medium tunes come back, then a pick. */
  | { type: 'start-new-gig' }
  /** Reset Picker: everything comes back, both bags refill, then a pick. */
  | { type: 'reset' }
  /**
   * The set's members changed (here or on another device) or the picker was opened: drop ids of songs
   * that left, and pick when nothing valid is on screen. Returns the same state when nothing changes.
   */
  | { type: 'sync' };

export interface PickerContext {
  random: Random;
  now: Clock;
}

/** When a state changed: the device's clock, or the state's own time when the clock gives none. */
const changedAt = (state: PickerState, context: PickerContext) => clockOr(context.now(), state.updated);

/** A fresh picker: nothing played, both bags full, nothing on screen. */
export function initialPickerState(now = 0): PickerState {
  return {
    played: [],
    bag: [...PICK_PATTERN],
    keyBag: [...PLAYABLE_KEYS],
    current: null,
    version: 0,
    updated: now,
  };
}

/**
 * The picker as a pure function (spec/behaviour.md §3): the next state of a set's picker after an
 * event, given the set's members as they are now. Randomness and time come from `context`.
 */
export function pickerTransition(
  state: PickerState,
  event: PickerEvent,
  members: readonly PickerMember[],
  context: PickerContext,
): PickerState {
  const round = Round.from(state, members);
  switch (event.type) {
    case 'next':
      return round.pick(state, context);
    case 'skip': {
      const skipped = state.current?.song;
      const next = round.pick(state, context);
      if (skipped === undefined || skipped === next.current?.song || !round.isMember(skipped)) return next;
      round.unplay(skipped);
      return { ...next, played: round.playedIds() };
    }
    case 'start-new-gig':
      round.restore((member) => member.knowledge !== 'know');
      return round.pick(state, context);
    case 'reset':
      round.restore(() => true);
      return round.pick({ ...state, bag: [], keyBag: [] }, context);
    case 'sync': {
      const onScreen = state.current && round.isMember(state.current.song);
      if (onScreen || (members.length === 0 && state.current === null)) {
        if (round.prunedCount === 0) {
          round.release();
          return state;
        }
        return {
          ...state,
          played: round.playedIds(),
          version: state.version + 1,
          updated: changedAt(state, context),
        };
      }
      // The tune on screen left, but its key was just shown: a refilled key bag must not start with it.
      return round.pick(state, context);
    }
  }
}

/** A set's members by song id, by entry and by level; built once per members array. */
interface MemberIndex {
  byId: Map<Id, PickerMember>;
  byEntry: Map<Id, PickerMember>;
  byLevel: Record<Knowledge, PickerMember[]>;
}

/** The id `played` holds for a member: its set entry, so a song removed and added back is unplayed. */
const entryOf = (member: PickerMember): Id => member.entry ?? member.id;

const memberIndexes = new WeakMap<readonly PickerMember[], MemberIndex>();

function memberIndex(members: readonly PickerMember[]): MemberIndex {
  let index = memberIndexes.get(members);
  if (!index) {
    index = { byId: new Map(), byEntry: new Map(), byLevel: { new: [], med: [], know: [] } };
    for (const member of members) {
      index.byId.set(member.id, member);
      index.byEntry.set(entryOf(member), member);
      index.byLevel[member.knowledge].push(member);
    }
    memberIndexes.set(members, index);
  }
  return index;
}

/**
 * The played set and unplayed counts a transition worked out, handed on to the state it produced, so
 * the next transition on the same members starts without rebuilding them: a pick then costs O(1)
 * expected instead of O(set size). A state reached any other way (loaded, or reused) rebuilds.
 */
interface RoundCache {
  members: readonly PickerMember[];
  played: Set<Id>;
  counts: Record<Knowledge, number>;
}

const roundCaches = new WeakMap<readonly Id[], RoundCache>();

/** How many random draws to try before listing the candidates (when few of a large level are left). */
const SAMPLING_TRIES = 48;

/** The working form of one transition: the set's members by level, and which are played. */
class Round {
  private readonly index: MemberIndex;
  private readonly played: Set<Id>;
  private counts: Record<Knowledge, number>;
  /** Whether `played` is still the state's list plus appended picks (then the next list is a cheap concat). */
  private appendOnly = true;
  private readonly appended: Id[] = [];
  readonly prunedCount: number;

  private constructor(
    private readonly members: readonly PickerMember[],
    private readonly source: readonly Id[],
  ) {
    this.index = memberIndex(members);
    const cached = roundCaches.get(source);
    if (cached && cached.members === members) {
      // Take the cache over: this round mutates the set and hands it on to the state it produces.
      roundCaches.delete(source);
      this.played = cached.played;
      this.counts = cached.counts;
      this.prunedCount = 0;
    } else {
      this.played = new Set();
      let kept = 0;
      for (const id of source) {
        // A song id is what states written before entries held: it reads as that song's entry, once.
        const member = this.index.byEntry.get(id) ?? this.index.byId.get(id);
        if (!member) continue;
        this.played.add(entryOf(member));
        if (entryOf(member) === id) kept += 1;
      }
      this.prunedCount = source.length - kept;
      if (this.prunedCount > 0) this.appendOnly = false;
      this.counts = this.countUnplayed();
    }
  }

  static from(state: PickerState, members: readonly PickerMember[]): Round {
    return new Round(members, state.played);
  }

  isMember(id: Id): boolean {
    return this.index.byId.has(id);
  }

  /** The played list for the next state, handing this round's work on to it. */
  playedIds(): Id[] {
    const ids = this.appendOnly ? this.source.concat(this.appended) : [...this.played];
    roundCaches.set(ids, { members: this.members, played: this.played, counts: this.counts });
    return ids;
  }

  /** Hands the work back to the unchanged state (a transition that changed nothing). */
  release(): void {
    roundCaches.set(this.source, { members: this.members, played: this.played, counts: this.counts });
  }

  private countUnplayed(): Record<Knowledge, number> {
    const counts = { new: 0, med: 0, know: 0 };
    for (const member of this.members) if (!this.played.has(entryOf(member))) counts[member.knowledge] += 1;
    return counts;
  }

  /** Puts the members that match back into the round. */
  restore(matches: (member: PickerMember) => boolean): void {
    for (const id of this.played) {
      const member = this.index.byEntry.get(id);
      if (member && matches(member)) this.played.delete(id);
    }
    this.appendOnly = false;
    this.counts = this.countUnplayed();
  }

  /** Puts one song back into the round. */
  unplay(song: Id): void {
    const member = this.index.byId.get(song);
    if (!member || !this.played.delete(entryOf(member))) return;
    this.appendOnly = false;
    this.counts[member.knowledge] += 1;
  }

  private markPlayed(member: PickerMember): void {
    this.played.add(entryOf(member));
    this.appended.push(entryOf(member));
    this.counts[member.knowledge] -= 1;
  }

  /** A uniformly chosen unplayed member (of one level, or of any) other than `except`. */
  private draw(
    level: Knowledge | undefined,
    except: Id | undefined,
    random: Random,
  ): PickerMember | undefined {
    const pool = level ? this.index.byLevel[level] : this.members;
    const available = level ? this.counts[level] : this.counts.new + this.counts.med + this.counts.know;
    if (pool.length === 0 || available === 0) return undefined;
    // Rejection sampling keeps a pick O(1) on large sets; listing is the fallback when few are left.
    for (let tries = 0; tries < SAMPLING_TRIES; tries += 1) {
      const member = pool[randomIndex(random, pool.length)]!;
      if (member.id !== except && !this.played.has(entryOf(member))) return member;
    }
    const candidates = pool.filter((member) => member.id !== except && !this.played.has(entryOf(member)));
    return candidates.length === 0 ? undefined : candidates[randomIndex(random, candidates.length)];
  }

  pick(state: PickerState, context: PickerContext): PickerState {
    const next: PickerState = {
      played: [],
      bag: [...state.bag],
      keyBag: [...state.keyBag],
      current: null,
      version: state.version + 1,
      updated: changedAt(state, context),
    };
    if (this.members.length === 0) {
      this.played.clear();
      this.appendOnly = false;
      next.played = this.playedIds();
      return next;
    }
    const level = this.chooseLevel(next, context.random);
    const song = this.chooseSong(level, state.current?.song, context.random);
    this.markPlayed(song);
    next.current = { song: song.id, key: chooseKey(song, next, state.current, context.random) };
    next.played = this.playedIds();
    return next;
  }

  /** Steps 1-3 of NEXT: the level the pick comes from. May start a new round or reload the know rotation. */
  private chooseLevel(next: PickerState, random: Random): Knowledge {
    if (next.bag.length === 0) next.bag = [...PICK_PATTERN];
    if (this.counts.new + this.counts.med === 0) {
      if (this.counts.know > 0) return 'know';
      this.restore(() => true);
      if (this.counts.new + this.counts.med === 0) return 'know';
    }
    // A new or medium tune is unplayed, so a token of its level comes up within one full bag.
    for (let draws = 0; draws <= PICK_PATTERN.length * 2; draws += 1) {
      if (next.bag.length === 0) next.bag = [...PICK_PATTERN];
      const [token] = next.bag.splice(randomIndex(random, next.bag.length), 1) as [Knowledge];
      if (this.counts[token] > 0) return token;
      if (token === 'know' && this.index.byLevel.know.length > 0) {
        this.restore((member) => member.knowledge === 'know');
        return 'know';
      }
    }
    throw new TunedeckError('picker-coding-error', 'no level could be drawn');
  }

  /**
   * Step 4 with the no-back-to-back rule: an unplayed song of the level, never the one just shown while
   * another exists: then one of any level; when only the one just shown is left, the know rotation
   * reloads (or, without other know tunes, a new round starts), so a played tune never comes back early.
   */
  private chooseSong(level: Knowledge, previous: Id | undefined, random: Random): PickerMember {
    let song = this.draw(level, previous, random) ?? this.draw(undefined, previous, random);
    if (!song) {
      this.restore((member) => member.knowledge === 'know');
      song = this.draw('know', previous, random);
    }
    if (!song) {
      this.restore(() => true);
      song = this.draw(undefined, previous, random);
    }
    // A set of one tune: it is the only candidate.
    song ??= this.members.length === 1 ? this.members[0] : undefined;
    if (!song) throw new TunedeckError('picker-coding-error', `no candidate at level ${level}`);
    return song;
  }
}

/** Step 5: the song's own key, or the next key of the random-key rotation. */
function chooseKey(
  song: PickerMember,
  next: PickerState,
  previous: PickedTune | null,
  random: Random,
): PlayableKey {
  if (song.key !== 'random') return song.key;
  let choices = next.keyBag;
  if (choices.length === 0) {
    next.keyBag = [...PLAYABLE_KEYS];
    // The first key of a refilled bag is never the key just shown.
    choices = next.keyBag.filter((key) => key !== previous?.key);
  }
  const key = choices[randomIndex(random, choices.length)]!;
  next.keyBag = next.keyBag.filter((k) => k !== key);
  return key;
}
