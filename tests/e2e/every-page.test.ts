import { addSet, addSongToSet, bulkAddToSet, wishAdd } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  logIn,
  PAGE_MENU,
  PASSWORD,
  pageMenu,
  type Site,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** A verified musician with two sets, songs (one new, with notes) and a wish list, made over the API. */
async function musicianWithLibrary(current: Site) {
  const {
    email,
    storage,
    firstSet: gig,
    write,
  } = await apiMusician(current, uniqueEmail('every-page'), PASSWORD);
  await write((library) =>
    addSongToSet(
      library,
      { setId: gig, title: 'Solar', knowledge: 'new', key: 'C', notes: 'Intro: 4 bars' },
      context,
    ),
  );
  await write((library) => bulkAddToSet(library, gig, 'Autumn Leaves\nBlue Bossa\nNardis', context));
  await write((library) => addSet(library, 'Sunday brunch', context));
  await write((library) => wishAdd(library, 'Countdown', context));
  await write((library) => wishAdd(library, 'Footprints', context));
  const library = await storage.loadLibrary();
  await storage.auth.logOut();
  const songId = (title: string) => Object.values(library.songs).find((song) => song.title === title)!.id;
  return { email, gig, solar: songId('Solar'), nardis: songId('Nardis') };
}

describe('every route and dialog', () => {
  it('has no axe violations, no console errors, and every dialog closes with Escape', async () => {
    const current = site();
    const url = current.server.url;
    const me = await musicianWithLibrary(current);
    const { context: browser, page, errors } = await site().device({ width: 375 });
    const found: Record<string, string[]> = {};
    const check = async (what: string) => {
      const violations = await axeViolations(page);
      if (violations.length) found[what] = violations;
    };
    /** Opens a dialog with `open`, checks it, and closes it with Escape. */
    const dialog = async (name: string, open: () => Promise<void>) => {
      await open();
      const shown = page.getByRole('dialog', { name });
      await shown.waitFor();
      await check(`dialog ${name}`);
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'detached' });
    };
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await check(path);
    };

    // Signed out: Welcome and its Password Reset dialog, Contact.
    await visit('/welcome', 'Tunedeck');
    await page.getByRole('button', { name: 'Log In' }).click();
    await dialog('Password Reset', () => page.getByRole('button', { name: 'Forgot Password?' }).click());
    await visit('/contact', 'Contact Us');
    // Embed the Picker, open to developers without an account: both live examples pick.
    await visit('/embed', 'Embed the Picker');
    for (const [place, name] of [
      ['Try the element', 'Example picker (element)'],
      ['Try the widget', 'Example picker (widget)'],
    ] as const) {
      // Each example is drawn as it comes near the screen.
      await page.getByRole('region', { name: place }).scrollIntoViewIfNeeded();
      const picker = page.getByRole('region', { name });
      const title = picker.locator('.td-card__title');
      const first = await title.textContent();
      await picker.getByRole('button', { name: 'NEXT' }).click();
      await expect.poll(() => title.textContent()).not.toBe(first);
    }
    await check('/embed after NEXT');
    // The element's file is served for other people's pages.
    const file = await fetch(`${url}/tunedeck-picker.js`);
    expect(file.headers.get('content-type')).toMatch(/javascript/);
    expect(await file.text()).toContain('tunedeck-picker');

    await logIn(current, page, me.email);
    await page.waitForURL(`${url}/`);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await check('/');

    // The picker and its dialogs.
    await page.goto(`${url}/controller`);
    await page.locator('.td-picker__tune').waitFor();
    await check('/controller');
    await dialog('Change Set', () => page.getByRole('button', { name: 'Change Set' }).click());
    await dialog('Notes', () => page.getByRole('button', { name: 'notes' }).click());
    await dialog('Edit Song Title', () => pageMenu(page, 'Edit Song Title'));
    await dialog('Edit Song Key', () => pageMenu(page, 'Edit Song Key'));
    await dialog('Delete Song', () => pageMenu(page, 'Delete Song From Library'));
    await page.getByRole('main').getByRole('button', { name: PAGE_MENU }).click();
    await check('/controller, menu open');
    await page.keyboard.press('Escape');

    // The library.
    await visit('/library', 'Library');
    await visit('/library/sets', 'Sets');
    await dialog('Add Set', () => page.getByRole('button', { name: 'Add a Set' }).click());
    await visit(`/library/sets/${me.gig}`, 'First set');
    await dialog("Add Song to 'First set'", () => pageMenu(page, 'Add New Song'));
    await pageMenu(page, 'Add New Song');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('Countdown');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Song' }).click();
    await page.getByRole('link', { name: /^Countdown/ }).waitFor();
    await visit('/library/sets', 'Sets');
    await page.getByRole('link', { name: 'Sunday brunch' }).click();
    await page.getByRole('heading', { name: 'Sunday brunch' }).waitFor();
    await check('/library/sets/{empty set}');
    await dialog('Already In Library', async () => {
      await pageMenu(page, 'Add New Song');
      await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('Solar');
      await page.getByRole('dialog').getByRole('button', { name: 'Add Song' }).click();
    });
    await page.goto(`${url}/library/sets/${me.gig}`);
    await dialog("Add Multiple Songs to 'First set'", () => pageMenu(page, 'Add Multiple New Songs'));
    await dialog('Add Songs From Your Library', () => pageMenu(page, 'Add Songs From Your Library'));
    await dialog('Edit Set Name', () => pageMenu(page, 'Edit Set Name'));
    await dialog('Delete Set', () => pageMenu(page, 'Delete Set'));
    await dialog('Confirm Remove Songs', async () => {
      await pageMenu(page, 'Delete Set');
      await page.getByRole('button', { name: 'Delete set, and remove songs from Library' }).click();
    });
    await visit(`/library/sets/${me.gig}/${me.solar}`, 'Solar');
    await page.getByRole('button', { name: 'Edit Notes' }).click();
    await check('song page, editing notes');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog('Delete Song', () => page.getByRole('button', { name: 'Delete Song' }).click());
    await visit('/library/allsongs', 'All Songs');
    await dialog('Add Song To Library', () => pageMenu(page, 'Add New Song'));
    await dialog('Add Multiple Songs', () => pageMenu(page, 'Add Multiple Songs'));
    await visit(`/library/allsongs/${me.nardis}`, 'Nardis');
    // History (empty: no gig played yet) and Import, with a preview of pasted titles.
    await visit('/library/history', 'History');
    await visit('/library/import', 'Import');
    await page.getByRole('textbox', { name: 'Or paste here' }).fill('Nardis\nFootprints');
    await page.getByRole('button', { name: 'Read Pasted Text' }).click();
    await page.getByRole('heading', { name: /^2 tunes from a list of titles/ }).waitFor();
    await check('/library/import, preview');

    // Unknown ids: "Library element not found", then the library after 2 s.
    await page.goto(`${url}/library/sets/${me.gig}/nosuchsong0000`);
    await page.getByText('Library element not found.', { exact: false }).waitFor();
    await check('library element not found');
    await page.waitForURL(`${url}/library`, { timeout: 5000 });

    // Tunes I Want To Learn.
    await visit('/tunesiwanttolearn', 'Tunes I Want To Learn');
    await dialog('Add Song To List', () => pageMenu(page, 'Add Song To List'));
    await dialog('Add Multiple Songs To List', () => pageMenu(page, 'Add Multiple Songs To List'));
    await dialog('Already In Library', () =>
      page.getByRole('button', { name: 'Move Countdown into the library' }).click(),
    );
    await dialog('Add Song To Library', () =>
      page.getByRole('button', { name: 'Move Footprints into the library' }).click(),
    );

    // Practice: today's list with its first tune and the four grades.
    await visit('/practice', 'Practice');
    await page.getByRole('group', { name: 'How did it go?' }).waitFor();
    await check('/practice with a tune');

    // Help, Settings and a page that does not exist.
    await visit('/help', 'Help Center');
    await visit('/help/docs', 'Docs');
    await page.goto(`${url}/help/quickstart/1`);
    await page.getByRole('link', { name: 'Close the Quick Start' }).waitFor();
    await check('/help/quickstart/1');
    await visit('/settings', 'Settings');
    await dialog('Change Email', () => page.getByRole('button', { name: 'Change Email' }).click());
    await dialog('Change Password', () => page.getByRole('button', { name: 'Change Password' }).click());
    await dialog('Delete Account', () => page.getByRole('button', { name: 'Delete Your Account' }).click());
    await dialog('Reauthenticate', async () => {
      await page.getByRole('button', { name: 'Delete Your Account' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Account' })
        .getByRole('button', { name: 'Delete' })
        .click();
    });
    await visit('/no/such/page', 'Page not found');

    // The last set cannot go: delete the other one, then try.
    await visit('/library/sets', 'Sets');
    await page.getByRole('link', { name: 'Sunday brunch' }).click();
    await page.getByRole('heading', { name: 'Sunday brunch' }).waitFor();
    await pageMenu(page, 'Delete Set');
    await page.getByRole('button', { name: 'Delete set, but keep songs in Library' }).click();
    await page.waitForURL(`${url}/library/sets`);
    await page.getByRole('link', { name: 'First set' }).click();
    await page.getByRole('heading', { name: 'First set' }).waitFor();
    await dialog('Cannot Delete Set', () => pageMenu(page, 'Delete Set'));

    // A write the server fails unexpectedly (its answer replaced by a 500): the Network Error dialog,
    // which closes with "Got it", and nothing half-done: the name is back to the server's.
    await page.goto(`${url}/library/sets/${me.gig}`);
    await page.getByRole('heading', { name: 'First set' }).waitFor();
    await page.route('**/api/tunedeck/changes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something broke."}' }),
    );
    await pageMenu(page, 'Edit Set Name');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Set name' }).fill('Broken name');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Network Error' }).waitFor();
    await check('dialog Network Error');
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('heading', { name: 'First set' }).waitFor();
    await page.unroute('**/api/tunedeck/changes');

    // No network: the write is kept on the device, said in the header, and sent when the network is back.
    await browser.setOffline(true);
    await pageMenu(page, 'Edit Set Name');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Set name' }).fill('Offline name');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Offline name' }).waitFor();
    await page
      .getByRole('banner')
      .getByText(/^Offline · 1 waiting\. /)
      .waitFor();
    await expect(page.getByRole('dialog', { name: 'Network Error' }).count()).resolves.toBe(0);
    await browser.setOffline(false);
    await page.getByRole('banner').getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });

    expect(found).toEqual({});
    const offline = /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 500 .*\/api\/tunedeck\/changes$/;
    expect(errors.filter((error) => !offline.test(error))).toEqual([]);
    await browser.close();
  }, 240_000);
});

