// Every route of the site, in one table: from it come the app's routes and its guards (app.tsx), the
// pages rendered to HTML at build time and the pages written with their route's scripts
// (prerendered.ts, scripts/build.ts), and their titles. Data only: the first script reads it.

/**
 * Whom a prerendered page is drawn for: anyone signed out (it is the same whoever asks), or a signed-in
 * musician (the same for every musician: nothing of theirs on it). A visitor with no session never sees
 * a musician's page: the page's first script sends them to /welcome before anything is drawn.
 */
export type Audience = 'visitor' | 'musician';

/** A module under src/routes: one chunk of the build, loaded when one of its pages is drawn. */
export type RouteModule =
  | 'welcome'
  | 'email-auth'
  | 'home'
  | 'controller'
  | 'contact'
  | 'help'
  | 'embed'
  | 'quickstart'
  | 'library'
  | 'wishlist'
  | 'practice'
  | 'settings'
  | 'live'
  | 'not-found';

export interface SiteRoute {
  /** The address (`:name` a part of it); none: any address no route before it matched. */
  readonly path?: string;
  /** The module that draws it, and the component of it that does. */
  readonly module: RouteModule;
  readonly page: string;
  /**
   * Rendered to HTML at build time, for whom, with the document title its `<Page>` sets. A `frame` is
   * not the page whole but the page as it stands before the musician's library is in (the app bar, and
   * the page's own empty state): it is shown before any script has run, and the app, started at once
   * with the early read of the library, draws the page in its place.
   */
  readonly prerendered?: { readonly audience: Audience; readonly title: string; readonly frame?: true };
  /**
   * Who opens it with no session: anyone (`public`), or anyone and whatever the session, with no
   * verification dialog over it (`link`: the pages of emailed links; `live`: a live share's page).
   */
  readonly open?: 'public' | 'link' | 'live';
}

/** The routes in the order they are matched. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/welcome',
    module: 'welcome',
    page: 'WelcomeRoute',
    open: 'public',
    prerendered: { audience: 'visitor', title: 'Welcome · Tunedeck' },
  },
  { path: '/email_auth', module: 'email-auth', page: 'EmailAuthRoute', open: 'link' },
  { path: '/reset_password', module: 'email-auth', page: 'PasswordResetRoute', open: 'link' },
  { path: '/change_email', module: 'email-auth', page: 'EmailChangeRoute', open: 'link' },
  { path: '/', module: 'home', page: 'HomeRoute' },
  {
    path: '/controller',
    module: 'controller',
    page: 'ControllerRoute',
    prerendered: { audience: 'musician', title: 'Picker · Tunedeck', frame: true },
  },
  {
    path: '/library',
    module: 'library',
    page: 'LibraryRoute',
    prerendered: { audience: 'musician', title: 'Library · Tunedeck', frame: true },
  },
  {
    path: '/library/sets',
    module: 'library',
    page: 'SetsRoute',
    prerendered: { audience: 'musician', title: 'Sets · Tunedeck', frame: true },
  },
  // Not a frame: a title pasted or a file chosen before the app took the page over would be lost.
  { path: '/library/import', module: 'library', page: 'ImportRoute' },
  { path: '/library/history', module: 'library', page: 'HistoryRoute' },
  { path: '/library/sets/:setId', module: 'library', page: 'SetRoute' },
  // Before a song of the set: "print" is no song's id (ids are 15 letters and digits).
  { path: '/library/sets/:setId/print', module: 'library', page: 'PrintChartsRoute' },
  { path: '/library/sets/:setId/:songId', module: 'library', page: 'SetSongRoute' },
  {
    path: '/library/allsongs',
    module: 'library',
    page: 'AllSongsRoute',
    prerendered: { audience: 'musician', title: 'All Songs · Tunedeck', frame: true },
  },
  // The same page as All Songs: the list stays as it was when a song opens.
  { path: '/library/allsongs/:songId', module: 'library', page: 'AllSongsRoute' },
  {
    path: '/tunesiwanttolearn',
    module: 'wishlist',
    page: 'WishListRoute',
    prerendered: { audience: 'musician', title: 'Tunes I Want To Learn · Tunedeck', frame: true },
  },
  { path: '/practice', module: 'practice', page: 'PracticeRoute' },
  { path: '/settings', module: 'settings', page: 'SettingsRoute' },
  // Anyone may write to us.
  { path: '/contact', module: 'contact', page: 'ContactRoute', open: 'public' },
  {
    path: '/help',
    module: 'help',
    page: 'HelpRoute',
    prerendered: { audience: 'musician', title: 'Help Center · Tunedeck' },
  },
  { path: '/help/docs', module: 'help', page: 'DocsRoute' },
  // A developer may read how to embed the picker.
  {
    path: '/embed',
    module: 'embed',
    page: 'EmbedRoute',
    open: 'public',
    prerendered: { audience: 'visitor', title: 'Embed the Picker · Tunedeck' },
  },
  { path: '/help/quickstart', module: 'quickstart', page: 'QuickStartRoute' },
  { path: '/help/quickstart/:step', module: 'quickstart', page: 'QuickStartRoute' },
  // Band follow: anyone with the link follows it, signed in or not.
  { path: '/live/:token', module: 'live', page: 'LiveRoute', open: 'live' },
  { module: 'not-found', page: 'PageNotFoundRoute' },
];

/** Whether a route's address is fixed (no part of it a name), so the build can write a page for it. */
export const isFixedPath = (path: string | undefined): path is string =>
  path !== undefined && !path.includes(':');
