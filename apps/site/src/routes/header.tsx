import { AppLayout, type Destination, Navigation, useClientState, useTunedeck } from '@tunedeck/react-ui';
import type { ReactNode } from 'react';
import { Page } from '../page.js';

/** The site's header with the main menu, for a signed-in musician. */
export function Header({ current }: { current?: Destination | undefined }) {
  const client = useTunedeck();
  const { account } = useClientState();
  // Signed out (Contact is open to anyone), the menu has nothing to offer.
  if (!account) return null;
  return <Navigation current={current} onLogOut={() => void client.auth.logOut()} />;
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
