import { syncStatus } from '@tunedeck/core';
import {
  AppLayout,
  type Destination,
  Navigation,
  SyncStatusBadge,
  useClientState,
  useTunedeck,
} from '@tunedeck/react-ui';
import type { ReactNode } from 'react';
import { Page } from '../page.js';

/** The site's header with the main menu, for a signed-in musician. */
export function Header({ current }: { current?: Destination | undefined }) {
  const client = useTunedeck();
  const state = useClientState();
  // Signed out (Contact is open to anyone), the menu has nothing to offer.
  if (!state.account) return null;
  const sync = syncStatus(state);
  return (
    <Navigation
      current={current}
      onLogOut={() => void client.auth.logOut()}
      status={sync ? <SyncStatusBadge status={sync} waiting={state.waiting} /> : null}
    />
  );
}

/** A page of the app's frame: its title, the header with the menu, and the content as the main region. */
export function FramedPage(props: { title: string; current?: Destination; children: ReactNode }) {
  return (
    <Page title={props.title}>
      <AppLayout>
        <Header current={props.current} />
        <main>{props.children}</main>
      </AppLayout>
    </Page>
  );
}
