import type {
  Id,
  Instrument,
  Library,
  LiveShare,
  PickerTuneView,
  TunedeckClient,
  TunedeckError,
} from '@tunedeck/core';
import { type ComponentType, Suspense } from 'react';
import { NotOnDeviceDialog } from '../dialogs/not-on-device/not-on-device-dialog.js';
import { errorDetails } from '../internal/error-details.js';
import { lazyChunk } from '../internal/lazy-chunk.js';

/**
 * A dialog that loads when first opened: the picker's first visit draws none of them. Opened offline
 * before the app was saved on the device, it says so; the button that opened it tries again.
 */
function onOpen<K extends string, P extends { onClose: () => void }>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazyChunk(
    async () => (await load())[name],
    (props, { retry }) => <NotOnDeviceDialog onRetry={retry} onClose={props.onClose} />,
  );
}
const ChangeSetDialog = onOpen(() => import('../dialogs/change-set/change-set-dialog.js'), 'ChangeSetDialog');
const ConfirmSkipDialog = onOpen(
  () => import('../dialogs/confirm-skip/confirm-skip-dialog.js'),
  'ConfirmSkipDialog',
);
const DeleteSongDialog = onOpen(
  () => import('../dialogs/delete-song/delete-song-dialog.js'),
  'DeleteSongDialog',
);
const EditKeyDialog = onOpen(() => import('../dialogs/edit-key/edit-key-dialog.js'), 'EditKeyDialog');
const EditTitleDialog = onOpen(() => import('../dialogs/edit-title/edit-title-dialog.js'), 'EditTitleDialog');
const MoveOutDialog = onOpen(() => import('../dialogs/move-out/move-out-dialog.js'), 'MoveOutDialog');
const NetworkErrorDialog = onOpen(
  () => import('../dialogs/network-error/network-error-dialog.js'),
  'NetworkErrorDialog',
);
const NotesDialog = onOpen(() => import('../dialogs/notes/notes-dialog.js'), 'NotesDialog');
const ShareLiveDialog = onOpen(() => import('../dialogs/share-live/share-live-dialog.js'), 'ShareLiveDialog');

export type SongDialog = 'notes' | 'edit-title' | 'edit-key' | 'delete-song' | 'move-out' | 'confirm-skip';
export type OpenDialog =
  | { kind: SongDialog; tune: PickerTuneView }
  | { kind: 'change-set' }
  | { kind: 'share-live'; problem?: string }
  | null;

export interface PickerDialogsProps {
  client: TunedeckClient;
  /** The dialog the picker has open, if any. */
  open: OpenDialog;
  library: Library;
  /** The picker's set, and its name (the live share's). */
  setId: Id | null;
  setName: string;
  share: LiveShare | null;
  liveLink?: ((token: string) => string) | undefined;
  instrument: Instrument;
  onInstrumentChange: (instrument: Instrument) => void;
  onStopSharing: () => void;
  /** SKIP, once confirmed. */
  onSkip: () => void;
  onClose: () => void;
  /** A picker on its own (no provider) shows the Network Error dialog itself. */
  error?: TunedeckError | null;
}

/**
 * Every dialog the picker opens, in a chunk of its own: the picker's first drawing needs none of them
 * (PickerPage loads this once the picker is on screen, or when a dialog first opens).
 */
export function PickerDialogs(props: PickerDialogsProps) {
  const { client, open, library, setId, liveLink, onClose: close } = props;
  const then = (command: Promise<unknown>) => {
    close();
    void command;
  };
  return (
    <Suspense fallback={null}>
      {open?.kind === 'change-set' ? (
        <ChangeSetDialog
          sets={Object.values(library.sets)}
          current={setId}
          onSelect={(id) => then(client.library.setPickerSet(id))}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'share-live' && liveLink ? (
        <ShareLiveDialog
          // The share follows the picker's set (a Change Set carries the band along).
          setName={props.setName}
          link={props.share ? liveLink(props.share.token) : null}
          instrument={props.instrument}
          onInstrumentChange={props.onInstrumentChange}
          {...(open.problem ? { problem: open.problem } : {})}
          onStop={props.onStopSharing}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'notes' ? (
        <NotesDialog title={open.tune.title} notes={open.tune.notes} onClose={close} />
      ) : null}
      {open?.kind === 'edit-title' ? (
        <EditTitleDialog
          library={library}
          songId={open.tune.id}
          onSubmit={(title) => then(client.library.editSongTitle(open.tune.id, title))}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'edit-key' ? (
        <EditKeyDialog
          title={open.tune.title}
          current={library.songs[open.tune.id]?.key ?? 'random'}
          onSubmit={(key) => then(client.library.editSongKey(open.tune.id, key))}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete-song' ? (
        <DeleteSongDialog
          title={open.tune.title}
          onConfirm={() => then(client.library.deleteSong(open.tune.id))}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'confirm-skip' ? (
        <ConfirmSkipDialog
          title={open.tune.title}
          onConfirm={() => {
            close();
            props.onSkip();
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'move-out' ? (
        <MoveOutDialog
          title={open.tune.title}
          onConfirm={() => then(client.library.moveOutToWishList(open.tune.id))}
          onClose={close}
        />
      ) : null}
      {props.error ? (
        <NetworkErrorDialog details={errorDetails(props.error)} onClose={client.dismissError} />
      ) : null}
    </Suspense>
  );
}
