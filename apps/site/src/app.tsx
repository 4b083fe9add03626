import { EmailVerificationGate, Spinner, TunedeckProvider, useClientState } from '@tunedeck/react-ui';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { client } from './client.js';
import { ErrorBoundary } from './error-boundary.js';
import {
  ContactRoute,
  ControllerRoute,
  DocsRoute,
  EmailAuthRoute,
  HelpRoute,
  HomeRoute,
  PageNotFoundRoute,
  QuickStartRoute,
  WelcomeRoute,
} from './pages.js';

/** Pages a signed-out visitor may open (anyone may write to us). */
const PUBLIC = new Set(['/welcome', '/email_auth', '/contact']);

/** The guards of the spec, then the routes. */
function Routes() {
  const { status, account } = useClientState();
  const [location] = useLocation();
  if (status === 'starting') return <Spinner label="Starting Tunedeck" showLabel />;
  if (!account && !PUBLIC.has(location)) return <Redirect to="/welcome" replace />;
  if (account && location === '/welcome')
    return <Redirect to={account.loginToPicker ? '/controller' : '/'} replace />;
  return (
    <>
      <Switch>
        <Route path="/welcome" component={WelcomeRoute} />
        <Route path="/email_auth" component={EmailAuthRoute} />
        <Route path="/" component={HomeRoute} />
        <Route path="/controller" component={ControllerRoute} />
        <Route path="/contact" component={ContactRoute} />
        <Route path="/help" component={HelpRoute} />
        <Route path="/help/docs" component={DocsRoute} />
        <Route path="/help/quickstart" component={QuickStartRoute} />
        <Route path="/help/quickstart/:step" component={QuickStartRoute} />
        <Route component={PageNotFoundRoute} />
      </Switch>
      {location === '/email_auth' ? null : <EmailVerificationGate />}
    </>
  );
}

export function App() {
  const [, navigate] = useLocation();
  return (
    <TunedeckProvider client={client} navigate={navigate}>
      <ErrorBoundary>
        <Routes />
      </ErrorBoundary>
    </TunedeckProvider>
  );
}
