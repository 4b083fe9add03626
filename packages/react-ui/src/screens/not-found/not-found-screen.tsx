import { SearchX } from 'lucide';
import { icon } from '../../internal/icons.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

const SearchIcon = icon({ names: 'search-x', node: SearchX });

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
        <EmptyState icon={<SearchIcon />} action={<ButtonLink href="/library">Go to Library now</ButtonLink>}>
          <p className="td-not-found">{NOT_FOUND_TEXT}</p>
        </EmptyState>
      </div>
    </div>
  );
}

export interface PageNotFoundScreenProps {
  /** Where "Go to Tunedeck" leads. @default '/' */
  homeHref?: string;
}

/** Any address the site has no page for. */
export function PageNotFoundScreen({ homeHref = '/' }: PageNotFoundScreenProps) {
  return (
    <div className="td-root">
      <PageHeader title="Page not found" />
      <div className="td-screen-body">
        <EmptyState icon={<SearchIcon />} action={<ButtonLink href={homeHref}>Go to Tunedeck</ButtonLink>}>
          <p>There is no page at this address.</p>
        </EmptyState>
      </div>
    </div>
  );
}
