// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { changesLostOnLogOut, syncStatus } from '@tunedeck/core';
import {
  AppLayout,
  ConfirmLogOutDialog,
  type Destination,
  Navigation,
  PublicNavigation,
  SyncStatusBadge,
  useClientState,
  useTunedeck,
} from '@tunedeck/react-ui';
import { type ReactNode, useState } from 'react';
import { Page } from '../page.js';

/** The site's header: the main menu for a signed-in musician, Sign In for anyone else. */
export function Header({ current }: { current?: Destination | undefined }) {
  const client = useTunedeck();
  const state = useClientState();
  const [confirming, setConfirming] = useState(false);
  // Signed out (Help, Docs, Contact and Embed are open to anyone): the same row, with Sign In.
  if (!state.account) return <PublicNavigation signInHref="/welcome" />;
  const sync = syncStatus(state);
  const logOut = () => {
    setConfirming(false);
    void client.auth.logOut();
  };
  return (
    <>
      <Navigation
        desktopSidebar
        current={current}
        onLogOut={() => (changesLostOnLogOut(state) > 0 ? setConfirming(true) : logOut())}
        status={sync ? <SyncStatusBadge status={sync} waiting={state.waiting} /> : null}
      />
      {confirming ? (
        <ConfirmLogOutDialog
          waiting={changesLostOnLogOut(state)}
          onLogOut={logOut}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
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
