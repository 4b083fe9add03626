import { Menu, type MenuItem } from '../../primitives/menu/menu.js';

/** The picker menu's entries, in the spec's order. */
export type PickerMenuAction =
  | 'start-new-gig'
  | 'edit-title'
  | 'edit-key'
  | 'remove-from-set'
  | 'delete-song'
  | 'reset-picker'
  | 'change-set'
  | 'share-live'
  | 'stage-view';

export const PICKER_MENU_LABELS: Readonly<Record<PickerMenuAction, string>> = {
  'start-new-gig': 'Start New Gig',
  'edit-title': 'Edit Song Title',
  'edit-key': 'Edit Song Key',
  'remove-from-set': 'Remove Song From Set',
  'delete-song': 'Delete Song From Library',
  'reset-picker': 'Reset Picker',
  'change-set': 'Pick From A Different Set',
  'share-live': 'Share Live',
  'stage-view': 'Stage View',
};

const NEEDS_TUNE = new Set<PickerMenuAction>(['edit-title', 'edit-key', 'remove-from-set', 'delete-song']);
const NEEDS_SONGS = new Set<PickerMenuAction>(['start-new-gig', 'reset-picker']);

export interface PickerMenuProps {
  /** A tune is on screen: the song entries apply to it. */
  hasTune: boolean;
  /** The set has songs to pick from. */
  hasSongs: boolean;
  onAction: (action: PickerMenuAction) => void;
  /** Told when the menu opens or closes (the Quick Start). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Starts open (a Quick Start step resumed with it open). */
  defaultOpen?: boolean | undefined;
  /** Offer "Stage View". */
  stage?: boolean | undefined;
  /** Offer "Share Live" (band follow). */
  live?: boolean | undefined;
}

export function PickerMenu({
  hasTune,
  hasSongs,
  onAction,
  onOpenChange,
  defaultOpen,
  stage,
  live,
}: PickerMenuProps) {
  // Share Live and Stage View are offered where a page can do them (the connected picker), after the
  // spec's entries.
  const actions = (Object.keys(PICKER_MENU_LABELS) as PickerMenuAction[]).filter(
    (id) => (id !== 'stage-view' || stage) && (id !== 'share-live' || live),
  );
  const items: MenuItem[] = actions.map((id) => ({
    id,
    label: PICKER_MENU_LABELS[id],
    disabled: (NEEDS_TUNE.has(id) && !hasTune) || (NEEDS_SONGS.has(id) && !hasSongs),
    danger: id === 'delete-song',
  }));
  return (
    <Menu
      label="Picker menu"
      items={items}
      onSelect={(id) => onAction(id as PickerMenuAction)}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen ? { defaultOpen } : {})}
    />
  );
}
