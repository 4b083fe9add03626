import { countOf, displayTitle, type Library, songCountsBySet, sortSets } from '@tunedeck/core';
import { useMemo } from 'react';
import { ChevronIcon, PlusIcon, SetsIcon } from '../../internal/icons.js';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

export interface SetsScreenProps {
  library: Library;
  /** Opens the Add Set dialog. */
  onAddSet: () => void;
}

/** The sets list (/library/sets): every set, alphabetically, each a link to its page. */
export function SetsScreen({ library, onAddSet }: SetsScreenProps) {
  const sets = useMemo(() => sortSets(Object.values(library.sets)), [library.sets]);
  const counts = useMemo(() => songCountsBySet(library), [library]);
  return (
    <div className="td-root">
      <PageHeader
        title="Sets"
        breadcrumb={<Breadcrumb items={[{ label: 'Library', href: '/library' }, { label: 'Sets' }]} />}
        actions={
          <Button variant="primary" onClick={onAddSet}>
            Add a Set
          </Button>
        }
      />
      <div className="td-screen-body">
        {sets.length === 0 ? (
          <EmptyState
            icon={<SetsIcon />}
            action={
              <Button variant="primary" onClick={onAddSet}>
                <PlusIcon />
                Add Your First Set
              </Button>
            }
          >
            <p>You have no sets yet. Add a set to start grouping your tunes.</p>
          </EmptyState>
        ) : (
          <ul className="td-rows" aria-label="Sets">
            {sets.map((set) => (
              <li key={set.id}>
                <Link className="td-row" href={`/library/sets/${set.id}`}>
                  <span className="td-row__title">{displayTitle(set.name)}</span>{' '}
                  <span className="td-row__count">{countOf(counts[set.id] ?? 0, 'song')}</span>
                  <ChevronIcon />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
