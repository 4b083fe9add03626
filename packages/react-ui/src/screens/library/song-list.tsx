import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  DEFAULT_SONG_SORT,
  displayKey,
  displayTitle,
  filterSongs,
  type Id,
  isKeysFilter,
  isPlayedFilter,
  isSongSort,
  KEYS_FILTER_EMPTY,
  KEYS_FILTER_LABELS,
  KEYS_FILTERS,
  type KeysFilter,
  keysCoveredText,
  lastPlayedText,
  offeredSongSorts,
  PLAYED_FILTER_EMPTY,
  PLAYED_FILTER_LABELS,
  PLAYED_FILTERS,
  type PlayedFilter,
  SONG_SORT_LABELS,
  type Song,
  type SongKey,
  type SongPlays,
  type SongSort,
  shownSongSort,
  sortSongs,
} from '@tunedeck/core';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChevronIcon, PlusIcon, SongsIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { Select } from '../../primitives/field/field.js';
import { KeyName } from '../../primitives/key-name/key-name.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';

const PLAYED_OPTIONS = PLAYED_FILTERS.map((filter) => ({
  value: filter,
  label: PLAYED_FILTER_LABELS[filter],
}));
const KEYS_OPTIONS = KEYS_FILTERS.map((filter) => ({ value: filter, label: KEYS_FILTER_LABELS[filter] }));

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
  /**
   * The gig history by song (`songPlayStats`): the list then also sorts and filters by when a song was
   * last played, and says it on each row while it does.
   */
  plays?: ReadonlyMap<Id, SongPlays> | undefined;
  /**
   * How many of the twelve keys each song is covered in (core's `coveredCounts`): the list then also
   * sorts and filters by it, and says it on each row while it does.
   */
  keysCovered?: ReadonlyMap<Id, number> | undefined;
  /** "Now" for "not played in N days". @default Date.now() */
  now?: number | undefined;
  /**
   * The sets each song is in (core's `setNamesBySong`). Given room (a desk), the list is a table: when
   * each song was last played and its sets, each in a column of its own.
   */
  setNames?: ReadonlyMap<Id, readonly string[]> | undefined;
  /** The song on screen beside the list (a desk): its row is marked as the current page. */
  current?: Id | undefined;
}

/**
 * A sortable list of songs: title left, knowledge word and colour right, rows at least 44px. The sort
 * is state of its own (or the caller's), so it survives every data change.
 */
