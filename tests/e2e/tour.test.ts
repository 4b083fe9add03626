import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  logIn,
  PAGE_MENU,
  PASSWORD,
  serverRecords,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();

/** Where the tour's screenshots go (looked at by a person; not compared). */
const SHOTS = 'node_modules/.cache/tour-screenshots';
/** Steps shot at 375 px: the four, or every one with TOUR_SHOTS=all. */
const shot = (n: number) => process.env.TOUR_SHOTS === 'all' || [1, 30, 46].includes(n);
/** The phone the tour runs on; TOUR_WIDTH=1280 walks it on a desktop. */
const WIDTH = Number(process.env.TOUR_WIDTH ?? 375);

describe('Quick Start, the whole tour', () => {
  it('goes from step 1 to 52 on a fresh account by roles and names, axe-clean at every step, and leaves the set, the songs and the moved-out tune', async () => {
    const { server } = site();
    const musician = await apiMusician(site(), uniqueEmail('whole-tour'), PASSWORD);
    const { context, page, errors } = await site().device({ width: WIDTH });
    await logIn(site(), page, musician.email);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    mkdirSync(SHOTS, { recursive: true });

    const violations: string[] = [];
    /** Waits for step `n`, checks it with axe, then does what the callout asks. */
    const step = async (n: number, act: (page: Page) => Promise<void>) => {
      await page.waitForURL(`${server.url}/help/quickstart/${n}`);
      await page.getByText(`Step ${n} of 52`).first().waitFor();
      for (const violation of await axeViolations(page)) violations.push(`step ${n}: ${violation}`);
      if (shot(n))
        await page.screenshot({ path: `${SHOTS}/step-${String(n).padStart(2, '0')}-${WIDTH}.png` });
      await act(page);
    };
    const main = () => page.getByRole('main');
    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
    const gotIt = () => main().getByRole('button', { name: 'Got it' }).click();
    const pageMenu = () => main().getByRole('button', { name: PAGE_MENU }).click();
    const entry = (name: string) => main().getByRole('button', { name }).click();
    const mainMenu = () => page.getByRole('button', { name: 'Main menu' }).click();
    const destination = (name: string) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

    await page.goto(`${server.url}/help`);
    await page.getByRole('link', { name: 'Quick Start' }).click();

    await step(1, mainMenu);
    // No dead ends: closing the menu at 2 goes back to 1, Cancel at 5 back to 4.
    await step(2, () => page.keyboard.press('Escape'));
    await step(1, mainMenu);
    await step(2, () => destination('Library'));
    await step(3, () => main().getByRole('link', { name: 'Sets', exact: true }).click());
    await step(4, () => entry('Add a Set'));
    await step(5, () => dialog('Add Set').getByRole('button', { name: 'Cancel' }).click());
    await step(4, () => entry('Add a Set'));
    await step(5, async () => {
      await dialog('Add Set').getByRole('textbox', { name: 'Title' }).fill('Tour Gig');
      await dialog('Add Set').getByRole('button', { name: 'Add', exact: true }).click();
    });
    await step(6, () =>
      main()
        .getByRole('link', { name: /^Tour Gig/ })
        .click(),
    );
    await step(7, pageMenu);
    await step(8, () => entry('Add New Song'));
    const addSong = dialog("Add Song to 'Tour Gig'");
    await step(9, async () => {
      await addSong.getByRole('textbox', { name: 'Title' }).fill('Autumn Leaves');
      await addSong.getByRole('button', { name: 'Got it' }).click();
    });
    await step(10, async () => {
      await addSong.getByRole('combobox', { name: 'Key' }).selectOption('G');
      await addSong.getByRole('button', { name: 'Got it' }).click();
    });
    await step(11, async () => {
      await addSong.getByRole('radio', { name: /^New/ }).check();
      await addSong.getByRole('button', { name: 'Got it' }).click();
    });
    await step(12, () => addSong.getByRole('button', { name: 'Add Song' }).click());
    await step(13, gotIt);
    await step(14, pageMenu);
    await step(15, () => entry('Add Multiple New Songs'));
    const addMany = dialog(/^Add Multiple Songs/);
    const box = addMany.getByRole('textbox', { name: 'Song titles' });
    // Two songs, not three: the QuickStart Error, then back at 16 with the lines kept.
    await step(16, async () => {
      await box.fill('Blue Bossa\nSolar');
      await addMany.getByRole('button', { name: 'Got it' }).click();
    });
    await step(17, () => addMany.getByRole('button', { name: 'Add Songs' }).click());
    const error = dialog('QuickStart Error');
    await error.waitFor();
    await expect(error.getByText(/exactly 3 songs/)).toBeTruthy();
    await page.screenshot({ path: `${SHOTS}/step-17-error-${WIDTH}.png` });
    for (const violation of await axeViolations(page)) violations.push(`step 17 error: ${violation}`);
    await error.getByRole('button', { name: 'Got it' }).click();
    await step(16, async () => {
      expect(await box.inputValue()).toBe('Blue Bossa\nSolar');
      await box.fill('Blue Bossa\nSolar\nAll The Things You Are');
      await addMany.getByRole('button', { name: 'Got it' }).click();
    });
    await step(17, () => addMany.getByRole('button', { name: 'Add Songs' }).click());
    await step(18, () =>
      main()
        .getByRole('link', { name: /^Solar/ })
        .click(),
    );
    await step(19, () => entry('edit How Well Do I Know This Tune?'));
    await step(20, async () => {
      await main()
        .getByRole('radio', { name: /^Medium/ })
        .check();
      await entry('Confirm');
    });
    await step(21, () =>
      main().getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tour Gig' }).click(),
    );
    await step(22, pageMenu);
    await step(23, () => entry('Set As PickerSet'));
    await step(24, mainMenu);
    await step(25, () => destination('Picker'));
    await step(26, gotIt);
    await step(27, pageMenu);
    await step(28, () => entry('Start New Gig'));
    await step(29, gotIt);
    await step(30, () => entry('SKIP'));
    for (let n = 31; n <= 38; n += 1) await step(n, () => entry('NEXT'));
    // NEXT is inert at 39: the focus went to the callout, not to nowhere.
    await step(39, async () => {
      expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Tour step');
      await gotIt();
    });
    await step(40, gotIt);
    await step(41, gotIt);
    await step(42, pageMenu);
    await step(43, () => entry('Start New Gig'));
    await step(44, gotIt);
    // ↑ until the tune is green (or its own button when it already is).
    await step(45, async () => {
      const green = main().getByRole('button', { name: 'It is already green' });
      if (await green.isVisible()) return green.click();
      while (page.url().endsWith('/45')) {
        await entry('Raise knowledge');
        await page.waitForTimeout(100);
      }
    });
    // ↓ until the tune is orange, then once more: Move Out Of Library.
    await step(46, async () => {
      while (page.url().endsWith('/46')) {
        await main()
          .getByRole('button', { name: /^Lower knowledge/ })
          .click();
        await page.waitForTimeout(100);
      }
    });
    const moveOut = dialog('Move Out Of Library');
    const question = (await moveOut.getByText(/^Do you want to erase/).textContent()) ?? '';
    const movedOut = /'(.+)' from your library/.exec(question)?.[1] ?? '';
    expect(movedOut).not.toBe('');
    await step(47, () => moveOut.getByRole('button', { name: 'Move Out and Erase From Library' }).click());
    await step(48, mainMenu);
    await step(49, () => destination('Tunes To Learn'));
    await step(50, async () => {
      await main().getByText(movedOut, { exact: true }).waitFor();
      await gotIt();
    });
    await step(51, gotIt);
    await step(52, () => page.getByRole('link', { name: 'Close the Quick Start' }).click());
    await page.waitForURL(`${server.url}/help`);
    expect(violations).toEqual([]);

    // What the tour made is the musician's own: the set with its four songs, Solar lowered to medium at
    // step 20 (unless it was the tune moved out), and the moved-out tune on the wish list.
    const sets = await serverRecords(site(), musician.email, 'sets');
    const tourSet = sets.find((set) => set.name === 'Tour Gig');
    expect(tourSet).toBeDefined();
    const songs = await serverRecords(site(), musician.email, 'songs');
    const titles = songs.map((song) => song.title).sort();
    const made = ['All The Things You Are', 'Autumn Leaves', 'Blue Bossa', 'Solar'];
    expect(titles).toEqual(made.filter((title) => title !== movedOut));
    const wishes = await serverRecords(site(), musician.email, 'wishlist');
    expect(wishes.map((wish) => wish.title)).toEqual([movedOut]);
    const account = await musician.storage.auth.refresh();
    expect(account.tour).toMatchObject({ step: 52, finished: true });
    expect(account.pickerSet).toBe(tourSet?.id);

    // A finished tour starts again from its first step.
    await page.getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/1`);
    await page.getByText('Step 1 of 52').waitFor();

    // And on the screens: the wish list shows the tune.
    await page.goto(`${server.url}/tunesiwanttolearn`);
    await page.getByText(movedOut, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    // 52 steps with axe on each: minutes on a busy two-core machine, not seconds.
  }, 240_000);
});

describe('Quick Start progress', () => {
  it('resumes at the saved step after a reload and on another device, and saves each step it moves to', async () => {
    const { server } = site();
    const musician = await apiMusician(site(), uniqueEmail('tour'), PASSWORD);
    // Step 33, as a first device left it.
    await musician.storage.apply({
      ops: [{ type: 'account', patch: { tour: { step: 33, setId: musician.firstSet } } }],
    });
    const tourStep = async () => (await musician.storage.auth.refresh()).tour?.step;

    const { context, page, errors } = await site().device({ width: 375 });
    await logIn(site(), page, musician.email);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await page.goto(`${server.url}/help`);
    await page.getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/33`);
    await page.getByText('Step 33 of 52').waitFor();
    await page.reload();
    await page.getByText('Step 33 of 52').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A teaching step moves on by its button, and the server holds the new step.
    await page.goto(`${server.url}/help/quickstart/39`);
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/40`);
    await eventually(async () => (await tourStep()) === 40, 'the server to hold step 40');

    // Step 17's Back returns to 16.
    await page.goto(`${server.url}/help/quickstart/17`);
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/16`);
    await eventually(async () => (await tourStep()) === 16, 'the server to hold step 16');

    // Another device picks up where this one is.
    const phone = await site().device({ width: 375 });
    await logIn(site(), phone.page, musician.email);
    await phone.page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await phone.page.goto(`${server.url}/help/quickstart`);
    await phone.page.waitForURL(`${server.url}/help/quickstart/16`);
    await phone.page.getByText('Step 16 of 52').first().waitFor();

    expect([...errors, ...phone.errors]).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
