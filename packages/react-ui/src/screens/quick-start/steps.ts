// The Quick Start's 52 callouts (quickstart.md's table): short, friendly, one idea each. What advances a
// step, its callout button and its Back are core's (`tourView`, `tourButton`); this is what each step
// says, what it points at on the screen or in a dialog, and what it says instead when the screen has
// no such control (the menu is a sidebar, ↑ is off for a green tune, the tour's set is gone).

import type { TourState } from '@tunedeck/core';
import type { TourTarget } from '../../internal/spotlight.js';

export type CalloutArrow = 'up' | 'down' | 'left' | 'right' | 'none';

export interface QuickStartStep {
  /** 1 … 52. */
  step: number;
  text: string;
  /**
   * 'up': the callout points at the frame's bar (✕). Otherwise its tip points at the control the step
   * names, wherever that is.
   */
  arrow: CalloutArrow;
  /** Show the three knowledge colours with their words (the step that speaks of them). */
  legend?: boolean;
}

const s = (step: number, arrow: CalloutArrow, text: string, extra: Partial<QuickStartStep> = {}) => ({
  step,
  arrow,
  text,
  ...extra,
});

export const QUICK_START_STEPS_TEXT: readonly QuickStartStep[] = [
  s(1, 'down', 'Welcome to Tunedeck! Leave the tour any time with ✕. First, open the menu.'),
  s(2, 'down', 'Choose Library: it holds all your songs.'),
  s(3, 'down', 'Songs are grouped into sets. Open Sets.'),
  s(4, 'down', "Let's make a set for your next gig. Click Add a Set."),
  s(5, 'down', 'Give your set a title, then add it.'),
  s(6, 'down', 'There it is. Open your new set.'),
  s(7, 'down', "Songs are added from the set's menu. Open it."),
  s(8, 'down', 'Choose Add New Song.'),
  s(9, 'down', 'Type the title of a tune you know.'),
  s(10, 'down', "Pick its key, or leave it on 'random' to get a new key each time it comes up."),
  s(11, 'down', 'How well do you know it? Choose one: the less you know a tune, the more often it comes up.'),
  s(12, 'down', 'Now add it to your set.'),
  s(13, 'down', 'Colours tell you how well you know a tune: green know, yellow medium, orange new.', {
    legend: true,
  }),
  s(14, 'down', 'You can add several songs at once. Open the menu again.'),
  s(15, 'down', 'Choose Add Multiple New Songs.'),
  s(16, 'down', 'Type exactly three songs, one per line.'),
  s(17, 'down', 'Now add them.'),
  s(18, 'down', 'Songs added together start green (know). Open one of them.'),
  s(19, 'down', "A song's page edits everything about it. Click Edit beside its knowledge."),
  s(20, 'down', 'Set it to medium or new, then confirm.'),
  s(21, 'down', 'Go back to your set with the path bar at the top.'),
  s(22, 'down', "Open the set's menu."),
  s(23, 'down', 'Choose Set As PickerSet: the Picker will choose tunes from this set.'),
  s(24, 'down', 'Now for the Picker. Open the main menu.'),
  s(25, 'down', 'Choose Picker.'),
  s(26, 'none', 'The Picker shows one tune and the key to play it in.'),
  s(27, 'down', 'Start every gig by telling the Picker. Open its menu.'),
  s(28, 'down', 'Choose Start New Gig.'),
  s(29, 'none', 'Here is a tune and a key to play it in.'),
  s(30, 'down', "Don't feel like this one now? SKIP it. It comes back later in the gig."),
  s(31, 'down', 'You played it? Press NEXT.'),
  s(32, 'down', 'NEXT again. Watch the colours.'),
  s(33, 'down', 'And NEXT.'),
  s(34, 'down', 'Keep going: NEXT.'),
  s(35, 'down', 'NEXT. Orange and yellow tunes come up most.'),
  s(36, 'down', 'Another NEXT.'),
  s(37, 'down', 'NEXT. Almost there.'),
  s(38, 'down', 'One more NEXT.'),
  s(39, 'none', 'Your new and medium tunes are used up for this gig, so only green ones come now.'),
  s(40, 'none', 'Once every green tune has been played, the green tunes start over.'),
  s(
    41,
    'none',
    'With a big library this keeps old tunes alive: the Picker remembers played green tunes between gigs.',
  ),
  s(42, 'down', 'To get your recent tunes back, open the Picker menu.'),
  s(43, 'down', 'Start New Gig brings back every new and medium tune.'),
  s(44, 'none', 'Orange and yellow tunes are back in the gig.'),
  s(45, 'down', '↑ says you know a tune better. Raise this one until it is green.'),
  s(46, 'down', '↓ says you know it less. Lower it to orange, then press ↓ once more.'),
  s(47, 'none', 'Move it out: it leaves your library and goes to Tunes To Learn.'),
  s(48, 'down', 'The tune left your library. Open the main menu.'),
  s(49, 'down', 'Choose Tunes To Learn.'),
  s(50, 'none', 'Here is the tune you moved out, waiting for you to learn it again.'),
  s(51, 'none', 'Add tunes one by one or many at once, and delete them with the trash icon.'),
  s(52, 'up', "You're done! The Docs tell you more. Close the tour with ✕."),
];

const MAIN_MENU = '.td-nav [aria-label="Main menu"]';
const SET_MENU = '.td-page-header__actions .td-menu__trigger';
const PICKER_MENU = '.td-picker__bar .td-menu__trigger';
const RAISE = '[aria-label="Raise knowledge"]';
const destination = (href: string) => `.td-nav__list a[href="${href}"]`;
const text = (label: string): TourTarget => ({ text: label });

