import {
  coveredCounts,
  type Id,
  type Library,
  type SongSort,
  setNamesBySong,
  songPlayStats,
} from '@tunedeck/core';
import { useMemo } from 'react';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Menu, type MenuItem } from '../../primitives/menu/menu.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { SongList } from '../library/song-list.js';

export type AllSongsMenuAction = 'add-new-song' | 'add-multiple-songs' | 'import';

export const ALL_SONGS_MENU_LABELS: Readonly<Record<AllSongsMenuAction, string>> = {
  'add-new-song': 'Add New Song',
  'add-multiple-songs': 'Add Multiple Songs',
  import: 'Import (iReal Pro, CSV, Backup)',
};

const ITEMS: MenuItem[] = (Object.keys(ALL_SONGS_MENU_LABELS) as AllSongsMenuAction[]).map((id) => ({
  id,
  label: ALL_SONGS_MENU_LABELS[id],
}));

export interface AllSongsScreenProps {
  library: Library;
  onMenuAction: (action: AllSongsMenuAction) => void;
  sort?: SongSort;
  onSortChange?: (sort: SongSort) => void;
  /** "Now" for "not played in N days" (stories and tests fix it). @default Date.now() */
  now?: number;
  /**
   * The song open beside the list (`SongBesideList`, on a desk): the list alone then, its row marked,
   * without the page's heading (the song's page has it).
   */
  current?: Id | undefined;
}

/** All Songs (/library/allsongs): every song of the library, sortable and filtered by plays and keys covered. */
export function AllSongsScreen({
  library,
  onMenuAction,
  sort,
  onSortChange,
  now,
  current,
}: AllSongsScreenProps) {
  const songs = useMemo(() => Object.values(library.songs), [library.songs]);
  const plays = songPlayStats(library);
  const setNames = useMemo(() => setNamesBySong(library), [library]);
  const { reviews, plays: played } = library;
  const keysCovered = useMemo(
    () => coveredCounts({ reviews, plays: played }, now ?? Date.now()),
    [reviews, played, now],
  );
  return (
    <div className="td-root">
      {current ? null : (
        <PageHeader
          title="All Songs"
          breadcrumb={<Breadcrumb items={[{ label: 'Library', href: '/library' }, { label: 'All Songs' }]} />}
          actions={
            <Menu
              label="Songs menu"
              items={ITEMS}
              onSelect={(id) => onMenuAction(id as AllSongsMenuAction)}
            />
          }
        />
      )}
      <div className="td-screen-body">
        <SongList
          songs={songs}
          label="All songs"
          href={(song) => `/library/allsongs/${song.id}`}
          empty={{
            text: 'Your library has no songs yet. Add some from the menu.',
            addLabel: 'Add Your First Song',
            onAdd: () => onMenuAction('add-new-song'),
          }}
          plays={plays}
          keysCovered={keysCovered}
          setNames={setNames}
          now={now}
          current={current}
          {...(sort ? { sort } : {})}
          {...(onSortChange ? { onSortChange } : {})}
        />
      </div>
    </div>
  );
}
