// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { homeView } from '@tunedeck/core';
import { AppLayout, useClientState, useTunedeck, WelcomeSignedInScreen } from '@tunedeck/react-ui';
import { useMemo } from 'react';
import { Page } from '../page.js';
import { Header } from './header.js';

export function HomeRoute() {
  const client = useTunedeck();
  const { account, library, status } = useClientState();
  // Once the library is in: the picker's set, the library by level, the last gig (core's homeView).
  const pickerSet = account?.pickerSet;
  const summary = useMemo(
    () => (status === 'ready' ? homeView(library, pickerSet, Date.now()) : undefined),
    [status, library, pickerSet],
  );
  return (
    <Page title="Tunedeck">
      <AppLayout>
        <Header />
        {/* The screen is its own <main>. */}
        <WelcomeSignedInScreen
          name={account?.name ?? ''}
          loginToPicker={account?.loginToPicker ?? false}
          onLoginToPickerChange={(enabled) => client.library.setLoginToPicker(enabled)}
          summary={summary}
        />
      </AppLayout>
    </Page>
  );
}
