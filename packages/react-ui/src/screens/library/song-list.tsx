import { useWindowVirtualizer } from '@tanstack/react-virtual';
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
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChevronIcon, PlusIcon, SongsIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { Select } from '../../primitives/field/field.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';

const SORT_OPTIONS = SONG_SORTS.map((sort) => ({ value: sort, label: SONG_SORT_LABELS[sort] }));

/**
 * From this many songs the list draws only the rows near the screen (and a few either side): 5,000
 * rows drawn at once take most of a second. Below it every row is in the page, so find-in-page and
 * screen readers see the whole list.
 */
export const VIRTUAL_LIST_FROM = 1000;
/** A row's height before it is measured (one line of title). */
const ROW_ESTIMATE = 57;

export interface SongListProps {
  /** Unsorted songs; pass a memoised array so a re-render does not re-sort. */
  songs: readonly Song[];
  /** Where each row leads. */
  href: (song: Song) => string;
  /** The chosen sort, when the caller keeps it (e.g. in a preference); else the list keeps its own. */
  sort?: SongSort;
  onSortChange?: (sort: SongSort) => void;
  /** Shown instead of the list when there are no songs: the spec's sentence and the add button. */
  empty: { text: ReactNode; addLabel: string; onAdd: () => void };
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
  if (songs.length === 0) {
    return (
      <EmptyState
        icon={<SongsIcon />}
        action={
          <Button variant="primary" onClick={empty.onAdd}>
            <PlusIcon />
            {empty.addLabel}
          </Button>
        }
      >
        <p>{empty.text}</p>
      </EmptyState>
    );
  }
  return (
    <div className="td-song-list">
      <Select
        className="td-song-list__sort"
        label="Sort"
        options={SORT_OPTIONS}
        value={current}
        onChange={(event) => change(event.target.value)}
      />
      {sorted.length >= VIRTUAL_LIST_FROM ? (
        <VirtualRows songs={sorted} href={href} label={label} />
      ) : (
        <ul className="td-rows" aria-label={label}>
          {sorted.map((song) => (
            <li key={song.id}>
              <SongRow song={song} href={href} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SongRow({ song, href }: { song: Song; href: (song: Song) => string }) {
  return (
    <Link className="td-row" href={href(song)}>
      <span className="td-row__title">{displayTitle(song.title)}</span>{' '}
      <KnowledgeBadge knowledge={song.knowledge} />
      <ChevronIcon />
    </Link>
  );
}

/**
 * A long list that scrolls with the page but draws only what is near the screen. Rows are measured
 * as they are drawn (a long title wraps); each says its place in the list to assistive technology.
 */
function VirtualRows({ songs, href, label }: { songs: Song[]; href: (song: Song) => string; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page: the rows' offsets count from there.
  useLayoutEffect(() => {
    const measure = () => setOffset((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const rows = useWindowVirtualizer({
    count: songs.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    scrollMargin: offset,
    getItemKey: (index) => songs[index]!.id,
    // A row not laid out (yet, or in a DOM without layout) keeps its estimate rather than collapsing.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  return (
    <ul
      className="td-rows td-rows--virtual"
      aria-label={label}
      ref={list}
      style={{ height: rows.getTotalSize() }}
    >
      {rows.getVirtualItems().map((row) => {
        const song = songs[row.index]!;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={rows.measureElement}
            aria-setsize={songs.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - rows.options.scrollMargin}px)` }}
          >
            <SongRow song={song} href={href} />
          </li>
        );
      })}
    </ul>
  );
}
