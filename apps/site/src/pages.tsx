import { QUICK_START_STEPS } from '@tunedeck/core';
import {
  AppLayout,
  ContactPage,
  DocsScreen,
  EmailAuthPage,
  HelpScreen,
  Link,
  Navigation,
  PickerWidget,
  QuickStartScreen,
  useClientState,
  useTunedeck,
  WelcomePage,
  WelcomeSignedInScreen,
} from '@tunedeck/react-ui';
import { useLocation, useParams, useSearch } from 'wouter';
import { Page } from './page.js';

function Header({ current }: { current?: 'picker' | 'contact' | 'help' }) {
  const client = useTunedeck();
  const { account } = useClientState();
  // Signed out (Contact is open to anyone), the menu has nothing to offer.
  if (!account) return null;
  return <Navigation current={current} onLogOut={() => void client.auth.logOut()} />;
}

export function WelcomeRoute() {
  return (
    <Page title="Welcome">
      <WelcomePage />
    </Page>
  );
}

export function EmailAuthRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  return (
    <Page title="Email verification">
      <EmailAuthPage token={new URLSearchParams(search).get('token')} onConfirmed={() => navigate('/')} />
    </Page>
  );
}

/** `/`: the signed-in Welcome page. */
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

export function ControllerRoute() {
  return (
    <Page title="Picker">
      <AppLayout>
        <Header current="picker" />
        <main>
          <PickerWidget />
        </main>
      </AppLayout>
    </Page>
  );
}

export function ContactRoute() {
  return (
    <Page title="Contact Us">
      <AppLayout>
        <Header current="contact" />
        <main>
          <ContactPage />
        </main>
      </AppLayout>
    </Page>
  );
}

export function HelpRoute() {
  return (
    <Page title="Help Center">
      <AppLayout>
        <Header current="help" />
        <main>
          <HelpScreen quickStartHref="/help/quickstart/1" />
        </main>
      </AppLayout>
    </Page>
  );
}

export function DocsRoute() {
  return (
    <Page title="Docs">
      <AppLayout>
        <Header current="help" />
        <main>
          <DocsScreen quickStartHref="/help/quickstart/1" />
        </main>
      </AppLayout>
    </Page>
  );
}

/**
 * The Quick Start's frame, step by step (/help/quickstart/1 … 52). The real screens under each step and
 * the tour's rules come with the Quick Start issue; the frame already counts, moves on and closes.
 */
export function QuickStartRoute() {
  const [, navigate] = useLocation();
  const step = Math.min(QUICK_START_STEPS, Math.max(1, Number(useParams<{ step: string }>().step) || 1));
  return (
    <Page title={`Quick Start, step ${step}`}>
      <AppLayout>
        <main>
          <QuickStartScreen
            step={step}
            onButton={step < QUICK_START_STEPS ? () => navigate(`/help/quickstart/${step + 1}`) : undefined}
          />
        </main>
      </AppLayout>
    </Page>
  );
}

export function PageNotFoundRoute() {
  return (
    <Page title="Page not found">
      <AppLayout>
        <main className="td-screen-body">
          <h1>Page not found</h1>
          <p>There is no page at this address.</p>
          <Link href="/">Go to Tunedeck</Link>
        </main>
      </AppLayout>
    </Page>
  );
}