/** What the screen under the tour is like, where a step's words and controls depend on it. */
export interface TourScreen {
  /** The main menu is a sidebar, always open (from 1024px wide): there is no menu button to open. */
  sidebar?: boolean;
  /** The tune on the Picker is already green: ↑ is off. */
  tuneIsKnow?: boolean;
}

/** The steps that ask to open the main menu. */
export const MAIN_MENU_STEPS: readonly number[] = [1, 24, 48];

/** What those steps say where the menu is a sidebar: it is open already, on the left. */
const SIDEBAR_TEXT: Readonly<Record<number, string>> = {
  1: 'Welcome to Tunedeck! Leave the tour any time with ✕. The menu on the left takes you everywhere.',
  24: 'Now for the Picker. It is in the menu on the left.',
  48: 'The tune left your library. The menu on the left shows where it went.',
};

/** Step 45 when the tune on the Picker is green already: ↑ has nothing to raise. */
export const TOUR_ALREADY_GREEN_TEXT =
  '↑ says you know a tune better. This one is already green, as high as it goes, so ↑ is off.';

/** A step whose set or song is not in the library (opened directly, or deleted meanwhile). */
export const TOUR_LOST_TEXT = 'Start again from step 1: the tour makes them on the way.';

/** What a step says on this screen. */
export function tourText(step: number, screen: TourScreen = {}): string {
  if (screen.sidebar && SIDEBAR_TEXT[step]) return SIDEBAR_TEXT[step];
  if (step === 45 && screen.tuneIsKnow) return TOUR_ALREADY_GREEN_TEXT;
  return QUICK_START_STEPS_TEXT[step - 1]?.text ?? '';
}

/**
 * The one control each step points at on the screen under the tour (everything else there is inert).
 * Steps that teach (their callout has the button) and steps inside a dialog point at nothing on the
 * screen, nor do the menu steps where the menu is a sidebar, open already. Ids are the ones the tour
 * remembered.
 */
export function tourTargets(state: TourState, screen: TourScreen = {}): TourTarget[] {
  const step = state.step;
  const set = state.setId ?? '';
  if (MAIN_MENU_STEPS.includes(step)) return screen.sidebar ? [] : [MAIN_MENU];
  if (step === 2) return [destination('/library')];
  if (step === 25) return [destination('/controller')];
  if (step === 49) return [destination('/tunesiwanttolearn')];
  if (step === 3) return ['.td-home-links a[href="/library/sets"]'];
  if (step === 4) return [text('Add a Set')];
  if (step === 6) return [`.td-rows a[href="/library/sets/${set}"]`];
  if (step === 7 || step === 14 || step === 22) return [SET_MENU];
  if (step === 8) return [text('Add New Song')];
  if (step === 15) return [text('Add Multiple New Songs')];
  if (step === 18)
    return (state.bulkSongIds ?? []).map((id) => `.td-rows a[href="/library/sets/${set}/${id}"]`);
  if (step === 19) return ['[aria-label="Edit How Well Do I Know This Tune?"]'];
  if (step === 20) return ['.td-song-field__form'];
  if (step === 21) return [`.td-breadcrumb a[href="/library/sets/${set}"]`];
  if (step === 23) return [text('Set As PickerSet')];
  if (step === 27 || step === 42) return [PICKER_MENU];
  if (step === 28 || step === 43) return [text('Start New Gig')];
  if (step === 30) return [text('SKIP')];
  if (step >= 31 && step <= 38) return [text('NEXT')];
  if (step === 45) return screen.tuneIsKnow ? [] : [RAISE];
  if (step === 46) return ['[aria-label^="Lower knowledge"]'];
  return [];
}

/**
 * Controls of the open dialog held back at a step: the dialog's own action waits until the callouts
 * before it have been read (Add Song at 9–11, Add Songs at 16).
 */
export function tourBlockedInDialog(step: number): TourTarget[] {
  if (step >= 9 && step <= 11) return [text('Add Song')];
  if (step === 16) return [text('Add Songs')];
  return [];
}

/** A field of a dialog by its label (or a group of choices by its legend), or a button by its text. */
export type DialogTarget = { field: string } | { text: string };

/** What a step in a dialog points at: ringed and scrolled into the dialog's view. */
export function tourDialogTarget(step: number): DialogTarget | null {
  if (step === 5 || step === 9) return { field: 'Title' };
  if (step === 10) return { field: 'Key' };
  if (step === 11) return { field: 'How Well Do I Know This Tune?' };
  if (step === 12) return { text: 'Add Song' };
  if (step === 16) return { field: 'Song titles' };
  if (step === 17) return { text: 'Add Songs' };
  if (step === 47) return { text: 'Move Out and Erase From Library' };
  return null;
}

/** The step that moves on as soon as a choice is made in its dialog (the knowledge, at 11). */
export const TOUR_CHOICE_STEP = 11;

/**
 * What a teaching step talks about on the screen, ringed (but not usable) with the callout beside it:
 * the colours of the songs, the tune on the Picker, the tune moved out, the wish list's tools, the
 * sidebar menu, the ↑ that is off.
 */
export function tourHighlights(state: TourState, screen: TourScreen = {}): TourTarget[] {
  const step = state.step;
  if (screen.sidebar && MAIN_MENU_STEPS.includes(step)) return ['.td-nav--sidebar .td-nav__list'];
  if (step === 45 && screen.tuneIsKnow) return [RAISE];
  if (step === 13) return ['.td-rows .td-knowledge'];
  if (step === 26 || step === 29 || step === 39 || step === 40 || step === 44) return ['.td-picker__tune'];
  if (step === 50 && state.movedOutTitle) return [{ row: state.movedOutTitle }];
  if (step === 51) return ['.td-page-header__actions .td-menu__trigger', '.td-rows .td-row-action'];
  return [];
}
