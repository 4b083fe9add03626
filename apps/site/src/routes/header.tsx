import { Navigation, useClientState, useTunedeck } from '@tunedeck/react-ui';

/** The site's header with the main menu, for a signed-in musician. */
export function Header({ current }: { current?: 'picker' | 'contact' | 'help' }) {
  const client = useTunedeck();
  const { account } = useClientState();
  // Signed out (Contact is open to anyone), the menu has nothing to offer.
  if (!account) return null;
  return <Navigation current={current} onLogOut={() => void client.auth.logOut()} />;
}
