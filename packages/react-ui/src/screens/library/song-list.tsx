import {
  DEFAULT_SONG_SORT,
  displayTitle,
  isSongSort,
  SONG_SORT_LABELS,
  SONG_SORTS,
  type Song,
  type SongSort,
  sortSongs,
} from '@tunedeck/core';
import { type ReactNode, useMemo, useState } from 'react';
import { Select } from '../../primitives/field/field.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';

const SORT_OPTIONS = SONG_SORTS.map((sort) => ({ value: sort, label: SONG_SORT_LABELS[sort] }));

export interface SongListProps {
  /** Unsorted songs; pass a memoised array so a re-render does not re-sort. */
  songs: readonly Song[];
  /** Where each row leads. */
  href: (song: Song) => string;
  /** The chosen sort, when the caller keeps it (e.g. in a preference); else the list keeps its own. */
  sort?: SongSort;
  onSortChange?: (sort: SongSort) => void;
  /** Shown instead of the list when there are no songs. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
}

/**
 * A sortable list of songs: title left, knowledge word and colour right, rows at least 44px. The sort
 * is state of its own (or the caller's), so it survives every data change.
 */
export function SongList({ songs, href, sort, onSortChange, empty, label }: SongListProps) {
  const [ownSort, setOwnSort] = useState<SongSort>(DEFAULT_SONG_SORT);
  const current = sort ?? ownSort;
  // sortSongs costs ~20 ms on 5,000 songs: only re-sort when the songs or the sort change.
  const sorted = useMemo(() => sortSongs(songs, current), [songs, current]);
  const change = (value: string) => {
    if (!isSongSort(value)) return;
    setOwnSort(value);
    onSortChange?.(value);
  };
  if (songs.length === 0) return <div className="td-list-empty">{empty}</div>;
  return (
    <div className="td-song-list">
      <Select
        className="td-song-list__sort"
        label="Sort"
        options={SORT_OPTIONS}
        value={current}
        onChange={(event) => change(event.target.value)}
      />
      <ul className="td-rows" aria-label={label}>
        {sorted.map((song) => (
          <li key={song.id}>
            <Link className="td-row" href={href(song)}>
              <span className="td-row__title">{displayTitle(song.title)}</span>
              <KnowledgeBadge knowledge={song.knowledge} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
