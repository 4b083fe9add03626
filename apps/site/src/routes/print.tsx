// Print Charts: a set's charts, one a page, for the browser's print. Its own chunk, loaded from the
// library's routes (library.tsx) when the page is first opened.
import { displayTitle } from '@tunedeck/core';
import { PrintChartsPage, useClientState } from '@tunedeck/react-ui';
import { useParams } from 'wouter';
import { FramedPage } from './header.js';

/** /library/sets/:setId/print. The document's title names the set: it is the PDF's name when saved. */
export function PrintChartsRoute() {
  const { setId = '' } = useParams<{ setId: string }>();
  const { library } = useClientState();
  const name = library.sets[setId]?.name;
  return (
    <FramedPage title={name ? `Print Charts: ${displayTitle(name)}` : 'Print Charts'} current="library">
      <PrintChartsPage key={setId} setId={setId} />
    </FramedPage>
  );
}
