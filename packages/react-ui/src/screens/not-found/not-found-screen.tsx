import { Link } from '../../primitives/link/link.js';

/** Word for word from the spec, with its two spaces (JSX text would collapse them). */
export const NOT_FOUND_TEXT = 'Library element not found.  Redirecting to Library.';

/**
 * "Library element not found" for an unknown set or song id. The site does the redirect to /library
 * (after 2 s); this screen only says so, and offers the link for anyone who does not want to wait.
 */
export function NotFoundScreen() {
  return (
    <div className="td-root">
      <div className="td-screen-body" role="status">
        <h1 className="td-visually-hidden">Not found</h1>
        <p className="td-not-found">{NOT_FOUND_TEXT}</p>
        <p>
          <Link href="/library">Go to Library now</Link>
        </p>
      </div>
    </div>
  );
}
