import { ChevronIcon } from '../../internal/icons.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

/** The ways into the library, and its history and import. */
const LINKS = [
  { label: 'Sets', href: '/library/sets' },
  { label: 'All Songs', href: '/library/allsongs' },
  { label: 'History', href: '/library/history' },
  { label: 'Import', href: '/library/import' },
] as const;

/** Library home (/library): the ways into the library, its gig history and the import. */
export function LibraryScreen() {
  return (
    <div className="td-root">
      <PageHeader title="Library" />
      <div className="td-screen-body">
        <ul className="td-home-links">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link className="td-row" href={link.href}>
                <span className="td-row__title">{link.label}</span>
                <ChevronIcon />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
