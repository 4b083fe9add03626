// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { displayTitle } from '@tunedeck/core';
import {
  AllSongsPage,
  HistoryPage,
  ImportPage,
  LibraryScreen,
  lazyChunk,
  NOT_ON_DEVICE_TITLE,
  NotOnDeviceScreen,
  SetPage,
  SetsPage,
  SongBesideList,
  SongPage,
  useClientState,
} from '@tunedeck/react-ui';
import { useParams } from 'wouter';
import { FramedPage } from './header.js';

export function LibraryRoute() {
  return (
    <FramedPage title="Library" current="library">
      <LibraryScreen />
    </FramedPage>
  );
}

export function SetsRoute() {
  return (
    <FramedPage title="Sets" current="library">
      <SetsPage />
    </FramedPage>
  );
}

/** The name of a set or the title of a song for the document title, "Library" until it is known. */
function useLibraryTitle(kind: 'set' | 'song', id: string): string {
  const { library } = useClientState();
  const name = kind === 'set' ? library.sets[id]?.name : library.songs[id]?.title;
  return name ? displayTitle(name) : 'Library';
}

export function SetRoute() {
  const { setId = '' } = useParams<{ setId: string }>();
  return (
    <FramedPage title={useLibraryTitle('set', setId)} current="library">
      <SetPage key={setId} setId={setId} />
    </FramedPage>
  );
}

export function SetSongRoute() {
  const { setId = '', songId = '' } = useParams<{ setId: string; songId: string }>();
  return (
    <FramedPage title={useLibraryTitle('song', songId)} current="library">
      <SongPage key={`${setId}/${songId}`} setId={setId} songId={songId} />
    </FramedPage>
  );
}

/**
 * Print Charts (/library/sets/:setId/print): a chunk of its own (routes/print.tsx), loaded when opened;
 * offline before it was saved on the device, it says so in the app's frame.
 */
export const PrintChartsRoute = lazyChunk(
  async () => (await import('./print.js')).PrintChartsRoute,
  (_, { retry }) => (
    <FramedPage title={NOT_ON_DEVICE_TITLE} current="library">
      <NotOnDeviceScreen onRetry={retry} />
    </FramedPage>
  ),
);

/**
 * All Songs, and a song opened from it (/library/allsongs/:songId): one page for both, so the list is
 * the same list when a song opens (on a desk it stays beside the song, as it was).
 */
export function AllSongsRoute() {
  const { songId } = useParams<{ songId?: string }>();
  const songTitle = useLibraryTitle('song', songId ?? '');
  return (
    <FramedPage title={songId ? songTitle : 'All Songs'} current="library">
      <SongBesideList
        list={<AllSongsPage current={songId} />}
        song={songId ? <SongPage key={songId} songId={songId} /> : undefined}
      />
    </FramedPage>
  );
}

export function ImportRoute() {
  return (
    <FramedPage title="Import" current="library">
      <ImportPage />
    </FramedPage>
  );
}

export function HistoryRoute() {
  return (
    <FramedPage title="History" current="library">
      <HistoryPage />
    </FramedPage>
  );
}
