// The Quick Start tour as a pure state machine (spec/quickstart.md): which step the musician is on, what
// the tour lets them do there, which action or callout button moves it on, and what it remembers on the
// way (the set, the song, the bulk songs, the song opened, the title moved out). Screens draw its view;
// the site feeds it the musician's actions and stores its state.
import type { Knowledge } from '../model/constants.js';
import { QUICK_START_STEPS } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { validateQuickStartMultiAdd } from '../validation/multi-add.js';
import type { TourState } from './state.js';

export {
  isTourState,
  parseTourState,
  TOUR_START,
  TOUR_STATE_MAX_CHARS,
  type TourState,
} from './state.js';

/** Where the main menu leads during the tour. */
export type TourDestination = 'picker' | 'library' | 'tunes-to-learn' | 'help' | 'settings' | 'contact';

/** Entries of a page's own menu the tour asks for (the set's menu, the Picker's menu). */
export type TourMenuItem = 'add-new-song' | 'add-multiple-songs' | 'set-as-picker-set' | 'start-new-gig';

/** A field the musician types or chooses in while the tour waits for the callout button. */
export type TourField = 'set-name' | 'title' | 'key' | 'knowledge' | 'lines';

/** Everything the musician can do on the screens under the tour. */
export type TourAction =
  | { type: 'open-main-menu' }
  | { type: 'close-main-menu' }
  | { type: 'choose-destination'; destination: TourDestination }
  | { type: 'choose-library-link'; link: 'sets' | 'all-songs' }
  | { type: 'open-add-set' }
  | { type: 'add-set'; setId: Id }
  | { type: 'open-set'; setId: Id }
  | { type: 'open-page-menu' }
  | { type: 'close-page-menu' }
  | { type: 'choose-menu-item'; item: TourMenuItem }
  | { type: 'edit-field'; field: TourField; value: string }
  | { type: 'add-song'; songId: Id }
  /** "Add Songs" in Add Multiple New Songs at step 17, with the box's text. */
  | { type: 'submit-songs'; lines: string }
  /** The three songs of step 17 are written. */
  | { type: 'songs-added'; songIds: Id[] }
  | { type: 'open-song'; songId: Id }
  | { type: 'edit-knowledge' }
  | { type: 'confirm-knowledge'; knowledge: Knowledge }
  | { type: 'open-set-crumb'; setId: Id }
  | { type: 'skip' }
  | { type: 'next' }
  /** ↑ on the Picker; `knowledge` is the tune's knowledge after it. */
  | { type: 'raise'; knowledge: Knowledge }
  /** ↓ on the Picker; `knowledge` is the tune's knowledge before it, `title` the tune's title. */
  | { type: 'lower'; knowledge: Knowledge; title: string }
  | { type: 'move-out' }
  | { type: 'callout-button' }
  /** The callout's Back (step 17 back to 16). */
  | { type: 'back' }
  /** Cancel (or Escape) in a dialog or an inline editor the tour opened. */
  | { type: 'cancel' }
  /** ✕: leave the tour for /help. */
  | { type: 'close' };

export type TourActionType = TourAction['type'];

export type TourOutcome =
  /** The tour moved to another step (forward, or back after a Cancel or the step-17 error). */
  | 'moved'
  /** Allowed where it is (typing, ↑ on the way to green, closing a menu that was not asked for…). */
  | 'allowed'
  /** Not at this step: the screen should not have let it happen; nothing changes. */
  | 'refused'
  /** Step 17's check failed: show the QuickStart Error; the tour is back at 16 with the lines kept. */
  | 'quick-start-error'
  /** ✕: leave for /help (the progress is kept, or marked finished at step 52). */
  | 'left';

export interface TourTransition {
  state: TourState;
  outcome: TourOutcome;
}

/** What a step waits for. */
export type TourAdvance = { by: 'action'; action: TourActionType } | { by: 'button'; label: string };

export interface TourStepView {
  step: number;
  total: number;
  advance: TourAdvance;
  /** The one main-menu destination enabled at this step (others are disabled), if any. */
  destination?: TourDestination;
  /** The step can go back one with the callout's Back (17). */
  back?: string;
  /**
   * A menu the step waits in, open (a step resumed after a reload shows it open): the main menu at a
   * destination step, the page's own menu at a "choose from the menu" step.
   */
  menuOpen?: 'main' | 'page';
  /** What the tour remembered so far (for the screens: the set to show, the tune moved out). */
  setId?: Id;
  movedOutTitle?: string;
}

