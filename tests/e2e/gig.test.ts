import { addSongToSet } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  PASSWORD,
  pageMenu,
  serverRecords,
  signUpVerified,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** The titles of a song list's first rows. */
async function firstRows(page: Page, list: string, count: number) {
  const rows = page.getByRole('list', { name: list }).getByRole('link');
  const titles = await rows.locator('.td-row__title').allTextContents();
  return titles.slice(0, count);
}

/** The server's picker state of a set. */
async function serverPicker(email: string, setId: string) {
  const pickers = await serverRecords(site(), email, 'pickers');
  return pickers.find((record) => record.set === setId)?.state as
    | { version: number; current: { song: string } | null; played: string[] }
    | undefined;
}

async function serverSongTitle(email: string, songId: string) {
  const songs = await serverRecords(site(), email, 'songs');
  return songs.find((song) => song.id === songId)?.title;
}

describe('a musician builds a set and plays a gig', () => {
  it('builds the set, plays, reloads, plays on two devices and through a network cut', async () => {
    const { server } = site();
    const phone = await site().device({ width: 375 });
    const page = phone.page;
    const email = uniqueEmail('gig');
    await signUpVerified(site(), page, email);
    const dialogsSeen: string[] = [];
    const axeDialog = async (name: string) => {
      await page.getByRole('dialog', { name }).waitFor();
      expect(await axeViolations(page), `axe on the dialog ${name}`).toEqual([]);
      dialogsSeen.push(name);
    };

    // A song in the library first (All Songs), to add from the library later.
    await goByMenu(page, 'Library');
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'All Songs' }).click();
    await page.getByRole('heading', { name: 'All Songs' }).waitFor();
    await pageMenu(page, 'Add New Song');
    await axeDialog('Add Song To Library');
    const toLibrary = page.getByRole('dialog', { name: 'Add Song To Library' });
    await toLibrary.getByRole('textbox', { name: 'Title' }).fill('Zingaro');
    await toLibrary.getByRole('radio', { name: /^Medium/ }).check();
    await toLibrary.getByRole('button', { name: 'Add Song' }).click();
    await page.getByRole('link', { name: /^Zingaro/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new set.
    await page.getByRole('link', { name: 'Library' }).first().click();
    await page.getByRole('link', { name: 'Sets' }).click();
    await page.getByRole('button', { name: 'Add a Set' }).click();
    await axeDialog('Add Set');
    await page
      .getByRole('dialog', { name: 'Add Set' })
      .getByRole('textbox', { name: 'Title' })
      .fill('Gig Book');
    await page.getByRole('dialog', { name: 'Add Set' }).getByRole('button', { name: 'Add' }).click();
    await page.getByRole('link', { name: 'Gig Book' }).click();
    await page.getByRole('heading', { name: 'Gig Book' }).waitFor();
    const setId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.title()).resolves.toBe('Gig Book · Tunedeck');
    expect(await axeViolations(page)).toEqual([]);

    // One song, new, in C.
    await pageMenu(page, 'Add New Song');
    await axeDialog("Add Song to 'Gig Book'");
    const addSong = page.getByRole('dialog', { name: "Add Song to 'Gig Book'" });
    await addSong.getByRole('textbox', { name: 'Title' }).fill('Autumn Leaves');
    await addSong.getByRole('combobox', { name: 'Key' }).selectOption('C');
    await addSong.getByRole('radio', { name: /^New/ }).check();
    await addSong.getByRole('button', { name: 'Add Song' }).click();
    await page
      .getByRole('list', { name: 'Songs of Gig Book' })
      .getByRole('link', { name: /Autumn Leaves/ })
      .waitFor();

    // Twenty more with Add Multiple; two lines break the title rules and are listed in Errors Found.
    const lines = Array.from({ length: 20 }, (_, i) => `Tune ${String(i + 1).padStart(2, '0')}`);
    await pageMenu(page, 'Add Multiple New Songs');
    await axeDialog("Add Multiple Songs to 'Gig Book'");
    const multi = page.getByRole('dialog', { name: "Add Multiple Songs to 'Gig Book'" });
    await multi
      .getByRole('textbox', { name: 'Song titles' })
      .fill([...lines, '.Bad Line', 'Worse..Line'].join('\n'));
    await multi.getByRole('button', { name: 'Add Songs' }).click();
    await axeDialog('Errors Found');
    const errors = page.getByRole('dialog', { name: 'Errors Found' });
    expect(await errors.getByRole('listitem').allTextContents()).toEqual(['.Bad Line', 'Worse..Line']);
    await errors.getByRole('button', { name: 'Got It' }).click();
    await expect(
      page.getByRole('list', { name: 'Songs of Gig Book' }).getByRole('link').count(),
    ).resolves.toBe(21);

    // Zingaro from the library.
    await pageMenu(page, 'Add Songs From Your Library');
    await axeDialog('Add Songs From Your Library');
    const fromLibrary = page.getByRole('dialog', { name: 'Add Songs From Your Library' });
    await fromLibrary.getByRole('checkbox', { name: 'Zingaro' }).check();
    await fromLibrary.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('list', { name: 'Songs of Gig Book' })
      .getByRole('link', { name: /Zingaro/ })
      .waitFor();

    // Renamed.
    await pageMenu(page, 'Edit Set Name');
    await axeDialog('Edit Set Name');
    const rename = page.getByRole('dialog', { name: 'Edit Set Name' });
    await rename.getByRole('textbox', { name: 'Set name' }).fill('Friday Gig');
    await rename.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Friday Gig' }).waitFor();
    const list = 'Songs of Friday Gig';

    // Each of the five sorts.
    const sort = page.getByRole('combobox', { name: 'Sort' });
    const expected: Array<[string, string[]]> = [
      ['Title - Descending', ['Zingaro', 'Tune 20', 'Tune 19']],
      ['Knowledge', ['Autumn Leaves', 'Zingaro', 'Tune 01']],
      ['Date Created - Old To New', ['Zingaro', 'Autumn Leaves', 'Tune 01']],
      ['Date Created - New To Old', ['Tune 01', 'Tune 02', 'Tune 03']],
      ['Title - Ascending', ['Autumn Leaves', 'Tune 01', 'Tune 02']],
    ];
    for (const [label, rows] of expected) {
      await sort.selectOption({ label });
      expect(await firstRows(page, list, 3), label).toEqual(rows);
    }
    for (const name of ['Delete Set']) {
      await pageMenu(page, name);
      await axeDialog('Delete Set');
      await page.getByRole('dialog', { name: 'Delete Set' }).getByRole('button', { name: 'Cancel' }).click();
    }

    // The set goes to the picker.
    await pageMenu(page, 'Set As PickerSet');
    await page.getByText('* Currently Selected in the Tunedeck').waitFor();
    await goByMenu(page, 'Picker');
    await page.waitForURL(`${server.url}/controller`);
    await page.locator('.td-picker__tune').waitFor();
    await pageMenu(page, 'Start New Gig');
    const seen: string[] = [(await tuneOnScreen(page)).title];
    for (let i = 0; i < 10; i += 1) {
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect
        .poll(async () => (await tuneOnScreen(page)).title, { timeout: 5000 })
        .not.toBe(seen[seen.length - 1]);
      seen.push((await tuneOnScreen(page)).title);
    }
    expect(new Set(seen).size).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'SKIP' }).click();
    await expect.poll(async () => (await tuneOnScreen(page)).title).not.toBe(seen[seen.length - 1]);
    expect(await axeViolations(page)).toEqual([]);

    // ↓ then ↑ change the tune's knowledge; ↓ down to Move Out Of Library moves it to the wish list.
    const before = await tuneOnScreen(page);
    const levels = ['New', 'Medium', 'Know'];
    const lowered = levels[Math.max(0, levels.indexOf(before.knowledge) - 1)]!;
    if (before.knowledge !== 'New') {
      await page.getByRole('button', { name: 'Lower knowledge', exact: true }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).knowledge).toBe(lowered);
      await page.getByRole('button', { name: 'Raise knowledge' }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).knowledge).toBe(before.knowledge);
    }
    const movedOut = before.title;
    while ((await tuneOnScreen(page)).knowledge !== 'New') {
      const level = (await tuneOnScreen(page)).knowledge;
      await page.getByRole('button', { name: 'Lower knowledge', exact: true }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).knowledge).not.toBe(level);
    }
    expect((await tuneOnScreen(page)).title).toBe(movedOut);
    await page.getByRole('button', { name: 'Lower knowledge: move out of library' }).click();
    await axeDialog('Move Out Of Library');
    await page
      .getByRole('dialog', { name: 'Move Out Of Library' })
      .getByRole('button', { name: 'Move Out and Erase From Library' })
      .click();
    await expect.poll(async () => (await tuneOnScreen(page)).title).not.toBe(movedOut);
    await goByMenu(page, 'Tunes To Learn');
    await page.getByRole('heading', { name: 'Tunes I Want To Learn' }).waitFor();
    await page
      .getByRole('list', { name: 'Tunes I want to learn' })
      .getByText(movedOut, { exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'All Songs' }).click();
    await page.getByRole('list', { name: 'All songs' }).waitFor();
    await expect(page.getByRole('link', { name: new RegExp(`^${movedOut}`) }).count()).resolves.toBe(0);

    // Reload mid-gig: the same tune, key and round.
    await goByMenu(page, 'Picker');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const shown = await tuneOnScreen(page);
    await eventually(
      async () =>
        (await serverSongTitle(email, (await serverPicker(email, setId))!.current!.song)) === shown.title,
      'the pick to reach the server',
    );
    const round = await serverPicker(email, setId);
    await page.reload();
    expect(await tuneOnScreen(page)).toEqual(shown);
    expect(await serverPicker(email, setId)).toEqual(round);

    // A second device of the same musician follows without reloading.
    const laptop = await site().device({ width: 1280 });
    await logIn(site(), laptop.page, email);
    await laptop.page.waitForURL(`${server.url}/`);
    await laptop.page.goto(`${server.url}/library/sets/${setId}`);
    const laptopList = laptop.page.getByRole('list', { name: list });
    await laptopList.waitFor();
    await page.goto(`${server.url}/library/sets/${setId}`);
    await pageMenu(page, 'Add New Song');
    const another = page.getByRole('dialog', { name: "Add Song to 'Friday Gig'" });
    await another.getByRole('textbox', { name: 'Title' }).fill('Blue Monk');
    await another.getByRole('button', { name: 'Add Song' }).click();
    const blueMonk = laptopList.getByRole('link', { name: /^Blue Monk/ });
    await blueMonk.waitFor();
    // On the laptop's desk the set is a table: the row also says when the tune was last played.
    await expect(blueMonk.textContent()).resolves.toBe('Blue Monk Know Random key Never played');
    await page.getByRole('link', { name: /^Blue Monk/ }).click();
    await page.getByRole('button', { name: 'Edit How Well Do I Know This Tune?' }).click();
    await page.getByRole('radio', { name: /^New/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => blueMonk.textContent()).toBe('Blue Monk New Random key Never played');
    await laptop.page.goto(`${server.url}/controller`);
    await goByMenu(page, 'Picker');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const picked = (await tuneOnScreen(page)).title;
    await expect.poll(async () => (await tuneOnScreen(laptop.page)).title, { timeout: 5000 }).toBe(picked);

    // The network drops mid-gig: five more picks, kept on the phone; back online, the server has them.
    await phone.context.setOffline(true);
    const offline: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const last = (await tuneOnScreen(page)).title;
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).title).not.toBe(last);
      offline.push((await tuneOnScreen(page)).title);
    }
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    // The header says so too, with the picks it keeps for the server.
    await page
      .getByRole('banner')
      .getByText(/^Offline · \d+ waiting\. No network: \d+ changes kept on this device/)
      .waitFor();
    // Nothing of them reached the server yet: it still holds the last pick made online.
    const held = (await serverPicker(email, setId))!.current!.song;
    await expect(serverSongTitle(email, held)).resolves.toBe(picked);
    await expect(page.getByRole('dialog', { name: 'Network Error' }).count()).resolves.toBe(0);
    // Meanwhile a song comes in from elsewhere (another device of the musician's, over the API); the
    // phone hears nothing of it while offline.
    const elsewhere = createPocketBaseStorage({ url: server.url });
    await elsewhere.auth.logIn({ email, password: PASSWORD });
    const added = addSongToSet(await elsewhere.loadLibrary(), { setId, title: 'Played Offline' }, context);
    if (!added.ok) throw new Error('the song from elsewhere was refused');
    await elsewhere.apply(added.change);
    await elsewhere.auth.logOut();
    await phone.context.setOffline(false);
    await eventually(
      async () =>
        (await serverSongTitle(email, (await serverPicker(email, setId))!.current!.song)) === offline[4],
      'the offline picks to reach the server',
    );
    await page.getByRole('banner').getByText('Saved', { exact: true }).waitFor();
    await expect
      .poll(async () => (await tuneOnScreen(laptop.page)).title, { timeout: 10_000 })
      .toBe(offline[4]);
    expect(await axeViolations(page)).toEqual([]);
    // Back online, the phone shows the song from elsewhere without a reload (in-app navigation).
    await page.getByRole('link', { name: 'Friday Gig' }).click();
    await page
      .getByRole('list', { name: list })
      .getByRole('link', { name: /^Played Offline/ })
      .waitFor();

    expect(dialogsSeen.length).toBeGreaterThanOrEqual(9);
    expect(phone.errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  }, 300_000);
});
