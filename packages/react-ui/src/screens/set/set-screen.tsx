import {
  compareTitles,
  displayKey,
  displayTitle,
  type Id,
  KNOWLEDGE_LABELS,
  type Library,
  type SongSort,
  songPlayStats,
  songsOfSet,
} from '@tunedeck/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Menu, type MenuItem } from '../../primitives/menu/menu.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { SongList } from '../library/song-list.js';

/** The set page's menu entries, in the spec's order. */
export type SetMenuAction =
  | 'set-as-picker-set'
  | 'add-new-song'
  | 'add-multiple-songs'
  | 'add-from-library'
  | 'edit-set-name'
  | 'print-setlist'
  | 'delete-set';

export const SET_MENU_LABELS: Readonly<Record<SetMenuAction, string>> = {
  'set-as-picker-set': 'Set As PickerSet',
  'add-new-song': 'Add New Song',
  'add-multiple-songs': 'Add Multiple New Songs',
  'add-from-library': 'Add Songs From Your Library',
  'edit-set-name': 'Edit Set Name',
  'print-setlist': 'Print Setlist',
  'delete-set': 'Delete Set',
};

export interface SetScreenProps {
  library: Library;
  /** The set shown; the caller shows Not Found for an unknown id. */
  setId: Id;
  /** The account's picker set. */
  pickerSetId: Id | null;
  onMenuAction: (action: SetMenuAction) => void;
  /** The caller's sort preference, if it keeps one. */
  sort?: SongSort;
  onSortChange?: (sort: SongSort) => void;
  /** Told when the set's menu opens or closes (the Quick Start). */
  onMenuOpenChange?: (open: boolean) => void;
  /** The set's menu starts open (a Quick Start step resumed with it open). */
  menuDefaultOpen?: boolean;
  /** "Now" for "not played in N days" (stories and tests fix it). @default Date.now() */
  now?: number;
  /** Where the menu's Print Charts leads: the set's charts, one a page. @default `/library/sets/${setId}/print` */
  printChartsHref?: string;
}

/** A set's page (/library/sets/{setId}): its songs, sortable, and the set's menu (Print Charts among it). */
export function SetScreen(props: SetScreenProps) {
  const { library, setId, pickerSetId, onMenuAction, sort, onSortChange } = props;
  const set = library.sets[setId];
  // A stable array between library changes: SongList then skips re-sorting on unrelated renders.
  const songs = useMemo(() => songsOfSet(library, setId), [library, setId]);
  const isPicker = pickerSetId === setId;
  const items: MenuItem[] = (Object.keys(SET_MENU_LABELS) as SetMenuAction[])
    .filter((id) => id !== 'set-as-picker-set' || !isPicker)
    .map((id) => ({ id, label: SET_MENU_LABELS[id], danger: id === 'delete-set' }));
  // Print Charts, after Print Setlist: the set's charts one a page, on a page of their own.
  if (songs.length > 0)
    items.splice(items.findIndex((item) => item.id === 'print-setlist') + 1, 0, {
      id: 'print-charts',
      label: 'Print Charts',
      href: props.printChartsHref ?? `/library/sets/${setId}/print`,
    });
  const name = displayTitle(set?.name ?? '');
  const [printing, setPrinting] = useState(false);
  const printed = useCallback(() => setPrinting(false), []);
  const select = (action: SetMenuAction) =>
    action === 'print-setlist' ? setPrinting(true) : onMenuAction(action);
  return (
    <div className="td-root">
      <PageHeader
        title={name}
        breadcrumb={
          <Breadcrumb
            items={[
              { label: 'Library', href: '/library' },
              { label: 'Sets', href: '/library/sets' },
              { label: name },
            ]}
          />
        }
        actions={
          <Menu
            label="Set menu"
            items={items}
            onSelect={(id) => select(id as SetMenuAction)}
            {...(props.onMenuOpenChange ? { onOpenChange: props.onMenuOpenChange } : {})}
            {...(props.menuDefaultOpen ? { defaultOpen: true } : {})}
          />
        }
      />
      <div className="td-screen-body">
        {isPicker ? <p className="td-picker-note">* Currently Selected in the Tunedeck</p> : null}
        <SongList
          songs={songs}
          label={`Songs of ${name}`}
          href={(song) => `/library/sets/${setId}/${song.id}`}
          empty={{
            text: 'This set has no songs yet. Add some from the menu.',
            addLabel: 'Add a Song to This Set',
            onAdd: () => onMenuAction('add-new-song'),
          }}
          plays={songPlayStats(library)}
          now={props.now}
          {...(sort ? { sort } : {})}
          {...(onSortChange ? { onSortChange } : {})}
        />
      </div>
      {printing ? <PrintSetlist library={library} setId={setId} name={name} onDone={printed} /> : null}
    </div>
  );
}

/**
 * The set on paper: every song by title with its key and knowledge, drawn only while the browser's
 * print dialog is open (the screen's list is virtual and shows only what fits).
 */
function PrintSetlist(props: { library: Library; setId: Id; name: string; onDone: () => void }) {
  const { library, setId, name, onDone } = props;
  const songs = useMemo(
    () => [...songsOfSet(library, setId)].sort((a, b) => compareTitles(a.title, b.title)),
    [library, setId],
  );
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [onDone]);
  // Straight under <body>, so the print style can leave out everything else, page height included.
  return createPortal(
    <section className="td-print-setlist" aria-hidden="true">
      <h1>{name}</h1>
      <ol>
        {songs.map((song) => (
          <li key={song.id}>
            <span className="td-print-setlist__title">{displayTitle(song.title)}</span>
            <span>{displayKey(song.key)}</span>
            <span>{KNOWLEDGE_LABELS[song.knowledge]}</span>
          </li>
        ))}
      </ol>
    </section>,
    document.body,
  );
}
