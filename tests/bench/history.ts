import { type Change, createId, type Id, PLAYABLE_KEYS } from '@tunedeck/core';

/**
 * `gigs` weekly gigs of `plays` tunes each, played from `set` (the latest a week ago), cycling through
 * `songs` and the twelve keys: a musician's gig history for the benches.
 */
export function gigHistory(
  songs: ReadonlyArray<{ id: Id; title: string }>,
  set: Id,
  gigs: number,
  plays: number,
): Change {
  const ops: Change['ops'] = [];
  const start = Date.now() - (gigs + 1) * 7 * 86_400_000;
  for (let g = 0; g < gigs; g += 1) {
    const gig = { id: createId(Math.random), set, setName: 'Gig tunes', started: start + g * 7 * 86_400_000 };
    ops.push({ type: 'create', collection: 'gigs', record: gig });
    for (let p = 0; p < plays; p += 1) {
      const song = songs[(g * 7 + p) % songs.length]!;
      ops.push({
        type: 'create',
        collection: 'plays',
        record: {
          id: createId(Math.random),
          gig: gig.id,
          song: song.id,
          title: song.title,
          key: PLAYABLE_KEYS[(g + p) % 12]!,
          played: gig.started + p * 5 * 60 * 1000,
        },
      });
    }
  }
  return { ops };
}
