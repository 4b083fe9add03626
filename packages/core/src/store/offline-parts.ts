import type { Id, Library, Play } from '../model/records.js';

/**
 * For a device copy kept in parts (the site keeps the history a part per gig, so that a NEXT writes its
 * gig's tunes, not a history of 15,000): the tunes of each gig whose tunes changed since `before`, the
 * history as it was last written (every gig without a `before`). A gig with none left comes with an
 * empty list: its part goes.
 */
export function changedGigs(before: Library['plays'] | undefined, after: Library['plays']): Map<Id, Play[]> {
  const groups = new Map<Id, Play[]>();
  if (before === after) return groups;
  if (before) {
    for (const id in after) {
      const old = before[id];
      if (old === after[id]) continue;
      groups.set(after[id]!.gig, []);
      if (old) groups.set(old.gig, []);
    }
    for (const id in before) if (!(id in after)) groups.set(before[id]!.gig, []);
    if (groups.size === 0) return groups;
  }
  for (const id in after) {
    const play = after[id]!;
    const group = groups.get(play.gig);
    if (group) group.push(play);
    else if (!before) groups.set(play.gig, [play]);
  }
  return groups;
}
