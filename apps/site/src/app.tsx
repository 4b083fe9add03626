import type { TunedeckClient } from '@tunedeck/core';
import {
  AppLayout,
  EmailVerificationGate,
  type LazyChunk,
  lazyChunk,
  NOT_ON_DEVICE_TITLE,
  NotOnDeviceScreen,
  Spinner,
  TunedeckProvider,
  useClientState,
} from '@tunedeck/react-ui';
import { type ComponentType, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { ErrorBoundary } from './error-boundary.js';
import { firstPaint } from './first-paint.js';
import { Page, ShownLocation } from './page.js';
import { type RouteModule, SITE_ROUTES, type SiteRoute } from './site-routes.js';

// The header and menu around a page that cannot load, so the musician can go elsewhere: the page before
// it has loaded them. Without them (none had), the app's layout alone.
const Frame = lazyChunk(
  async () => (await import('./routes/header.js')).FramedPage,
  ({ title, children }) => (
    <Page title={title}>
      <AppLayout>
        <main>{children}</main>
      </AppLayout>
    </Page>
  ),
);

/** The service worker and its update prompt (pwa.tsx): code no first drawing needs. */
const AppUpdates = lazyChunk(
  async () => (await import('./pwa.js')).AppUpdates,
  () => null,
);

/** AppUpdates once the first page is on screen: its chunk never shares the network with that drawing. */
function AfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    void firstPaint.then(() => setPainted(true));
  }, []);
  return painted ? (
    <Suspense fallback={null}>
      <AppUpdates />
    </Suspense>
  ) : null;
}

/**
 * Each route is its own chunk: a page loads only what it draws. Opened offline before the app was
 * saved on the device, a page says so in its place, and opens when the network is back.
 */
function route(load: () => Promise<Record<string, ComponentType>>, name: string) {
  return lazyChunk(
    async () => {
      const page = (await load())[name];
      if (!page) throw new Error(`The route module has no page ${name}`);
      return page;
    },
    (_, { retry }) => (
      <Frame title={NOT_ON_DEVICE_TITLE}>
        <NotOnDeviceScreen onRetry={retry} />
      </Frame>
    ),
  );
}
/** Each module under src/routes, loaded when one of its pages is first drawn (each its own chunk). */
const MODULES: Readonly<Record<RouteModule, () => Promise<Record<string, ComponentType>>>> = {
  welcome: () => import('./routes/welcome.js'),
  'email-auth': () => import('./routes/email-auth.js'),
  home: () => import('./routes/home.js'),
  controller: () => import('./routes/controller.js'),
  contact: () => import('./routes/contact.js'),
  help: () => import('./routes/help.js'),
  embed: () => import('./routes/embed.js'),
  quickstart: () => import('./routes/quickstart.js'),
  library: () => import('./routes/library.js'),
  wishlist: () => import('./routes/wishlist.js'),
  practice: () => import('./routes/practice.js'),
  settings: () => import('./routes/settings.js'),
  live: () => import('./routes/live.js'),
  'not-found': () => import('./routes/not-found.js'),
};

/** One chunk per page, shared by the addresses of that page (All Songs, and a song open beside it). */
const PAGES = new Map<string, LazyChunk<object>>();
const pageOf = ({ module, page }: SiteRoute) => {
  const key = `${module}#${page}`;
  if (!PAGES.has(key)) PAGES.set(key, route(MODULES[module], page));
  return PAGES.get(key)!;
};

/** The routes in the order they are matched (`:name` a part of the address; none: any address). */
const ROUTES: ReadonlyArray<readonly [path: string | undefined, page: LazyChunk<object>]> = SITE_ROUTES.map(
  (entry) => [entry.path, pageOf(entry)],
);

/** Each page's key: where it first comes in the routes. */
const PAGE_KEYS = new Map<LazyChunk<object>, number>();
ROUTES.forEach(([, page], index) => {
  if (!PAGE_KEYS.has(page)) PAGE_KEYS.set(page, index);
});

/** The routes at a fixed address. */
const AT_PATH: Readonly<Record<string, LazyChunk<object>>> = Object.fromEntries(
  ROUTES.flatMap(([path, page]) => (path && !path.includes(':') ? [[path, page]] : [])),
);

/**
 * Loads the code of the page at `path` now, before the app draws it: drawn once it has loaded, the page
 * comes at once instead of a "Loading" in its place, then the page in a second commit (which React
 * holds back for a moment after a fallback). Resolves when loaded (or failed: drawn, it says so).
 */
export function preloadRoute(path: string): Promise<void> {
  return AT_PATH[path]?.preload() ?? Promise.resolve();
}

/** Pages a signed-out visitor may open (see `SiteRoute.open`). */
const PUBLIC = new Set(
  SITE_ROUTES.flatMap(({ path, open }) => (path && open && open !== 'live' ? [path] : [])),
);

/** The pages of emailed links: they work whatever the session (the verification dialog stays off). */
const LINK_PAGES = new Set(SITE_ROUTES.flatMap(({ path, open }) => (path && open === 'link' ? [path] : [])));

/** A live share's page (band follow): anyone with its link follows it, signed in or not. */
const isLivePage = (path: string) => path.startsWith('/live/');

/** The guards of the spec, then the routes. */
function Routes() {
  const { status, account } = useClientState();
  const [location] = useLocation();
  const { parser } = useRouter();
  // The page drawn: the address's. A page whose code is still coming leaves the one before on screen
  // until it can draw whole (React draws the deferred address aside, and keeps the old one while that
  // suspends), instead of a "Loading" for a blink, then the page in a second commit that React holds
  // back for a moment after a fallback. A page whose code is here is drawn at once, in the same
  // drawing as whatever else changed with the address (a tour step's menu opening).
  const deferred = useDeferredValue(location);
  const page = ROUTES.find(([path]) => path === undefined || matchRoute(parser, path, location)[0])![1];
  const shown = page.isLoaded() ? location : deferred;
  if (status === 'starting') return <Spinner label="Starting Tunedeck" showLabel />;
  if (!account && !PUBLIC.has(location) && !isLivePage(location)) return <Redirect to="/welcome" replace />;
  if (account && location === '/welcome') {
    return <Redirect to={account.loginToPicker ? '/controller' : '/'} replace />;
  }
  return (
    <>
      <ShownLocation.Provider value={shown}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Switch location={shown}>
            {ROUTES.map(([path, page]) => (
              // Keyed by page: two addresses of one page (All Songs, and a song open beside it) are
              // one drawing of it, which keeps its state (the list where it was) from one to the other.
              <Route key={PAGE_KEYS.get(page)} path={path} component={page} />
            ))}
          </Switch>
        </Suspense>
      </ShownLocation.Provider>
      {LINK_PAGES.has(location) || isLivePage(location) ? null : <EmailVerificationGate />}
    </>
  );
}

/**
 * The whole site on one client store: the browser's (main.tsx), or a signed-out one when the public
 * pages are rendered to HTML at build time (prerender.tsx).
 */
export function App({ client }: { client: TunedeckClient }) {
  const [, navigate] = useLocation();
  return (
    <TunedeckProvider client={client} navigate={navigate}>
      <ErrorBoundary>
        <Routes />
        <AfterFirstPaint />
      </ErrorBoundary>
    </TunedeckProvider>
  );
}
