// The gig history's rules: Start New Gig opens a gig, each NEXT records the tune that was on screen and
// the key it was shown in, an undone NEXT takes its tune back out. The history is capped so a long life
// of gigs stays fast: opening a gig past `LIMITS.gigs` lets the oldest go, and a gig holds at most
// `LIMITS.gigPlays` tunes (a longer night goes on in a new gig of the same set). A NEXT on a tune due
// for practice also counts as practising it "Good": `gigReview` (practice/grade.ts) records that after.
import { LIMITS } from '../../model/constants.js';
import { createId } from '../../model/random.js';
import type { Gig, Id, Library, PickedTune } from '../../model/records.js';
import { CLOCK_UNSET, type ClockUnset, isClockReading } from '../../model/times.js';
import { historyWithinSense } from '../../model/within-sense.js';
import type { Operation } from '../change.js';
import { accept, type NotFound, notFound, type RuleContext, type RuleResult, refuse } from './context.js';

/** A gig with no tune for this long is over: the next NEXT of its set opens a new one. */
export const GIG_GAP_MS = 6 * 60 * 60 * 1000;

interface GigActivity {
  gig: Gig;
  plays: number;
  /** Its last tune's time, or its start. */
  last: number;
}

/**
 * The set's latest gig at `now`, with how many tunes it holds and when it last moved. A gig or tune
 * stored out of bounds (a gig started at 1e308 would hold every NEXT after it) is left out.
 */
function latestGig(stored: Library, setId: Id, now: number): GigActivity | null {
  const library = historyWithinSense(stored, now);
  let latest: Gig | null = null;
  for (const gig of library.gigs.values()) {
    if (gig.set === setId && (!latest || gig.started > latest.started)) latest = gig;
  }
  if (!latest) return null;
  // Every NEXT asks this of a history of up to 150,000 tunes: a plain loop, no array of them.
  let plays = 0;
  let last = latest.started;
  for (const play of library.plays.values()) {
    if (play.gig !== latest.id) continue;
    plays += 1;
    if (play.played > last) last = play.played;
  }
  return { gig: latest, plays, last };
}

/**
 * Opens a gig of the set, letting the oldest gigs (and their tunes) go: past `LIMITS.gigs` gigs, and
 * while the tunes kept leave no room for a full night (`LIMITS.gigPlays`) within `LIMITS.historyPlays`.
 * So no NEXT of the night is ever refused for a full history.
 */
function openGig(
  library: Library,
  setId: Id,
  context: RuleContext,
  now: number,
): { gig: Gig; ops: Operation[] } {
  const ops: Operation[] = [];
  const playsOf = new Map<Id, number>();
  let plays = 0;
  for (const { gig } of library.plays.values()) {
    playsOf.set(gig, (playsOf.get(gig) ?? 0) + 1);
    plays += 1;
  }
  const gigs = [...library.gigs.values()].sort((a, b) => a.started - b.started || (a.id < b.id ? -1 : 1));
  const oldest = new Set<Id>();
  let kept = gigs.length;
  for (const gig of gigs) {
    if (kept + 1 <= LIMITS.gigs && plays + LIMITS.gigPlays <= LIMITS.historyPlays) break;
    oldest.add(gig.id);
    kept -= 1;
    plays -= playsOf.get(gig.id) ?? 0;
  }
  if (oldest.size > 0) {
    for (const play of library.plays.values())
      if (oldest.has(play.gig)) ops.push({ type: 'delete', collection: 'plays', id: play.id });
    for (const id of oldest) ops.push({ type: 'delete', collection: 'gigs', id });
  }
  const gig: Gig = {
    id: createId(context.random),
    set: setId,
    setName: library.sets[setId]?.name ?? '',
    started: now,
  };
  ops.push({ type: 'create', collection: 'gigs', record: gig });
  return { gig, ops };
}

/**
 * Start New Gig: a new gig of the set, unless its latest gig has no tune yet (that one goes on). A clock
 * that gives no time is refused (`CLOCK_UNSET`); the picker goes on without the history.
 */
export function startGig(
  library: Library,
  setId: Id,
  context: RuleContext,
): RuleResult<{ gigId: Id }, NotFound | ClockUnset> {
  if (!library.sets[setId]) return notFound(setId);
  const now = context.now();
  if (!isClockReading(now)) return refuse(CLOCK_UNSET);
  const latest = latestGig(library, setId, now);
  if (latest && latest.plays === 0) return accept([], { gigId: latest.gig.id });
  const { gig, ops } = openGig(library, setId, context, now);
  return accept(ops, { gigId: gig.id });
}

/**
 * NEXT: the tune that was on screen was played, in the key shown. It joins the set's open gig: the
 * latest, unless that one is full or has been quiet for `GIG_GAP_MS` (then a new gig opens). A clock
 * behind the gig's last move (set back, or behind the device that played the tune before) plays at that
 * move: the gig's tunes stay in the order they were played. A clock that gives no time is refused
 * (`CLOCK_UNSET`); the picker has moved on already, the history goes without the tune.
 */
export function recordPlay(
  library: Library,
  input: { setId: Id; tune: PickedTune },
  context: RuleContext,
): RuleResult<{ playId: Id }, NotFound | ClockUnset> {
  const { setId, tune } = input;
  if (!library.sets[setId]) return notFound(setId);
  const song = library.songs[tune.song];
  if (!song) return notFound(tune.song);
  let now = context.now();
  if (!isClockReading(now)) return refuse(CLOCK_UNSET);
  const latest = latestGig(library, setId, now);
  const ops: Operation[] = [];
  let gigId: Id;
  if (latest && latest.plays < LIMITS.gigPlays && now - latest.last < GIG_GAP_MS) {
    gigId = latest.gig.id;
    now = Math.max(now, latest.last);
  } else {
    const opened = openGig(library, setId, context, now);
    ops.push(...opened.ops);
    gigId = opened.gig.id;
  }
  const playId = createId(context.random);
  ops.push({
    type: 'create',
    collection: 'plays',
    record: { id: playId, gig: gigId, song: song.id, title: song.title, key: tune.key, played: now },
  });
  return accept(ops, { playId });
}

/** An undone NEXT: its tune leaves the history, and the practice review it counted as (when there) with it. */
export function unrecordPlay(library: Library, playId: Id): RuleResult<object, never> {
  const ops: Operation[] = [];
  if (library.plays.has(playId)) ops.push({ type: 'delete', collection: 'plays', id: playId });
  if (library.reviews.get(playId)?.source === 'gig')
    ops.push({ type: 'delete', collection: 'reviews', id: playId });
  return accept(ops, {});
}
