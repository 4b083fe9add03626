import type { Id, Library } from '@tunedeck/core';
import { Spinner } from '../primitives/spinner/spinner.js';
import { useClientState } from '../provider/provider.js';
import { PrintChartsScreen } from '../screens/print/print-charts-screen.js';
import { LibraryElementNotFound } from './library-pages.js';

export interface PrintChartsPageProps {
  setId: Id;
  /** The browser's print dialog (tests replace it). @default window.print */
  onPrint?: () => void;
}

/**
 * Print Charts connected (/library/sets/{setId}/print): the set's charts from the library on this device
 * (they print offline too), once the library is read; an unknown set is Not Found, as on the set's page.
 */
export function PrintChartsPage({ setId, onPrint }: PrintChartsPageProps) {
  const { status, library, chartsLoaded } = useClientState();
  if (status !== 'ready')
    return (
      <div className="td-root td-widget-status">
        <Spinner label="Loading your tunes" showLabel />
      </div>
    );
  if (!library.sets[setId]) return <LibraryElementNotFound />;
  return (
    <PrintChartsScreen
      library={library as Library}
      setId={setId}
      chartsLoaded={chartsLoaded}
      {...(onPrint ? { onPrint } : {})}
    />
  );
}
