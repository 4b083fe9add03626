import {
  canDeleteSet,
  displayTitle,
  findSongByTitle,
  type Id,
  isInSet,
  type Library,
  type MultiAddPlan,
  needsErrorsFound,
  TIMINGS,
  unpractisedSongView,
  type WishEntry,
} from '@tunedeck/core';
import type { SongPracticeView } from '@tunedeck/core/practice';
import { type ReactNode, useEffect, useState } from 'react';
import { AddFromLibraryDialog } from '../dialogs/add-from-library/add-from-library-dialog.js';
import { AddMultipleSongsDialog } from '../dialogs/add-multiple-songs/add-multiple-songs-dialog.js';
import { AddMultipleSongsToListDialog } from '../dialogs/add-multiple-songs-to-list/add-multiple-songs-to-list-dialog.js';
import { AddSetDialog } from '../dialogs/add-set/add-set-dialog.js';
import { AddSongDialog, type AddSongValues } from '../dialogs/add-song/add-song-dialog.js';
import { AddSongToListDialog } from '../dialogs/add-song-to-list/add-song-to-list-dialog.js';
import { AlreadyInLibraryDialog } from '../dialogs/already-in-library/already-in-library-dialog.js';
import { CannotDeleteSetDialog } from '../dialogs/cannot-delete-set/cannot-delete-set-dialog.js';
import { ConfirmRemoveSongsDialog } from '../dialogs/confirm-remove-songs/confirm-remove-songs-dialog.js';
import { DeleteSetDialog } from '../dialogs/delete-set/delete-set-dialog.js';
import { DeleteSongDialog } from '../dialogs/delete-song/delete-song-dialog.js';
import { EditSetNameDialog } from '../dialogs/edit-set-name/edit-set-name-dialog.js';
import { ErrorsFoundDialog } from '../dialogs/errors-found/errors-found-dialog.js';
import { MoveIntoLibraryDialog } from '../dialogs/move-into-library/move-into-library-dialog.js';
import { WishAlreadyInLibraryDialog } from '../dialogs/wish-already-in-library/wish-already-in-library-dialog.js';
import { useNavigate } from '../primitives/link/link.js';
import { Spinner } from '../primitives/spinner/spinner.js';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { AllSongsScreen } from '../screens/all-songs/all-songs-screen.js';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.js';
import { type SetMenuAction, SetScreen } from '../screens/set/set-screen.js';
import { SetsScreen } from '../screens/sets/sets-screen.js';
import { SongScreen } from '../screens/song/song-screen.js';
import { WishListScreen } from '../screens/wishlist/wishlist-screen.js';

/** The signed-in library, or a spinner while it loads (an unknown id is only unknown once loaded). */
function useLibrary(): { library: Library; pickerSet: Id | null } | null {
  const { status, library, account } = useClientState();
  if (status !== 'ready') return null;
  return { library: library as Library, pickerSet: account?.pickerSet ?? null };
}

function Loading() {
  return (
    <div className="td-root td-widget-status">
      <Spinner label="Loading your tunes" showLabel />
    </div>
  );
}

/** "Library element not found.  Redirecting to Library.", then /library after 2 seconds. */
export function LibraryElementNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/library'), TIMINGS.notFoundRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <NotFoundScreen />;
}

/** The Errors Found dialog after a multi-add, when core's plan refused lines. */
function errorsOf(plan: MultiAddPlan): string[] | null {
  return needsErrorsFound(plan) ? plan.invalid.map((line) => line.title) : null;
}