export function SongList({
  songs,
  href,
  sort,
  onSortChange,
  empty,
  label,
  plays,
  keysCovered,
  now,
  setNames,
  current: shown,
}: SongListProps) {
  const [ownSort, setOwnSort] = useState<SongSort>(DEFAULT_SONG_SORT);
  const [filter, setFilter] = useState<PlayedFilter>('any');
  const [keysFilter, setKeysFilter] = useState<KeysFilter>('any');
  const offered = offeredSongSorts({ plays, keysCovered });
  const current = shownSongSort(sort ?? ownSort, offered);
  const at = useMemo(() => now ?? Date.now(), [now]);
  // sortSongs costs ~20 ms on 5,000 songs: only re-sort when the songs, the sort or the filter change.
  const sorted = useMemo(() => {
    const kept = filterSongs(songs, { plays, keysCovered }, { played: filter, keys: keysFilter }, at);
    return sortSongs(
      kept,
      current,
      (id) => plays?.get(id)?.last,
      (id) => keysCovered?.get(id),
    );
  }, [songs, current, plays, filter, keysCovered, keysFilter, at]);
  // While the list is about playing (or keys), each row says when its song was last played (or its keys).
  const aboutKeys = keysCovered && (current.startsWith('keys-') || keysFilter !== 'any');
  const played: RowDetail | undefined = aboutKeys
    ? { about: 'keys', text: (song) => keysCoveredText(keysCovered.get(song.id) ?? 0) }
    : plays && (current.startsWith('played-') || filter !== 'any')
      ? { about: 'played', text: (song) => lastPlayedText(plays.get(song.id)?.last ?? null, at) }
      : undefined;
  // The wide list's columns (drawn only where there is room for them: library.css).
  const columns: RowColumns = {
    played: plays ? (song) => lastPlayedText(plays.get(song.id)?.last ?? null, at) : undefined,
    sets: setNames ? (song) => (setNames.get(song.id) ?? []).join(', ') : undefined,
  };
  const change = (value: string) => {
    if (!isSongSort(value)) return;
    setOwnSort(value);
    onSortChange?.(value);
  };
  // A list with a tune in a random key makes its key column wide enough for "Random" (library.css).
  const randomKeys = useMemo(() => songs.some((song) => song.key === 'random'), [songs]);
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
    <div className={randomKeys ? 'td-song-list td-song-list--random-keys' : 'td-song-list'}>
      <div className="td-song-list__controls">
        <Select
          className="td-song-list__sort"
          label="Sort"
          options={offered.map((value) => ({ value, label: SONG_SORT_LABELS[value] }))}
          value={current}
          onChange={(event) => change(event.target.value)}
        />
        {plays ? (
          <Select
            className="td-song-list__sort"
            label="Played"
            options={PLAYED_OPTIONS}
            value={filter}
            onChange={(event) => {
              if (isPlayedFilter(event.target.value)) setFilter(event.target.value);
            }}
          />
        ) : null}
        {keysCovered ? (
          <Select
            className="td-song-list__sort"
            label="Keys covered"
            options={KEYS_OPTIONS}
            value={keysFilter}
            onChange={(event) => {
              if (isKeysFilter(event.target.value)) setKeysFilter(event.target.value);
            }}
          />
        ) : null}
      </div>
      {sorted.length === 0 ? (
        <p className="td-list-empty" role="status">
          {filter !== 'any' ? PLAYED_FILTER_EMPTY[filter] : KEYS_FILTER_EMPTY[keysFilter]}
        </p>
      ) : sorted.length >= VIRTUAL_LIST_FROM ? (
        <>
          <ColumnHeads columns={columns} />
          <VirtualRows
            songs={sorted}
            href={href}
            label={label}
            played={played}
            columns={columns}
            current={shown}
          />
        </>
      ) : (
        <>
          <ColumnHeads columns={columns} />
          <ul className="td-rows" aria-label={label}>
            {sorted.map((song) => (
              <li key={song.id}>
                <SongRow
                  song={song}
                  href={href}
                  played={played}
                  columns={columns}
                  current={song.id === shown}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

type PlayedText = ((song: Song) => string) | undefined;

/**
 * What a row says under its title while the list sorts or filters by it: when the song was last played
 * (a desk's list has a column for it instead), or how many keys it is covered in.
 */
interface RowDetail {
  about: 'played' | 'keys';
  text: (song: Song) => string;
}

/** The columns a wide list adds to each row: when the song was last played, and its sets. */
interface RowColumns {
  played: PlayedText;
  sets: ((song: Song) => string) | undefined;
}

/**
 * The wide list's column heads, lined up with the rows' columns. Drawn only, not read: each row's
 * link already says what its columns hold.
 */
function ColumnHeads({ columns }: { columns: RowColumns }) {
  if (!columns.played && !columns.sets) return null;
  return (
    <div className="td-rows__heads" aria-hidden="true">
      <span className="td-row__title">Title</span>
      <span>Knowledge</span>
      <span className="td-row__key">Key</span>
      {columns.played ? <span className="td-row__column">Last played</span> : null}
      {columns.sets ? <span className="td-row__column td-row__sets">Sets</span> : null}
      <span className="td-rows__chevron" />
    </div>
  );
}

/**
 * The song's key where a musician scans for it: a column of its own at the row's end, so the keys line
 * up. A random key says "Random", as the song page does (heard "Random key"; it is drawn at each pick).
 */
function RowKey({ songKey }: { songKey: SongKey }) {
  return (
    <span className="td-row__key">
      {songKey === 'random' ? (
        <>
          <KeyName label={displayKey(songKey)} />
          <span className="td-visually-hidden"> key</span>
        </>
      ) : (
        <>
          <span className="td-visually-hidden">in</span> <KeyName label={displayKey(songKey)} />
        </>
      )}
    </span>
  );
}

function SongRow({
  song,
  href,
  played,
  columns,
  current = false,
}: {
  song: Song;
  href: (song: Song) => string;
  played: RowDetail | undefined;
  columns: RowColumns;
  current?: boolean;
}) {
  const sets = columns.sets?.(song);
  return (
    <Link
      className={current ? 'td-row td-row--current' : 'td-row'}
      href={href(song)}
      aria-current={current ? 'page' : undefined}
    >
      <span className="td-row__title">
        {displayTitle(song.title)}
        {played ? (
          <span className={`td-row__detail td-row__detail--${played.about}`}>{played.text(song)}</span>
        ) : null}
      </span>{' '}
      <KnowledgeBadge knowledge={song.knowledge} /> <RowKey songKey={song.key} />
      {columns.played ? <span className="td-row__column"> {columns.played(song)}</span> : null}
      {columns.sets ? (
        <span className="td-row__column td-row__sets">
          {sets ? <span className="td-visually-hidden"> in sets </span> : null}
          {sets}
        </span>
      ) : null}
      <ChevronIcon />
    </Link>
  );
}

/**
 * A long list that scrolls with the page but draws only what is near the screen. Rows are measured
 * as they are drawn (a long title wraps); each says its place in the list to assistive technology.
 */
function VirtualRows({
  songs,
  href,
  label,
  played,
  columns,
  current,
}: {
  songs: Song[];
  href: (song: Song) => string;
  label: string;
  played: RowDetail | undefined;
  columns: RowColumns;
  current: Id | undefined;
}) {
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
            <SongRow
              song={song}
              href={href}
              played={played}
              columns={columns}
              current={song.id === current}
            />
          </li>
        );
      })}
    </ul>
  );
}