const GOT_IT = 'Got it';
/** Step 45's button, offered when the tune on screen is already green. */
export const TOUR_ALREADY_GREEN = 'It is already green';

/** What each step waits for, from quickstart.md's table. */
const ADVANCES: Readonly<Record<number, TourAdvance>> = (() => {
  const table: Record<number, TourAdvance> = {};
  const action = (type: TourActionType): TourAdvance => ({ by: 'action', action: type });
  const button = (label = GOT_IT): TourAdvance => ({ by: 'button', label });
  const steps: [number, TourAdvance][] = [
    [1, action('open-main-menu')],
    [2, action('choose-destination')],
    [3, action('choose-library-link')],
    [4, action('open-add-set')],
    [5, action('add-set')],
    [6, action('open-set')],
    [7, action('open-page-menu')],
    [8, action('choose-menu-item')],
    [9, button()],
    [10, button()],
    [11, button()],
    [12, action('add-song')],
    [13, button()],
    [14, action('open-page-menu')],
    [15, action('choose-menu-item')],
    [16, button()],
    [17, action('songs-added')],
    [18, action('open-song')],
    [19, action('edit-knowledge')],
    [20, action('confirm-knowledge')],
    [21, action('open-set-crumb')],
    [22, action('open-page-menu')],
    [23, action('choose-menu-item')],
    [24, action('open-main-menu')],
    [25, action('choose-destination')],
    [26, button()],
    [27, action('open-page-menu')],
    [28, action('choose-menu-item')],
    [29, button()],
    [30, action('skip')],
    [39, button()],
    [40, button()],
    [41, button()],
    [42, action('open-page-menu')],
    [43, action('choose-menu-item')],
    [44, button()],
    [45, action('raise')],
    [46, action('lower')],
    [47, action('move-out')],
    [48, action('open-main-menu')],
    [49, action('choose-destination')],
    [50, button()],
    [51, button()],
    [52, action('close')],
  ];
  for (const [step, advance] of steps) table[step] = advance;
  for (let step = 31; step <= 38; step += 1) table[step] = action('next');
  return table;
})();

/** The menu entry each "choose from the page's menu" step asks for. */
const MENU_ITEM: Readonly<Record<number, TourMenuItem>> = {
  8: 'add-new-song',
  15: 'add-multiple-songs',
  23: 'set-as-picker-set',
  28: 'start-new-gig',
  43: 'start-new-gig',
};

/** The destination each "choose from the main menu" step enables. */
const DESTINATION: Readonly<Record<number, TourDestination>> = {
  2: 'library',
  25: 'picker',
  49: 'tunes-to-learn',
};

/** Where a Cancel (or closing the menu) sends the tour back to: the step that opened what was closed. */
const BACK_ON_CANCEL: Readonly<Record<number, number>> = {
  5: 4,
  9: 7,
  10: 7,
  11: 7,
  12: 7,
  16: 14,
  17: 14,
  20: 19,
  47: 46,
};
const BACK_ON_MENU_CLOSE: Readonly<Record<number, number>> = {
  2: 1,
  8: 7,
  15: 14,
  23: 22,
  25: 24,
  28: 27,
  43: 42,
  49: 48,
};

/** The fields a step lets the musician type or choose in while it waits. */
const FIELDS: Readonly<Record<number, readonly TourField[]>> = {
  5: ['set-name'],
  9: ['title'],
  10: ['title', 'key'],
  11: ['title', 'key', 'knowledge'],
  12: ['title', 'key', 'knowledge'],
  16: ['lines'],
  17: ['lines'],
  20: ['knowledge'],
};

/** The view of a step for the screens: what advances it, what is enabled. */
export function tourView(state: TourState): TourStepView {
  const step = clampTourStep(state.step);
  const view: TourStepView = { step, total: QUICK_START_STEPS, advance: ADVANCES[step] as TourAdvance };
  const destination = DESTINATION[step];
  if (destination) view.destination = destination;
  if (step === 17) view.back = 'Back';
  if (destination) view.menuOpen = 'main';
  else if (MENU_ITEM[step]) view.menuOpen = 'page';
  if (state.setId) view.setId = state.setId;
  if (state.movedOutTitle) view.movedOutTitle = state.movedOutTitle;
  return view;
}

