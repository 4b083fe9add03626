/**
 * Every screen and dialog issue #4 asks for, by story title. A story file's `title` must be exactly
 * one of these. `built: true` means it must exist; flip an entry to true in the change that adds its
 * story (the index test fails if a story exists for an entry still marked false, or is missing for
 * one marked true).
 */
export interface RequiredStory {
  title: string;
  built: boolean;
  /** Where the spec or behaviour.md names it. */
  source: string;
}

const screen = (name: string, source: string, built = false): RequiredStory => ({
  title: `Screens/${name}`,
  built,
  source,
});
const dialog = (name: string, source: string, built = false): RequiredStory => ({
  title: `Dialogs/${name}`,
  built,
  source,
});

export const REQUIRED_SCREENS: readonly RequiredStory[] = [
  screen('Welcome', 'spec §2 Welcome (signed out): Log In / Sign Up forms', true),
  screen('Welcome Signed In', 'spec §2 Welcome (signed in)', true),
  screen('Navigation', 'spec §2 Navigation: hamburger menu', true),
  screen('Picker', 'spec §2 Picker (/controller)', true),
  screen('Library', 'spec §2 Library home', true),
  screen('Sets', 'spec §2 Sets list', true),
  screen('Set', 'spec §2 Set page', true),
  screen('All Songs', 'spec §2 All Songs', true),
  screen('Song', 'spec §2 Song page', true),
  screen('Not Found', 'spec §2 Library element not found', true),
  screen('Tunes I Want To Learn', 'spec §2 Tunes I Want To Learn', true),
  screen('Help', 'spec §2 routes: /help Help Center', true),
  screen('Quick Start', 'spec §2 Quick Start tour (52 steps)', true),
  screen('Docs', 'spec §2 Docs', true),
  screen('Settings', 'spec §2 Settings', true),
  screen('Contact Us', 'spec §2 Contact Us', true),
  screen('Email Auth', 'spec §2 /email_auth spinner screen', true),
  screen('Email Link', 'behaviour §5: password reset and email change links land on pages of the site', true),
  screen('Embed', 'issue 12: /embed, how to embed the picker (element and React widget)', true),
  screen('Update Prompt', 'issue 13: a new version waits for Reload; ready to open offline', true),
  screen('Sync Status', 'issue 13: offline / saving / saved in the header', true),
  screen('Import', 'issue 14: iReal Pro, CSV, text or a backup; preview, then one write', true),
  screen('History', 'issue 14: every gig with its tunes and keys', true),
  screen('Not On This Device', 'issue 23: a page whose code the first visit could not save offline', true),
  screen('Follow', "issue 28: a bandmate follows the called tune, in their own instrument's key", true),
  screen('Practice', 'issue 29: what to practise today, one tune at a time, graded like flashcards', true),
  screen('Print Charts', "issue 49: a set's charts printed one a page, each in its tune's key", true),
];

export const REQUIRED_DIALOGS: readonly RequiredStory[] = [
  dialog('Network Error', 'spec §2 Modals; behaviour §7', true),
  dialog('Email Verification', 'spec §2 Modals; behaviour §7', true),
  dialog('Edit Title', 'spec §2 Modals (picker menu "Edit Song Title")', true),
  dialog('Edit Key', 'spec §2 Modals (picker menu "Edit Song Key")', true),
  dialog('Delete Song', 'spec §2 Modals (picker menu, song page)', true),
  dialog('Confirm Skip', 'issue 13: "confirm before SKIP" on the stage', true),
  dialog(
    'Changes Not Sent',
    'issue 13: signing out clears the device copy; offline changes would go with it',
    true,
  ),
  dialog('Not Saved', 'issue 13: a write refused on replay "is shown to the user with what was kept"', true),
  dialog('Change Set', 'spec §2 Modals; behaviour §7', true),
  dialog('Notes', 'spec §2 Modals; behaviour §7', true),
  dialog('Move Out Of Library', 'spec §2 Modals; behaviour §7', true),
  dialog('Add Song', 'spec §2 Modals; behaviour §7 legends (set page, All Songs)', true),
  dialog('Add Multiple Songs', 'spec §2 Modals', true),
  dialog('Errors Found', 'spec §2 Modals; behaviour §7', true),
  dialog('QuickStart Error', 'spec §2 Modals; §5 Multiple add', true),
  dialog('Already In Library', 'spec §2 Modals; behaviour §4', true),
  dialog('Delete Set', 'spec §2 Modals; behaviour §7', true),
  dialog('Confirm Remove Songs', 'spec §2 Modals; behaviour §7 (raised over Delete Set)', true),
  dialog('Cannot Delete Set', 'spec §2 Modals; behaviour §7', true),
  dialog('Password Reset', 'spec §2 Modals; behaviour §7', true),
  dialog('Password Reset Sent', 'spec §2 Modals; behaviour §7', true),
  dialog('Edit Set Name', 'spec §2 Modals', true),
  dialog('Add Set', 'spec §2 Modals', true),
  dialog('Add Songs From Your Library', 'spec §2 Modals', true),
  dialog('Add Song To List', 'spec §2 Modals: Add Song (wish list)', true),
  dialog(
    'Add Multiple Songs To List',
    "spec §2 Tunes I Want To Learn menu 'Add Multiple Songs To List'",
    true,
  ),
  dialog(
    'Move Into Library',
    'behaviour §4: wish-list check-mark opens Add Song with the title filled in',
    true,
  ),
  dialog(
    'Wish Already In Library',
    'behaviour §4: title already in the library, offer to remove the wish',
    true,
  ),
  dialog('Change Email', 'spec §2 Settings', true),
  dialog('Change Password', 'spec §2 Settings', true),
  dialog('Reauthenticate', 'spec §2 Settings', true),
  dialog('Delete Account', 'spec §2 Settings', true),
  dialog('Not On This Device', 'issue 23: a dialog whose code the first visit could not save offline', true),
  dialog('Share Live', 'issue 28: the leader shares the set being played: a link and its QR code', true),
];

export const REQUIRED_STORIES: readonly RequiredStory[] = [...REQUIRED_SCREENS, ...REQUIRED_DIALOGS];
