/**
 * Whom a prerendered page is drawn for: anyone signed out (it is the same whoever asks), or a signed-in
 * musician (the same for every musician: nothing of theirs on it). A visitor with no session never sees
 * a musician's page: the page's first script sends them to /welcome before anything is drawn.
 */
export type Audience = 'visitor' | 'musician';

/**
 * The pages rendered to HTML at build time, each as `<path>.html` beside index.html (the server sends
 * it for that path): the pages met first, drawn before any script has run.
 */
export const PRERENDERED: Readonly<Record<string, Audience>> = {
  '/welcome': 'visitor',
  '/embed': 'visitor',
  '/help': 'musician',
};

/**
 * The app's other pages at a fixed address, and the module under src/routes that draws each. The build
 * writes each as `<path>.html`: index.html naming that route's scripts and stylesheets, so a first visit
 * loads them beside the app's entry instead of after it has run. (Pages with an id in their address
 * open from index.html and load their route when the app asks for it.)
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/controller': 'controller',
  '/library': 'library',
  '/library/sets': 'library',
  '/library/allsongs': 'library',
  '/library/import': 'library',
  '/library/history': 'library',
  '/tunesiwanttolearn': 'wishlist',
  '/practice': 'practice',
  '/settings': 'settings',
  '/contact': 'contact',
  '/help': 'help',
  '/help/docs': 'help',
  '/help/quickstart': 'quickstart',
  '/email_auth': 'email-auth',
  '/reset_password': 'email-auth',
  '/change_email': 'email-auth',
};