/** Whether the callout shows a button at this step, and its label (step 45: only for a green tune). */
export function tourButton(state: TourState, tuneIsKnow = false): string | null {
  const step = clampTourStep(state.step);
  if (step === 45) return tuneIsKnow ? TOUR_ALREADY_GREEN : null;
  const advance = ADVANCES[step];
  return advance?.by === 'button' ? advance.label : null;
}

const moved = (state: TourState): TourTransition => ({ state, outcome: 'moved' });
const allowed = (state: TourState): TourTransition => ({ state, outcome: 'allowed' });
const refused = (state: TourState): TourTransition => ({ state, outcome: 'refused' });

/**
 * One action on the screens under the tour at `state`. Step 17's check reads `library` (exactly three
 * new songs for the tour's set). Never throws; an action the step does not allow is `refused`.
 */
export function tourTransition(state: TourState, action: TourAction, library?: Library): TourTransition {
  const step = clampTourStep(state.step);
  const at = step === state.step ? state : { ...state, step };
  const to = (next: number, extra: Partial<TourState> = {}) => moved({ ...at, ...extra, step: next });

  if (action.type === 'close') {
    return { state: step === QUICK_START_STEPS ? { ...at, finished: true } : at, outcome: 'left' };
  }
  if (action.type === 'cancel') {
    const back = BACK_ON_CANCEL[step];
    return back ? to(back) : refused(at);
  }
  if (action.type === 'close-main-menu' || action.type === 'close-page-menu') {
    const back = BACK_ON_MENU_CLOSE[step];
    const mainStep = DESTINATION[step] !== undefined;
    if (back && (action.type === 'close-main-menu') === mainStep) return to(back);
    return refused(at);
  }
  if (action.type === 'edit-field') {
    if (!FIELDS[step]?.includes(action.field)) return refused(at);
    return allowed(action.field === 'lines' ? { ...at, lines: action.value } : at);
  }
  if (action.type === 'back') return step === 17 ? to(16) : refused(at);

  const advance = ADVANCES[step] as TourAdvance;
  if (action.type === 'callout-button') {
    if (step === 45) return to(46);
    return advance.by === 'button' ? to(step + 1) : refused(at);
  }
  if (step === 17 && action.type === 'submit-songs') {
    const setId = at.setId;
    if (!library || !setId) return refused(at);
    const check = validateQuickStartMultiAdd(action.lines, library, setId);
    if (!check.ok) return { state: { ...at, step: 16, lines: action.lines }, outcome: 'quick-start-error' };
    return allowed({ ...at, lines: action.lines });
  }
  if (advance.by !== 'action' || advance.action !== action.type) return refused(at);

  switch (action.type) {
    case 'choose-destination':
      return action.destination === DESTINATION[step] ? to(step + 1) : refused(at);
    case 'choose-library-link':
      return action.link === 'sets' ? to(step + 1) : refused(at);
    case 'add-set':
      return to(step + 1, { setId: action.setId });
    case 'open-set':
      return action.setId === at.setId ? to(step + 1) : refused(at);
    case 'choose-menu-item':
      return action.item === MENU_ITEM[step] ? to(step + 1) : refused(at);
    case 'add-song':
      return to(step + 1, { songId: action.songId });
    case 'songs-added': {
      if (action.songIds.length === 0) return refused(at);
      const { lines: _typed, ...rest } = at;
      return moved({ ...rest, step: step + 1, bulkSongIds: [...action.songIds] });
    }
    case 'open-song':
      return at.bulkSongIds?.includes(action.songId)
        ? to(step + 1, { openedSongId: action.songId })
        : refused(at);
    case 'confirm-knowledge':
      return action.knowledge === 'know' ? refused(at) : to(step + 1);
    case 'open-set-crumb':
      return action.setId === at.setId ? to(step + 1) : refused(at);
    case 'raise':
      // ↑ on the way to green is allowed; reaching green moves on.
      return action.knowledge === 'know' ? to(step + 1) : allowed(at);
    case 'lower':
      // ↓ on a medium or green tune lowers it; on an orange one it opens Move Out Of Library.
      return action.knowledge === 'new' ? to(step + 1, { movedOutTitle: action.title }) : allowed(at);
    default:
      return to(step + 1);
  }
}

/** A step number from anywhere (an address, a prop) as a step of the tour: 1 … 52. */
export function clampTourStep(step: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(Math.max(1, Math.round(step)), QUICK_START_STEPS);
}
