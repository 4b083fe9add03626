// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { AppLayout, useClientState, useTunedeck, WelcomeSignedInScreen } from '@tunedeck/react-ui';
import { Page } from '../page.js';
import { Header } from './header.js';

export function HomeRoute() {
  const client = useTunedeck();
  const { account } = useClientState();
  return (
    <Page title="Tunedeck">
      <AppLayout>
        <Header />
        {/* The screen is its own <main>. */}
        <WelcomeSignedInScreen
          name={account?.name ?? ''}
          loginToPicker={account?.loginToPicker ?? false}
          onLoginToPickerChange={(enabled) => client.library.setLoginToPicker(enabled)}
        />
      </AppLayout>
    </Page>
  );
}