describe('a song opened from All Songs', () => {
  it('stands beside the list on a desk, the list kept as it was; alone on a phone', async () => {
    const current = site();
    const url = current.server.url;
    const me = await musicianWithLibrary(current);
    const { context: browser, page, errors } = await site().device({ width: 1280 });
    await logIn(current, page, me.email);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.goto(`${url}/library/allsongs`);
    await page.getByRole('heading', { name: 'All Songs', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'All songs' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Knowledge' });
    await list.getByRole('link', { name: /^Solar/ }).click();

    // The song's page, and beside it the same list: still sorted as chosen, the song's row marked.
    await page.getByRole('heading', { name: 'Solar', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await list.isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('knowledge');
    expect(await list.getByRole('link', { name: /^Solar/ }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);
    // The next song is one click away; the way back goes to the song before.
    await list.getByRole('link', { name: /^Nardis/ }).click();
    await page.getByRole('heading', { name: 'Nardis', level: 1 }).waitFor();
    expect(await list.getByRole('link', { name: /^Nardis/ }).getAttribute('aria-current')).toBe('page');
    expect(await list.getByRole('link', { name: /^Solar/ }).getAttribute('aria-current')).toBeNull();
    await page.goBack();
    await page.getByRole('heading', { name: 'Solar', level: 1 }).waitFor();

    // A phone: the song's page alone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Solar', level: 1 }).waitFor();
    expect(await list.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await browser.close();
  });
});
