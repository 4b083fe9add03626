// The Quick Start's 52 callouts (quickstart.md's table): short, friendly, one idea each. The tour's
// wiring (what advances a step) is the site's; this is only what each step says and offers.

export type CalloutArrow = 'up' | 'down' | 'left' | 'right' | 'none';

export interface QuickStartStep {
  /** 1 … 52. */
  step: number;
  text: string;
  /** A callout button that moves the tour on (steps that teach rather than ask for an action). */
  button?: string;
  /** Where the arrow points, toward the control to use next. */
  arrow: CalloutArrow;
  /** The step can go back one (step 17: back to typing the three songs). */
  back?: string;
}

const s = (step: number, arrow: CalloutArrow, text: string, extra: Partial<QuickStartStep> = {}) => ({
  step,
  arrow,
  text,
  ...extra,
});
const GOT_IT = { button: 'Got it' };

export const QUICK_START_STEPS_TEXT: readonly QuickStartStep[] = [
  s(1, 'up', 'Welcome to Tunedeck! Leave the tour any time with ✕. First, open the menu.'),
  s(2, 'up', 'Choose Library: it holds all your songs.'),
  s(3, 'up', 'Songs are grouped into sets. Open Sets.'),
  s(4, 'up', "Let's make a set for your next gig. Click Add a Set."),
  s(5, 'up', 'Give your set a title, then add it.'),
  s(6, 'up', 'There it is. Open your new set.'),
  s(7, 'up', "Songs are added from the set's menu. Open it."),
  s(8, 'up', 'Choose Add New Song.'),
  s(9, 'up', 'Type the title of a tune you know.', GOT_IT),
  s(10, 'up', "Pick its key, or leave it on 'random' to get a new key each time it comes up.", GOT_IT),
  s(11, 'up', 'How well do you know it? The less you know a tune, the more often it comes up.', GOT_IT),
  s(12, 'down', 'Now add it to your set.'),
  s(13, 'left', 'Colours tell you how well you know a tune: green know, yellow medium, orange new.', GOT_IT),
  s(14, 'up', 'You can add several songs at once. Open the menu again.'),
  s(15, 'up', 'Choose Add Multiple New Songs.'),
  s(16, 'up', 'Type exactly three songs, one per line.', GOT_IT),
  s(17, 'down', 'Now add them.', { back: 'Back' }),
  s(18, 'left', 'Songs added together start green (know). Open one of them.'),
  s(19, 'up', "A song's page edits everything about it. Click edit beside its knowledge."),
  s(20, 'up', 'Set it to medium or new, then confirm.'),
  s(21, 'up', 'Go back to your set with the path bar at the top.'),
  s(22, 'up', "Open the set's menu."),
  s(23, 'up', 'Choose Set As PickerSet: the Picker will choose tunes from this set.'),
  s(24, 'up', 'Now for the Picker. Open the main menu.'),
  s(25, 'up', 'Choose Picker.'),
  s(26, 'none', 'The Picker shows one tune and the key to play it in.', GOT_IT),
  s(27, 'up', 'Start every gig by telling the Picker. Open its menu.'),
  s(28, 'up', 'Choose Start New Gig.'),
  s(29, 'none', 'Here is a tune and a key to play it in.', GOT_IT),
  s(30, 'down', "Don't feel like this one now? SKIP it. It comes back later in the gig."),
  s(31, 'down', 'You played it? Press NEXT.'),
  s(32, 'down', 'NEXT again. Watch the colours.'),
  s(33, 'down', 'And NEXT.'),
  s(34, 'down', 'Keep going: NEXT.'),
  s(35, 'down', 'NEXT. Orange and yellow tunes come up most.'),
  s(36, 'down', 'Another NEXT.'),
  s(37, 'down', 'NEXT. Almost there.'),
  s(38, 'down', 'One more NEXT.'),
  s(39, 'none', 'Your new and medium tunes are used up for this gig, so only green ones come now.', GOT_IT),
  s(40, 'none', 'Once every green tune has been played, the green tunes start over.', GOT_IT),
  s(
    41,
    'none',
    'With a big library this keeps old tunes alive: the Picker remembers played green tunes between gigs.',
    GOT_IT,
  ),
  s(42, 'up', 'To get your recent tunes back, open the Picker menu.'),
  s(43, 'up', 'Start New Gig brings back every new and medium tune.'),
  s(44, 'none', 'Orange and yellow tunes are back in the gig.', GOT_IT),
  s(45, 'down', '↑ says you know a tune better. Raise this one until it is green.', {
    button: 'It is already green',
  }),
  s(46, 'down', '↓ says you know it less. Lower it to orange, then press ↓ once more.'),
  s(47, 'none', 'Move it out: it leaves your library and goes to Tunes To Learn.'),
  s(48, 'up', 'The tune left your library. Open the main menu.'),
  s(49, 'up', 'Choose Tunes To Learn.'),
  s(50, 'none', 'Here is the tune you moved out, waiting for you to learn it again.', GOT_IT),
  s(51, 'none', 'Add tunes one by one or many at once, and delete them with the trash icon.', GOT_IT),
  s(52, 'left', "You're done! The Docs tell you more. Close the tour with ✕."),
];
