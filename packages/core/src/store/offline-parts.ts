import { changedRecords } from '../model/keyed.js';
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
    // Only the parts of the trie the writes since `before` changed are read (see `changedRecords`).
    for (const { before: old, after: now } of changedRecords(before, after)) {
      if (now) groups.set(now.gig, []);
      if (old) groups.set(old.gig, []);
    }
    if (groups.size === 0) return groups;
  }
  for (const play of after.values()) {
    const group = groups.get(play.gig);
    if (group) group.push(play);
    else if (!before) groups.set(play.gig, [play]);
  }
  return groups;
}
