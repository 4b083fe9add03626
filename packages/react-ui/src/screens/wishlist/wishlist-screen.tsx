import { displayTitle, type Id, type Library, sortWishList, type WishEntry } from '@tunedeck/core';
import { Sparkles, Trash2 } from 'lucide';
import { useMemo } from 'react';
import { CHECK, icon, PlusIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { Menu, type MenuItem } from '../../primitives/menu/menu.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { Spinner } from '../../primitives/spinner/spinner.js';

const CheckIcon = icon(CHECK);
const TrashIcon = icon({ names: 'trash trash-2', node: Trash2 });
/** The empty wish list. */
const LearnIcon = icon({ names: 'sparkles stars', node: Sparkles });

export type WishListMenuAction = 'add-song' | 'add-multiple-songs';

export const WISH_LIST_MENU_LABELS: Readonly<Record<WishListMenuAction, string>> = {
  'add-song': 'Add Song To List',
  'add-multiple-songs': 'Add Multiple Songs To List',
};

const ITEMS: MenuItem[] = (Object.keys(WISH_LIST_MENU_LABELS) as WishListMenuAction[]).map((id) => ({
  id,
  label: WISH_LIST_MENU_LABELS[id],
}));

export interface WishListScreenProps {
  library: Library;
  onMenuAction: (action: WishListMenuAction) => void;
  /** The trash button. */
  onRemove: (entry: WishEntry) => void;
  /** The check-mark: the caller opens Move Into Library (or Wish Already In Library). */
  onMoveIntoLibrary: (entry: WishEntry) => void;
  /** Entries being removed right now: they show a spinner instead of their buttons. */
  removing?: ReadonlySet<Id>;
}

/** Tunes I Want To Learn (/tunesiwanttolearn): the wish list, alphabetically. */
export function WishListScreen({
  library,
  onMenuAction,
  onRemove,
  onMoveIntoLibrary,
  removing,
}: WishListScreenProps) {
  const entries = useMemo(() => sortWishList(Object.values(library.wishlist)), [library.wishlist]);
  return (
    <div className="td-root">
      <PageHeader
        title="Tunes I Want To Learn"
        actions={
          <Menu label="List menu" items={ITEMS} onSelect={(id) => onMenuAction(id as WishListMenuAction)} />
        }
      />
      <div className="td-screen-body">
        {entries.length === 0 ? (
          <EmptyState
            icon={<LearnIcon />}
            action={
              <Button variant="primary" onClick={() => onMenuAction('add-song')}>
                <PlusIcon />
                {WISH_LIST_MENU_LABELS['add-song']}
              </Button>
            }
          >
            <p>No tunes on your list yet. Choose "Add Song To List" to note a tune you want to learn.</p>
          </EmptyState>
        ) : (
          <ul className="td-rows" aria-label="Tunes I want to learn">
            {entries.map((entry) => {
              const title = displayTitle(entry.title);
              return (
                <li key={entry.id} className="td-row">
                  <span className="td-row__title">{title}</span>
                  {removing?.has(entry.id) ? (
                    <Spinner label={`Removing ${title}`} />
                  ) : (
                    <span className="td-row__actions">
                      {/* Icon and word: the name starts with the word a sighted user reads. */}
                      <Button
                        variant="quiet"
                        className="td-row-action"
                        aria-label={`Learned: move ${title} into the library`}
                        onClick={() => onMoveIntoLibrary(entry)}
                      >
                        <CheckIcon />
                        <span className="td-row-action__word">Learned</span>
                      </Button>
                      {/* Destructive: drawn in the danger colour, as Delete Song and Delete Set are. */}
                      <Button
                        variant="quiet"
                        className="td-row-action td-row-action--danger"
                        aria-label={`Remove ${title}`}
                        onClick={() => onRemove(entry)}
                      >
                        <TrashIcon />
                        <span className="td-row-action__word">Remove</span>
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
