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
/** A tall phone and a desk: the tour is walked on the first (TOUR_WIDTH=1280: on the desk) and every
 * step is looked at on both. */
const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 800 };
const SIZES = process.env.TOUR_WIDTH === '1280' ? [DESK, PHONE] : [PHONE, DESK];
const WIDTH = (SIZES[0] as typeof PHONE).width;
/** The steps are looked at on a small phone too (320 × 568), where pages scroll. */
const SMALL = { width: 320, height: 568 };
const SMALL_TOO = [1, 11, 20, 21, 26, 31, 45];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const boxOf = (box: { x: number; y: number; width: number; height: number }): Box => ({
  top: box.y,
  bottom: box.y + box.height,
  left: box.x,
  right: box.x + box.width,
});
/** Whether two boxes overlap (more than a pixel: borders that touch do not). */
const overlap = (a: Box, b: Box) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;

/** The rings of what the step points at (a control) or talks about, where they are on screen. */
const RINGS = `[...(document.querySelector('dialog[open]') ?? document).querySelectorAll('[data-tour-target], [data-tour-highlight]')]
  .filter((element) => element.getClientRects().length > 0)
  .map((element) => { const r = element.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; })`;

/**
 * The tour never contradicts itself on screen: "Step N of 52" in view; the callout (the region "Tour
 * step") in view; it covers nothing the step points at or talks about; and that is on screen, below
 * the bar and the callout (from its top, where it is taller than the room left).
 */
async function lookAt(page: Page, n: number, where: string) {
  const size = page.viewportSize() ?? PHONE;
  const view: Box = { top: 0, left: 0, bottom: size.height, right: size.width };
  const inView = (box: Box) =>
    box.top >= view.top - 1 && box.bottom <= view.bottom + 1 && box.left >= -1 && box.right <= view.right + 1;
  const counter = page.getByText(`Step ${n} of 52`).filter({ visible: true }).last();
  const bar = boxOf((await counter.boundingBox()) ?? { x: 0, y: -1, width: 0, height: 0 });
  expect(inView(bar), `step ${n} ${where}: the step bar is in view`).toBe(true);
  const region = page.getByRole('region', { name: 'Tour step' }).filter({ visible: true }).last();
  const callout = boxOf((await region.boundingBox()) ?? { x: 0, y: -1, width: 0, height: 0 });
  expect(inView(callout), `step ${n} ${where}: the callout is in view`).toBe(true);
  const rings = (await page.evaluate(RINGS)) as Box[];
  for (const ring of rings)
    expect(overlap(callout, ring), `step ${n} ${where}: the callout covers what it points at`).toBe(false);
  const first = rings[0];
  if (!first) return;
  const room = view.bottom - Math.max(bar.bottom, callout.bottom <= first.top + 1 ? callout.bottom : 0);
  expect(first.top, `step ${n} ${where}: what the step points at is below the bar`).toBeGreaterThanOrEqual(
    bar.bottom - 1,
  );
  expect(first.top, `step ${n} ${where}: what the step points at is on screen`).toBeLessThan(view.bottom);
  if (first.bottom - first.top <= room)
    expect(first.bottom, `step ${n} ${where}: all of it`).toBeLessThanOrEqual(view.bottom + 1);
}

const twoFrames = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))';

/**
 * The page at each size, looked at, and scrolled to its end with the step bar still in view; then back
 * at the first size, where it was (the tour is walked there).
 */
async function atEverySize(page: Page, n: number) {
  const sizes = SMALL_TOO.includes(n) ? [...SIZES, SMALL] : SIZES;
  for (const [index, size] of sizes.entries()) {
    if (index > 0) await page.setViewportSize(size);
    // Two frames: the callout is placed again for the new size.
    await page.evaluate(twoFrames);
    await lookAt(page, n, `at ${size.width}×${size.height}`);
    const where = await page.evaluate('scrollY');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const counter = page.getByText(`Step ${n} of 52`).filter({ visible: true }).last();
    const bar = boxOf((await counter.boundingBox()) ?? { x: 0, y: -1, width: 0, height: 0 });
    expect(bar.top >= 0 && bar.bottom <= size.height, `step ${n}: the step bar stays in view`).toBe(true);
    await page.evaluate(`window.scrollTo(0, ${where})`);
  }
  await page.setViewportSize(SIZES[0] as typeof PHONE);
  await page.evaluate(twoFrames);
}