/** Sets (/library/sets): the list and Add a Set. */
export function SetsPage() {
  const client = useTunedeck();
  const data = useLibrary();
  const [adding, setAdding] = useState(false);
  if (!data) return <Loading />;
  return (
    <>
      <SetsScreen library={data.library} onAddSet={() => setAdding(true)} />
      {adding ? (
        <AddSetDialog
          library={data.library}
          onSubmit={(name) => {
            setAdding(false);
            void client.library.addSet(name);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}

type SetDialog =
  | { kind: 'add-song' | 'add-multiple' | 'add-from-library' | 'edit-name' | 'delete' | 'cannot-delete' }
  | { kind: 'confirm-remove' }
  | { kind: 'already-in-library'; songId: Id }
  | { kind: 'errors-found'; titles: string[] };

/** A set's page (/library/sets/{setId}) with its menu and every dialog it opens. */
export function SetPage({ setId }: { setId: Id }) {
  const client = useTunedeck();
  const navigate = useNavigate();
  const data = useLibrary();
  const [open, setOpen] = useState<SetDialog | null>(null);
  if (!data) return <Loading />;
  const { library, pickerSet } = data;
  const set = library.sets[setId];
  if (!set) return <LibraryElementNotFound />;
  const setName = displayTitle(set.name);
  const close = () => setOpen(null);

  const onMenuAction = (action: SetMenuAction) => {
    if (action === 'set-as-picker-set') void client.library.setPickerSet(setId);
    else if (action === 'add-new-song') setOpen({ kind: 'add-song' });
    else if (action === 'add-multiple-songs') setOpen({ kind: 'add-multiple' });
    else if (action === 'add-from-library') setOpen({ kind: 'add-from-library' });
    else if (action === 'edit-set-name') setOpen({ kind: 'edit-name' });
    else setOpen({ kind: canDeleteSet(library) ? 'delete' : 'cannot-delete' });
  };
  const deleteSet = (removeSongs: boolean) => {
    close();
    // Leave first: the page of a deleted set would otherwise say "not found".
    navigate('/library/sets');
    void client.library.deleteSet(setId, { removeSongs });
  };

  let dialog: ReactNode = null;
  if (open?.kind === 'add-song') {
    dialog = (
      <AddSongDialog
        library={library}
        target={{ kind: 'set', setId }}
        onSubmit={(values) => {
          close();
          const { title, key, knowledge, notes } = values;
          void client.library.addSongToSet({ setId, title, key, knowledge, notes });
        }}
        onAlreadyInLibrary={(songId) => setOpen({ kind: 'already-in-library', songId })}
        onClose={close}
      />
    );
  } else if (open?.kind === 'already-in-library') {
    dialog = (
      <AlreadyInLibraryDialog
        title={displayTitle(library.songs[open.songId]?.title ?? '')}
        setName={setName}
        onAddFromLibrary={() => {
          close();
          void client.library.addExistingSongToSet(setId, open.songId);
        }}
        onClose={close}
      />
    );
  } else if (open?.kind === 'add-multiple') {
    dialog = (
      <AddMultipleSongsDialog
        library={library}
        target={{ kind: 'set', setId }}
        onSubmit={(plan, text) => {
          const titles = errorsOf(plan);
          setOpen(titles ? { kind: 'errors-found', titles } : null);
          void client.library.bulkAddToSet(setId, text);
        }}
        onClose={close}
      />
    );
  } else if (open?.kind === 'errors-found') {
    dialog = <ErrorsFoundDialog titles={open.titles} onClose={close} />;
  } else if (open?.kind === 'add-from-library') {
    dialog = (
      <AddFromLibraryDialog
        library={library}
        setId={setId}
        onSubmit={(selection) => {
          close();
          void client.library.addFromLibrary(setId, selection);
        }}
        onClose={close}
      />
    );
  } else if (open?.kind === 'edit-name') {
    dialog = (
      <EditSetNameDialog
        library={library}
        setId={setId}
        onSubmit={(name) => {
          close();
          void client.library.renameSet(setId, name);
        }}
        onClose={close}
      />
    );
  } else if (open?.kind === 'delete') {
    dialog = (
      <DeleteSetDialog
        setName={setName}
        onDeleteWithSongs={() => setOpen({ kind: 'confirm-remove' })}
        onDeleteKeepSongs={() => deleteSet(false)}
        onClose={close}
      />
    );
  } else if (open?.kind === 'confirm-remove') {
    dialog = <ConfirmRemoveSongsDialog setName={setName} onConfirm={() => deleteSet(true)} onClose={close} />;
  } else if (open?.kind === 'cannot-delete') {
    dialog = <CannotDeleteSetDialog onClose={close} />;
  }

  return (
    <>
      <SetScreen library={library} setId={setId} pickerSetId={pickerSet} onMenuAction={onMenuAction} />
      {dialog}
    </>
  );
}

/**
 * A song's practice for its page. The scheduler (with ts-fsrs) loads only for a song that has been
 * practised: its next due date counts the gigs played since its last grade.
 */
function useSongPractice(library: Library | undefined, songId: Id): SongPracticeView | null {
  const [view, setView] = useState<SongPracticeView | null>(null);
  useEffect(() => {
    if (!library) return;
    const unpractised = unpractisedSongView(library, songId, Date.now());
    if (unpractised) {
      setView(unpractised);
      return;
    }
    let live = true;
    void import('@tunedeck/core/practice').then((practice) => {
      if (live) setView(practice.songPracticeView(library, songId, Date.now()));
    });
    return () => {
      live = false;
    };
  }, [library, songId]);
  return view;
}

/**
 * A song's page: /library/sets/{setId}/{songId} or /library/allsongs/{songId}. A song that is not in
 * the route's set goes to its All Songs address (the spec).
 */
export function SongPage({ songId, setId }: { songId: Id; setId?: Id | undefined }) {
  const client = useTunedeck();
  const navigate = useNavigate();
  const data = useLibrary();
  const [deleting, setDeleting] = useState(false);
  const library = data?.library;
  const outsideSet = Boolean(
    library?.songs[songId] && setId && library.sets[setId] && !isInSet(library, setId, songId),
  );
  useEffect(() => {
    if (outsideSet) navigate(`/library/allsongs/${songId}`);
  }, [outsideSet, navigate, songId]);
  const practice = useSongPractice(library, songId);
  const { chartsLoaded } = useClientState();
  if (!library) return <Loading />;
  const song = library.songs[songId];
  if (!song || (setId && !library.sets[setId])) return <LibraryElementNotFound />;
  if (outsideSet) return <Loading />;
  const edit = (command: Promise<unknown>) => void command;
  return (
    <>
      <SongScreen
        library={library}
        songId={songId}
        practice={practice}
        onStartPractice={() => edit(client.practice.start(songId))}
        {...(setId ? { setId } : {})}
        onEditTitle={(title) => edit(client.library.editSongTitle(songId, title))}
        onEditKey={(key) => edit(client.library.editSongKey(songId, key))}
        onEditKnowledge={(knowledge) => edit(client.library.editSongKnowledge(songId, knowledge))}
        onEditNotes={(notes) => edit(client.library.editSongNotes(songId, notes))}
        onEditDetail={(field, value) => edit(client.library.editSongDetail(songId, field, value))}
        onEditSets={(setIds) => edit(client.library.editSongSets(songId, setIds))}
        chartsLoaded={chartsLoaded}
        onSaveChart={(chart) => edit(client.library.setChart(songId, chart))}
        onDelete={() => setDeleting(true)}
      />
      {deleting ? (
        <DeleteSongDialog
          title={displayTitle(song.title)}
          onConfirm={() => {
            setDeleting(false);
            navigate(setId ? `/library/sets/${setId}` : '/library/allsongs');
            void client.library.deleteSong(songId);
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

type ListDialog =
  | { kind: 'add-song' | 'add-multiple' }
  | { kind: 'errors-found'; titles: string[] }
  | { kind: 'move-in'; entry: WishEntry }
  | { kind: 'wish-in-library'; entry: WishEntry };

/**
 * All Songs (/library/allsongs): the whole library, Add New Song, Add Multiple Songs and Import. With
 * `current`, the list beside that song's page (`SongBesideList`).
 */
export function AllSongsPage({ current }: { current?: Id | undefined } = {}) {
  const client = useTunedeck();
  const navigate = useNavigate();
  const data = useLibrary();
  const [open, setOpen] = useState<ListDialog | null>(null);
  if (!data) return <Loading />;
  const { library } = data;
  const close = () => setOpen(null);
  return (
    <>
      <AllSongsScreen
        library={library}
        current={current}
        onMenuAction={(action) =>
          action === 'import'
            ? navigate('/library/import')
            : setOpen({ kind: action === 'add-new-song' ? 'add-song' : 'add-multiple' })
        }
      />
      {open?.kind === 'add-song' ? (
        <AddSongDialog
          library={library}
          target={{ kind: 'library' }}
          onSubmit={(values: AddSongValues) => {
            close();
            void client.library.addSongToLibrary(values);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'add-multiple' ? (
        <AddMultipleSongsDialog
          library={library}
          target={{ kind: 'library' }}
          onSubmit={(plan, text) => {
            const titles = errorsOf(plan);
            setOpen(titles ? { kind: 'errors-found', titles } : null);
            void client.library.bulkAddToLibrary(text);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'errors-found' ? <ErrorsFoundDialog titles={open.titles} onClose={close} /> : null}
    </>
  );
}

/** Tunes I Want To Learn (/tunesiwanttolearn): add, remove, and move tunes into the library. */
export function WishListPage() {
  const client = useTunedeck();
  const data = useLibrary();
  const [open, setOpen] = useState<ListDialog | null>(null);
  const [removing, setRemoving] = useState<ReadonlySet<Id>>(new Set());
  if (!data) return <Loading />;
  const { library } = data;
  const close = () => setOpen(null);
  const remove = async (entry: WishEntry) => {
    setRemoving((ids) => new Set(ids).add(entry.id));
    await client.library.wishRemove(entry.id);
    setRemoving((ids) => {
      const left = new Set(ids);
      left.delete(entry.id);
      return left;
    });
  };
  return (
    <>
      <WishListScreen
        library={library}
        removing={removing}
        onMenuAction={(action) => setOpen({ kind: action === 'add-song' ? 'add-song' : 'add-multiple' })}
        onRemove={(entry) => void remove(entry)}
        onMoveIntoLibrary={(entry) =>
          setOpen({ kind: findSongByTitle(library, entry.title) ? 'wish-in-library' : 'move-in', entry })
        }
      />
      {open?.kind === 'add-song' ? (
        <AddSongToListDialog
          library={library}
          onSubmit={(title) => {
            close();
            void client.library.wishAdd(title);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'add-multiple' ? (
        <AddMultipleSongsToListDialog
          library={library}
          onSubmit={(plan, text) => {
            const titles = errorsOf(plan);
            setOpen(titles ? { kind: 'errors-found', titles } : null);
            void client.library.bulkAddToWishList(text);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'errors-found' ? <ErrorsFoundDialog titles={open.titles} onClose={close} /> : null}
      {open?.kind === 'move-in' ? (
        <MoveIntoLibraryDialog
          library={library}
          entry={open.entry}
          onSubmit={(values) => {
            close();
            void client.library.moveWishIntoLibrary(open.entry.id, values);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'wish-in-library' ? (
        <WishAlreadyInLibraryDialog
          title={displayTitle(open.entry.title)}
          onRemove={() => {
            close();
            void remove(open.entry);
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
