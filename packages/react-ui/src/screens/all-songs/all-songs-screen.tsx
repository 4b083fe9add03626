import type { Library, SongSort } from '@tunedeck/core';
import { useMemo } from 'react';
import { PlusIcon, SongsIcon } from '../../internal/icons.js';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { Menu, type MenuItem } from '../../primitives/menu/menu.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { SongList } from '../library/song-list.js';

export type AllSongsMenuAction = 'add-new-song' | 'add-multiple-songs';

export const ALL_SONGS_MENU_LABELS: Readonly<Record<AllSongsMenuAction, string>> = {
  'add-new-song': 'Add New Song',
  'add-multiple-songs': 'Add Multiple Songs',
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
}

/** All Songs (/library/allsongs): every song of the library, sortable. */
export function AllSongsScreen({ library, onMenuAction, sort, onSortChange }: AllSongsScreenProps) {
  const songs = useMemo(() => Object.values(library.songs), [library.songs]);
  return (
    <div className="td-root">
      <PageHeader
        title="All Songs"
        breadcrumb={<Breadcrumb items={[{ label: 'Library', href: '/library' }, { label: 'All Songs' }]} />}
        actions={<Menu items={ITEMS} onSelect={(id) => onMenuAction(id as AllSongsMenuAction)} />}
      />
      <div className="td-screen-body">
        <SongList
          songs={songs}
          label="All songs"
          href={(song) => `/library/allsongs/${song.id}`}
          empty={
            <EmptyState
              icon={<SongsIcon />}
              action={
                <Button variant="primary" onClick={() => onMenuAction('add-new-song')}>
                  <PlusIcon />
                  Add Your First Song
                </Button>
              }
            >
              <p>Your library has no songs yet. Add some from the menu.</p>
            </EmptyState>
          }
          {...(sort ? { sort } : {})}
          {...(onSortChange ? { onSortChange } : {})}
        />
      </div>
    </div>
  );
}
