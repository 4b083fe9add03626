import type { ClientState, TunedeckClient } from '@tunedeck/core';
import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { lazyChunk } from '../internal/lazy-chunk.js';
import { type Navigate, NavigateContext } from '../primitives/link/link.js';
import { useClientLifecycle } from './lifecycle.js';

const ClientContext = createContext<TunedeckClient | null>(null);

// The dialogs for what goes wrong load when something does: most visits never need them. One that
// cannot load (offline before the app was saved on the device) waits for the network, quietly.
const NetworkErrorHost = lazyChunk(
  async () => (await import('../connected/network-error-host.js')).NetworkErrorHost,
  () => null,
);
const NotSavedHost = lazyChunk(
  async () => (await import('../connected/not-saved-host.js')).NotSavedHost,
  () => null,
);

/** The Network Error and Not Saved dialogs, mounted (and loaded) only while there is something to say. */
function TroubleDialogs({
  client,
  networkErrorDialog,
}: {
  client: TunedeckClient;
  networkErrorDialog: boolean;
}) {
  const { error, refused } = useSnapshot(client.state) as Readonly<ClientState>;
  return (
    <Suspense fallback={null}>
      {networkErrorDialog && error ? <NetworkErrorHost client={client} /> : null}
      {refused.length > 0 ? <NotSavedHost client={client} /> : null}
    </Suspense>
  );
}

export interface TunedeckProviderProps {
  /** The store from `createTunedeckClient`. */
  client: TunedeckClient;
  /** Moves to a path without a page load; links fall back to ordinary navigation without it. */
  navigate?: Navigate;
  /**
   * Show the Network Error dialog whenever a command fails unexpectedly (behaviour.md §7).
   * @default true
   */
  networkErrorDialog?: boolean;
  children: ReactNode;
}

/**
 * Makes a Tunedeck client available to every connected component below it, and keeps it in step with
 * the page (picks flushed when the page is hidden; resent, and the library re-read, when it returns).
 */
export function TunedeckProvider({
  client,
  navigate,
  networkErrorDialog = true,
  children,
}: TunedeckProviderProps) {
  useClientLifecycle(client);
  return (
    <ClientContext.Provider value={client}>
      <NavigateContext.Provider value={navigate ?? null}>
        {children}
        <TroubleDialogs client={client} networkErrorDialog={networkErrorDialog} />
      </NavigateContext.Provider>
    </ClientContext.Provider>
  );
}

/** Whether a `<TunedeckProvider>` is above (it then shows the Network Error dialog). */
export function useInsideProvider(): boolean {
  return useContext(ClientContext) !== null;
}

/** The client of the nearest `<TunedeckProvider>`. */
export function useTunedeck(): TunedeckClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useTunedeck must be used inside <TunedeckProvider client={...}>');
  return client;
}

/** The given client, else the provider's: for components that also work outside a provider. */
export function useClient(client?: TunedeckClient, hook = 'useClient'): TunedeckClient {
  const fromContext = useContext(ClientContext);
  const chosen = client ?? fromContext;
  if (!chosen)
    throw new Error(`${hook} must be used inside <TunedeckProvider client={...}> or be given a client`);
  return chosen;
}

/**
 * The client's state, re-rendering when what this component read changes. Pass a client to read one
 * outside a provider (the embeddable widget does).
 */
export function useClientState(client?: TunedeckClient): Readonly<ClientState> {
  return useSnapshot(useClient(client, 'useClientState').state) as Readonly<ClientState>;
}
