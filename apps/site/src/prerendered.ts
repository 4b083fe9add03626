// What the build writes for the routes at a fixed address, from the site's route table (site-routes.ts).
import { type Audience, isFixedPath, type RouteModule, SITE_ROUTES } from './site-routes.js';

export type { Audience } from './site-routes.js';

/**
 * The pages rendered to HTML at build time, each as `<path>.html` beside index.html (the server sends
 * it for that path): the pages met first, drawn before any script has run.
 */
export const PRERENDERED: Readonly<Record<string, Audience>> = Object.fromEntries(
  SITE_ROUTES.flatMap(({ path, prerendered }) =>
    isFixedPath(path) && prerendered ? [[path, prerendered.audience]] : [],
  ),
);

/** The document titles of the prerendered pages, as their `<Page title>` sets them. */
export const PRERENDERED_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  SITE_ROUTES.flatMap(({ path, prerendered }) =>
    isFixedPath(path) && prerendered ? [[path, prerendered.title]] : [],
  ),
);

/** The prerendered pages that are a frame (see `SiteRoute.prerendered`): the app starts at once. */
export const PRERENDERED_FRAMES: ReadonlySet<string> = new Set(
  SITE_ROUTES.flatMap(({ path, prerendered }) => (isFixedPath(path) && prerendered?.frame ? [path] : [])),
);

/**
 * The app's pages at a fixed address (but the root: index.html itself), and the module under src/routes
 * that draws each. The build writes each as `<path>.html`: index.html naming that route's scripts and
 * stylesheets, so a first visit loads them beside the app's entry instead of after it has run. (Pages
 * with an id in their address open from index.html and load their route when the app asks for it.)
 */
export const ROUTE_PAGES: Readonly<Record<string, RouteModule>> = Object.fromEntries(
  SITE_ROUTES.flatMap(({ path, module }) => (isFixedPath(path) && path !== '/' ? [[path, module]] : [])),
);
