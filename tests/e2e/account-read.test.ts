import { addSet, bulkAddToSet } from '@tunedeck/core';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  eventually,
  goByMenu,
  logIn,
  PASSWORD,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** The picker set of the session the browser keeps (the PocketBase SDK's record in localStorage). */
const savedPickerSet = (page: Page) =>
  page.evaluate<string | undefined>(
    "JSON.parse(localStorage.getItem('pocketbase_auth') ?? 'null')?.record?.pickerSet",
  );

/** NEXT on the picker, then the title of the tune it shows. */
async function next(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'NEXT' }).click();
  return (await tuneOnScreen(page)).title;
}

describe('the server’s account wins over the session a device saved', () => {
  it('a device reopened on an old session picks from the set chosen on another device meanwhile', async () => {
    const { server } = site();
    const email = uniqueEmail('picker-set');
    const musician = await apiMusician(site(), email, PASSWORD);
    const first = musician.firstSet!;
    await musician.write((library) => bulkAddToSet(library, first, 'Solar\nNardis', context));
    await musician.write((library) => addSet(library, 'Standards', context));
    const standards = Object.values((await musician.storage.loadLibrary()).sets).find(
      (set) => set.name === 'Standards',
    )!.id;
    await musician.write((library) => bulkAddToSet(library, standards, 'Footprints\nBlue Bossa', context));

    // The laptop signs in and plays from the first set; then its page closes, its session kept.
    const laptop = await site().device({ width: 1280 });
    await logIn(site(), laptop.page, email);
    await laptop.page.waitForURL(`${server.url}/`);
    await goByMenu(laptop.page, 'Picker');
    expect(['Solar', 'Nardis']).toContain(await next(laptop.page));
    expect(await savedPickerSet(laptop.page)).toBe(first);
    await laptop.page.close();

    // The phone switches the picker to Standards.
    const phone = await site().device({ width: 375 });
    await logIn(site(), phone.page, email);
    await phone.page.waitForURL(`${server.url}/`);
    await goByMenu(phone.page, 'Picker');
    await phone.page.getByRole('button', { name: 'Change Set' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Change Set' });
    await dialog.getByRole('radio', { name: 'Standards' }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await eventually(
      async () => (await musician.storage.auth.refresh()).pickerSet === standards,
      'the server to hold the new picker set',
    );
    expect(['Footprints', 'Blue Bossa']).toContain(await next(phone.page));
    await phone.context.close();

    // The laptop opens again on the session it saved (still the first set), and takes the server's.
    const page = await laptop.context.newPage();
    await page.goto(`${server.url}/`);
    await goByMenu(page, 'Picker');
    await eventually(async () => (await savedPickerSet(page)) === standards, 'the saved session to follow');
    expect(['Footprints', 'Blue Bossa']).toContain(await next(page));
    // And after a reload, from the start.
    await page.reload();
    await page.getByRole('button', { name: 'NEXT' }).waitFor();
    expect(['Footprints', 'Blue Bossa']).toContain(await next(page));
    expect(['Footprints', 'Blue Bossa']).toContain(await next(page));
    expect(await savedPickerSet(page)).toBe(standards);
    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
  });
});
