// Tunedeck's icons: lucide's shapes (the `lucide` package's icon data, tree-shaken: only these ship),
// drawn here as lucide-react draws them (the same <svg>, attributes and classes) without its runtime,
// in the text colour: on a first visit every page downloaded that runtime for a few icons. Decorative:
// the button or link around each names the action, so every icon is hidden from assistive technology.
import {
  ArrowDown,
  ArrowUp,
  Check,
  ChevronRight,
  CloudCheck,
  CloudOff,
  CloudUpload,
  Ellipsis,
  type IconNode,
  Layers,
  ListMusic,
  Menu,
  Minimize,
  Plus,
  Radio,
  TriangleAlert,
  X,
} from 'lucide';
import { createElement, type SVGProps } from 'react';

/** A lucide shape on its 24 × 24 grid: its names (its own, then its aliases, as lucide-react's classes) and its parts. */
export interface Shape {
  readonly names: string;
  readonly node: IconNode;
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * One of the kit's icons: a lucide shape at the kit's size and stroke. Icons of one screen are made in
 * that screen's module, so a page downloads only the icons it draws.
 */
export function icon(shape: Shape, defaults: IconProps = {}) {
  const names = shape.names.replace(/\S+/g, 'lucide-$&');
  return (props: IconProps) => {
    const { size = 22, className = 'td-icon', ...rest } = { ...defaults, ...props };
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2.25,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide ${names} ${className}`,
        'aria-hidden': 'true',
        focusable: 'false',
        ...rest,
      },
      shape.node.map(([tag, attributes], key) => createElement(tag, { ...attributes, key })),
    );
  };
}

export const MenuIcon = icon({ names: 'menu', node: Menu }, { size: 20 });
/** A page's own menu (the set's, the picker's): not the main menu's three bars. */
export const PageMenuIcon = icon({ names: 'ellipsis more-horizontal', node: Ellipsis }, { size: 20 });
export const ArrowUpIcon = icon({ names: 'arrow-up', node: ArrowUp }, { size: 28, strokeWidth: 2.75 });
export const ArrowDownIcon = icon({ names: 'arrow-down', node: ArrowDown }, { size: 28, strokeWidth: 2.75 });
/** The sign that a list row opens something. */
export const ChevronIcon = icon(
  { names: 'chevron-right', node: ChevronRight },
  { size: 20, className: 'td-icon td-row__chevron' },
);
export const CloseIcon = icon({ names: 'x', node: X });
export const CHECK: Shape = { names: 'check', node: Check };
export const CheckIcon = icon(CHECK, { size: 20 });
export const WarningIcon = icon(
  { names: 'triangle-exclamation-point alert-triangle triangle-alert', node: TriangleAlert },
  { size: 20 },
);
/** Empty states: a library with no songs, no sets, nothing to learn yet; and "add". */
export const SongsIcon = icon({ names: 'list-music', node: ListMusic });
export const SetsIcon = icon({ names: 'layers layers-3', node: Layers });
export const PlusIcon = icon({ names: 'plus', node: Plus }, { size: 20 });
/** Leaving the stage view. */
export const LiveIcon = icon({ names: 'radio', node: Radio }, { size: 20 });
export const LeaveStageIcon = icon({ names: 'minimize', node: Minimize }, { size: 20 });
/** Where the musician's changes are: on the server, on their way, waiting on this device. */
export const SavedIcon = icon({ names: 'cloud-check', node: CloudCheck }, { size: 18 });
export const SavingIcon = icon({ names: 'cloud-upload upload-cloud', node: CloudUpload }, { size: 18 });
export const OfflineIcon = icon({ names: 'cloud-off', node: CloudOff }, { size: 18 });
