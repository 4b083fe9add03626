// Tunedeck's icons, from lucide (tree-shaken: only these ship), drawn in the text colour. Decorative:
// the button or link around each names the action, so every icon is hidden from assistive technology.
import {
  ArrowDown as ArrowDownShape,
  ArrowUp as ArrowUpShape,
  Check,
  ChevronRight as ChevronRightShape,
  CloudCheck,
  CloudOff,
  CloudUpload,
  Ellipsis,
  Layers,
  ListMusic,
  type LucideProps,
  Menu,
  Minimize,
  Plus,
  Radio,
  TriangleAlert,
  X,
} from 'lucide-react';
import type { ComponentType } from 'react';

/**
 * One of the kit's icons: a lucide shape at the kit's size and stroke. Icons of one screen are made in
 * that screen's module, so a page downloads only the icons it draws.
 */
export function icon(Shape: ComponentType<LucideProps>, defaults: LucideProps = {}) {
  return function Icon(props: LucideProps) {
    return (
      <Shape
        size={22}
        strokeWidth={2.25}
        className="td-icon"
        aria-hidden="true"
        focusable="false"
        {...defaults}
        {...props}
      />
    );
  };
}

export const MenuIcon = icon(Menu, { size: 20 });
/** A page's own menu (the set's, the picker's): not the main menu's three bars. */
export const PageMenuIcon = icon(Ellipsis, { size: 20 });
export const ArrowUpIcon = icon(ArrowUpShape, { size: 28, strokeWidth: 2.75 });
export const ArrowDownIcon = icon(ArrowDownShape, { size: 28, strokeWidth: 2.75 });
/** The sign that a list row opens something. */
export const ChevronIcon = icon(ChevronRightShape, { size: 20, className: 'td-icon td-row__chevron' });
export const CloseIcon = icon(X);
export const CheckIcon = icon(Check, { size: 20 });
export const WarningIcon = icon(TriangleAlert, { size: 20 });
/** Empty states: a library with no songs, no sets, nothing to learn yet; and "add". */
export const SongsIcon = icon(ListMusic);
export const SetsIcon = icon(Layers);
export const PlusIcon = icon(Plus, { size: 20 });
/** Leaving the stage view. */
export const LiveIcon = icon(Radio, { size: 20 });
export const LeaveStageIcon = icon(Minimize, { size: 20 });
/** Where the musician's changes are: on the server, on their way, waiting on this device. */
export const SavedIcon = icon(CloudCheck, { size: 18 });
export const SavingIcon = icon(CloudUpload, { size: 18 });
export const OfflineIcon = icon(CloudOff, { size: 18 });
