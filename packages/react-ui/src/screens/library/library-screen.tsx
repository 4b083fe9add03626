import { ChevronIcon } from '../../internal/icons.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

/** Library home (/library): the two ways into the library. */
export function LibraryScreen() {
  return (
    <div className="td-root">
      <PageHeader title="Library" />
      <div className="td-screen-body">
        <ul className="td-home-links">
          <li>
            <Link className="td-row" href="/library/sets">
              <span className="td-row__title">Sets</span>
              <ChevronIcon />
            </Link>
          </li>
          <li>
            <Link className="td-row" href="/library/allsongs">
              <span className="td-row__title">All Songs</span>
              <ChevronIcon />
            </Link>
          </li>
          <li>
            <Link className="td-row" href="/library/history">
              <span className="td-row__title">History</span>
              <ChevronIcon />
            </Link>
          </li>
          <li>
            <Link className="td-row" href="/library/import">
              <span className="td-row__title">Import</span>
              <ChevronIcon />
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
