// The picker on a stage: a page-turner pedal (or a keyboard) drives it, one action per press, remapped
// in Settings; a mis-press is undone; the screen is kept awake while the picker is open.
import { bulkAddToSet } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  PAGE_MENU,
  PASSWORD,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** Wake lock requests and releases, as the page's own calls of the Screen Wake Lock API make them. */
const WAKE_LOCK_LOG = `
  window.__wakeLog = [];
  const api = navigator.wakeLock;
  if (api) {
    const request = api.request.bind(api);
    api.request = async (type) => {
      window.__wakeLog.push('request');
      const sentinel = await request(type);
      window.__wakeLog.push('held');
      sentinel.addEventListener('release', () => window.__wakeLog.push('release'));
      return sentinel;
    };
  }
`;

describe('the picker on stage', () => {
  it('takes each mapped key once per press, remaps, undoes exactly, confirms SKIP, and keeps the screen awake', async () => {
    const { server } = site();
    const email = uniqueEmail('stage');
    const musician = await apiMusician(site(), email, PASSWORD);
    const setId = musician.firstSet as string;
    const titles = [
      'Solar',
      'Nardis',
      'Blue Bossa',
      'Oleo',
      'Airegin',
      'Footprints',
      'Yes or No',
      'Infant Eyes',
    ];
    await musician.write((library) => bulkAddToSet(library, setId, titles.join('\n'), context));

    const { context: browser, page, errors } = await site().device({ width: 375 });
    await page.addInitScript({ content: WAKE_LOCK_LOG });
    // Headless Chromium asks before holding the screen on: grant it, as a visitor would.
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Browser.grantPermissions', { origin: server.url, permissions: ['wakeLockScreen'] });
    await logIn(site(), page, email);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await page.goto(`${server.url}/controller`);
    await tuneOnScreen(page);

    /** The server's picker: how many tunes were played, and the tune and key on screen. */
    const picker = async () => {
      const record = (await serverRecords(site(), email, 'pickers')).find((each) => each.set === setId);
      return record?.state as { played: string[]; current: { song: string; key: string } | null } | undefined;
    };
    const played = async () => (await picker())?.played.length ?? 0;
    const settle = (count: number, what: string) =>
      eventually(async () => (await played()) === count, `${what}: ${count} played on the server`);

    // NEXT by each of its keys: one tune played per press.
    let count = await played();
    for (const key of ['Space', 'ArrowRight', 'PageDown', 'Enter']) {
      const before = await tuneOnScreen(page);
      await page.locator('body').press(key);
      count += 1;
      await settle(count, `NEXT by ${key}`);
      expect(await tuneOnScreen(page), key).not.toEqual(before);
    }
    // A held key repeats: still one press.
    await page.keyboard.down('ArrowRight');
    await page.keyboard.down('ArrowRight');
    await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    count += 1;
    await settle(count, 'a held →');
    await page.waitForTimeout(1500);
    expect(await played()).toBe(count);

    // SKIP by each of its keys: another tune, nothing more played.
    for (const key of ['ArrowLeft', 'PageUp', 's']) {
      const before = await tuneOnScreen(page);
      await page.keyboard.press(key);
      await expect
        .poll(async () => (await tuneOnScreen(page)).title, { message: key })
        .not.toBe(before.title);
    }
    await page.waitForTimeout(1200);
    expect(await played()).toBe(count);

    // ↑ raises the tune once (bulk-added tunes are known, so lower first: ↓ then ↑).
    const known = await tuneOnScreen(page);
    expect(known.knowledge).toBe('Know');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await tuneOnScreen(page)).knowledge).toBe('Medium');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await tuneOnScreen(page)).knowledge).toBe('Know');

    // Undo: the tune and key before NEXT come back, and the round is as it was.
    const beforeNext = await tuneOnScreen(page);
    const serverBefore = await picker();
    await page.keyboard.press('ArrowRight');
    await settle(count + 1, 'the NEXT to undo');
    await page.keyboard.press('Backspace');
    await expect.poll(() => tuneOnScreen(page)).toEqual(beforeNext);
    await eventually(async () => (await played()) === count, 'the undo on the server');
    const serverAfter = await picker();
    expect(serverAfter?.played).toEqual(serverBefore?.played);
    expect(serverAfter?.current).toEqual(serverBefore?.current);

    // The stage view: full screen, dark, still driven by the pedal; and back.
    await page.getByRole('main').getByRole('button', { name: PAGE_MENU }).click();
    await page.getByRole('button', { name: 'Stage View' }).click();
    await expect.poll(() => page.evaluate('Boolean(document.fullscreenElement)')).toBe(true);
    expect(await page.locator('.td-picker').getAttribute('data-stage')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('PageDown');
    count += 1;
    await settle(count, 'NEXT by the pedal on the stage view');
    await page.getByRole('button', { name: 'Leave stage view' }).click();
    await expect.poll(() => page.evaluate('Boolean(document.fullscreenElement)')).toBe(false);
    expect(await page.locator('.td-picker').getAttribute('data-stage')).toBeNull();

    // The wake lock was held while the picker was open.
    expect(await page.evaluate('window.__wakeLog')).toEqual(['request', 'held']);

    // Remap in Settings: a pedal that sends "n" for NEXT; and ask before SKIP.
    await goByMenu(page, 'Settings');
    // Leaving the picker released the screen.
    await expect.poll(() => page.evaluate('window.__wakeLog')).toEqual(['request', 'held', 'release']);
    await page.getByRole('button', { name: 'Add a Key for NEXT' }).click();
    await page.keyboard.press('n');
    await page.getByRole('button', { name: 'Remove N from NEXT' }).waitFor();
    await page.getByRole('checkbox', { name: /Ask before SKIP/ }).check();
    await goByMenu(page, 'Picker');
    await tuneOnScreen(page);
    await page.keyboard.press('n');
    await settle(count + 1, 'NEXT by the remapped n');
    // SKIP asks first; the pedal's SKIP again confirms; Escape would keep the tune.
    const asked = await tuneOnScreen(page);
    await page.keyboard.press('PageUp');
    const confirm = page.getByRole('dialog', { name: 'Skip This Tune?' });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await tuneOnScreen(page)).toEqual(asked);
    await page.keyboard.press('PageUp');
    await confirm.waitFor();
    await page.keyboard.press('PageUp');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => (await tuneOnScreen(page)).title).not.toBe(asked.title);

    expect(errors).toEqual([]);
    await browser.close();
  });
});
