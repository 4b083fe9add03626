// Band follow through a venue's network (issue 46, "a gig that survives the venue"): a follower's phone
// loses the network without a word, sleeps through calls, and shows the current call once it is back,
// within 2 s, without a reload.
import { addSongToSet, type PlayableKey } from '@tunedeck/core';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { type CuttableRelay, cuttableRelay } from './relay.js';
import { apiMusician, sessionOf } from './site.js';
import { PASSWORD, tuneOnScreen, uniqueEmail, withSite } from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };
const TUNES: Array<{ title: string; key: PlayableKey }> = [
  { title: 'Solar', key: 'C' },
  { title: 'Nardis', key: 'E' },
  { title: 'Juju', key: 'B' },
  { title: 'Iris', key: 'F' },
  { title: 'Misty', key: 'E flat' },
  { title: 'Footprints', key: 'C' },
];

/** The title of the tune a follower's page shows as called (empty before the first). */
async function calledTitle(page: Page): Promise<string> {
  const heading = page.getByRole('region', { name: 'Tune called' }).getByRole('heading', { level: 1 });
  return (await heading.textContent({ timeout: 500 }).catch(() => '')) ?? '';
}

let relay: CuttableRelay | null = null;
afterAll(() => relay?.close());

describe('a live follower through a venue’s network', () => {
  it('cut off, frozen while the leader calls, resumed: shows the current call within 2 s, no reload', async () => {
    const { server, browser } = site();
    const leader = await apiMusician(site(), uniqueEmail('venue-leader'), PASSWORD);
    for (const tune of TUNES)
      await leader.write((library) =>
        addSongToSet(library, { setId: leader.firstSet, knowledge: 'know', ...tune }, context),
      );
    await leader.storage.auth.logOut();
    const phone = await browser.newContext({
      viewport: { width: 375, height: 720 },
      storageState: await sessionOf(site(), leader.email, PASSWORD),
    });
    const stand = await phone.newPage();
    await stand.goto(`${server.url}/controller`);
    await tuneOnScreen(stand);
    await stand.getByRole('button', { name: 'Picker menu' }).click();
    await stand.getByRole('button', { name: 'Share Live' }).click();
    const link = stand.getByRole('dialog', { name: 'Share Live' }).getByRole('textbox', { name: 'Link' });
    await expect.poll(() => link.inputValue()).toMatch(/\/live\/[0-9a-f]{32}$/);
    const path = new URL(await link.inputValue()).pathname;
    await stand.getByRole('button', { name: 'Done' }).click();
    const next = async () => {
      const before = (await tuneOnScreen(stand)).title;
      await stand.getByRole('button', { name: 'NEXT' }).click();
      await expect.poll(async () => (await tuneOnScreen(stand)).title).not.toBe(before);
      return (await tuneOnScreen(stand)).title;
    };

    // The follower's phone reaches the site through the venue's network.
    relay = await cuttableRelay(server.port);
    const follower = await browser.newContext({ viewport: { width: 375, height: 720 } });
    const page = await follower.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${relay.url}${path}`);
    await expect.poll(() => calledTitle(page)).toBe((await tuneOnScreen(stand)).title);
    await expect.poll(() => relay?.realtime()).toBe(1);
    // Marks this document: a reload would lose it.
    await page.evaluate('window.sameDocument = true');
    await page.evaluate(
      `window.lifecycle = []; for (const name of ['freeze', 'resume']) document.addEventListener(name, () => lifecycle.push(name))`,
    );
    const heard = await next();
    await expect.poll(() => calledTitle(page)).toBe(heard);

    // The venue's Wi-Fi drops: the realtime connection goes silent, nothing says so. The phone sleeps
    // (the browser freezes the page) while the leader calls two tunes.
    relay.cut();
    const cdp = await follower.newCDPSession(page);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    await next();
    const current = await next();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await calledTitle(page)).toBe(heard);

    // The network is back and the phone wakes: the current call within 2 s, with no click and no reload.
    relay.restore();
    const back = Date.now();
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    // Chromium 156 takes the request without freezing a page DevTools keeps visible (Playwright's focus
    // emulation; chrome://discards cannot freeze it either), so that page hears no 'resume': it gets the
    // one a phone's browser sends on waking.
    const lifecycle = (await page.evaluate('window.lifecycle')) as string[];
    if (!lifecycle.includes('resume')) await page.evaluate(`document.dispatchEvent(new Event('resume'))`);
    await expect.poll(() => calledTitle(page), { timeout: 2000, interval: 50 }).toBe(current);
    const within = Date.now() - back;
    expect(within).toBeLessThan(2000);
    console.log(
      `follower woken (${lifecycle.join(', ') || 'resume dispatched by the test'}): the current call shown ${within} ms after the network was back`,
    );
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Reconnecting' }).count()).toBe(0);

    // On a new realtime connection: the calls after arrive by themselves.
    await expect.poll(() => relay?.realtime()).toBe(1);
    const after = await next();
    await expect.poll(() => calledTitle(page), { timeout: 5000 }).toBe(after);
    expect(errors).toEqual([]);
    await follower.close();
    await phone.close();
  });
});