describe('Quick Start, the whole tour', () => {
  it('goes from step 1 to 52 on a fresh account by roles and names, axe-clean at every step, and leaves the set, the songs and the moved-out tune', async () => {
    const { server } = site();
    const musician = await apiMusician(site(), uniqueEmail('whole-tour'), PASSWORD);
    const { context, page, errors } = await site().device({ width: WIDTH });
    await page.setViewportSize(SIZES[0] as typeof PHONE);
    await logIn(site(), page, musician.email);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    mkdirSync(SHOTS, { recursive: true });
    const desk = WIDTH >= 1024;

    // A step opened directly that needs what the tour makes (here nothing yet): the callout says so
    // and points at the way to start again, not at the step's own control.
    await page.goto(`${server.url}/help/quickstart/10`);
    const restart = page.getByRole('main').getByRole('button', { name: 'Start the Quick Start again' });
    await restart.waitFor();
    expect(await page.getByRole('region', { name: 'Tour step' }).textContent()).toMatch(
      /^Start again from step 1: the tour makes them on the way/,
    );
    expect(await restart.getAttribute('data-tour-target')).toBe('');
    expect(await page.getByRole('button', { name: 'Got it' }).count()).toBe(0);
    await lookAt(page, 10, 'lost');

    const violations: string[] = [];
    /** Waits for step `n`, checks it with axe, then does what the callout asks. */
    const step = async (n: number, act: (page: Page) => Promise<void>) => {
      await page.waitForURL(`${server.url}/help/quickstart/${n}`);
      await page.getByText(`Step ${n} of 52`).first().waitFor();
      for (const violation of await axeViolations(page)) violations.push(`step ${n}: ${violation}`);
      await atEverySize(page, n);
      if (shot(n))
        await page.screenshot({ path: `${SHOTS}/step-${String(n).padStart(2, '0')}-${WIDTH}.png` });
      await act(page);
    };
    const main = () => page.getByRole('main');
    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
    const gotIt = () => main().getByRole('button', { name: 'Got it' }).click();
    const pageMenu = () => main().getByRole('button', { name: PAGE_MENU }).click();
    const entry = (name: string) => main().getByRole('button', { name }).click();
    // On a desk the menu is the sidebar, open already: the step says so and moves on by its button.
    const mainMenu = () =>
      desk
        ? main().getByRole('button', { name: 'Got it' }).click()
        : page.getByRole('button', { name: 'Main menu' }).click();
    const destination = (name: string) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

    await page.goto(`${server.url}/help`);
    await page.getByRole('link', { name: 'Quick Start' }).click();

    // Step 1 covers nothing of the page: its title stays in view.
    await step(1, async () => {
      const title = boxOf((await main().getByRole('heading', { name: 'Help Center' }).boundingBox())!);
      const callout = boxOf((await page.getByRole('region', { name: 'Tour step' }).boundingBox())!);
      expect(overlap(title, callout)).toBe(false);
      // On a desk the menu is the sidebar beside the tour, as on the app's other pages.
      if (desk)
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Log Out' })
          .waitFor();
      await mainMenu();
    });
    // No dead ends: closing the menu at 2 goes back to 1 (a sidebar does not close), Cancel at 5 back to 4.
    if (!desk) {
      await step(2, () => page.keyboard.press('Escape'));
      await step(1, mainMenu);
    }
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
      await keyIsPointedAt(page, addSong);
      await addSong.getByRole('combobox', { name: 'Key' }).selectOption('G');
      await addSong.getByRole('button', { name: 'Got it' }).click();
    });
    // Step 11 waits for the knowledge itself, chosen where it is on screen: no button passes it.
    await step(11, async () => {
      await knowledgeIsOnScreen(page, addSong);
      await addSong.getByRole('radio', { name: /^New/ }).check();
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
    await step(19, () => entry('Edit How Well Do I Know This Tune?'));
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
      if (await green.isVisible()) {
        // ↑ is off for a green tune: the callout says so, beside it, rather than asking for it.
        expect(await page.getByRole('region', { name: 'Tour step' }).textContent()).toContain(
          'already green',
        );
        expect(await main().getByRole('button', { name: 'Raise knowledge' }).isDisabled()).toBe(true);
        return green.click();
      }
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

    // Step 10 opened directly: the callout in Add Song points at its key, in view.
    await page.goto(`${server.url}/help/quickstart/10`);
    const addSong = page.getByRole('dialog', { name: /^Add Song to/ });
    await keyIsPointedAt(page, addSong);
    await lookAt(page, 10, 'opened directly');

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

/** Step 10 in Add Song: the callout asks for the key, and the key's field is what it points at, in view. */
async function keyIsPointedAt(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const key = dialog.getByRole('combobox', { name: 'Key' });
  await key.waitFor();
  expect(await dialog.getByRole('region', { name: 'Tour step' }).textContent()).toContain('Pick its key');
  await eventually(
    async () => (await key.evaluate((element) => element.closest('[data-tour-target]') !== null)) === true,
    'the key field to be pointed at',
  );
  await fieldInView(page, dialog, key);
}

/**
 * Step 11 in Add Song: the knowledge choices are pointed at and on screen in the dialog, below its
 * callout (which stays at the dialog's top), and nothing but a choice moves the tour on.
 */
async function knowledgeIsOnScreen(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const choices = dialog.getByRole('group', { name: 'How Well Do I Know This Tune?' });
  await eventually(
    async () => (await choices.getAttribute('data-tour-target')) === '',
    'the knowledge choices to be pointed at',
  );
  expect(await dialog.getByRole('button', { name: 'Got it' }).count()).toBe(0);
  await fieldInView(page, dialog, choices);
}

/** A field of the dialog is all on screen, inside the dialog, below the dialog's callout. */
async function fieldInView(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  field: ReturnType<Page['getByRole']>,
) {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  const size = page.viewportSize() ?? PHONE;
  const box = boxOf((await field.boundingBox())!);
  const frame = boxOf((await dialog.boundingBox())!);
  const callout = boxOf((await dialog.getByRole('region', { name: 'Tour step' }).boundingBox())!);
  expect(box.top).toBeGreaterThanOrEqual(Math.max(frame.top, callout.bottom) - 1);
  expect(box.bottom).toBeLessThanOrEqual(Math.min(frame.bottom, size.height) + 1);
}
