// A 5,000-tune spreadsheet through the Import screen while the page stays answerable (issue 50): the file
// is read in a Web Worker, the checking's progress bar moves as it goes, Cancel is answered while the
// checking runs, and the import then goes through as one write. Real Chromium, the real site and PocketBase; the processor slowed down
// (as a phone's) so that the work lasts long enough to be watched.
import { describe, expect, it } from 'vitest';
import { apiMusician, goByMenu, logIn, PASSWORD, uniqueEmail, waitInPage, withSite } from './support.js';

const site = withSite();

const TUNES = 5000;
const knowledge = ['new', 'med', 'know'];
const CSV = [
  'title,key,knowledge,notes,sets',
  ...Array.from(
    { length: TUNES },
    (_, i) => `"Standard ${i + 1}, take ${i % 7}",B flat,${knowledge[i % 3]},"Chart p. ${i}",Book ${i % 5}`,
  ),
].join('\r\n');
const FILE = { name: 'repertoire.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) };

/** How many records of `collection` the server holds for the user (its API's count). */
async function serverCount(email: string, collection: string): Promise<number> {
  const base = site().server.url;
  const auth = await fetch(`${base}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: PASSWORD }),
  });
  const { token } = (await auth.json()) as { token: string };
  const list = await fetch(`${base}/api/collections/${collection}/records?perPage=1`, {
    headers: { authorization: token },
  });
  return ((await list.json()) as { totalItems: number }).totalItems;
}

describe('importing 5,000 tunes, the page answers throughout', () => {
  it('moves the checking’s progress bar as it goes, answers Cancel meanwhile, then imports all of it', async () => {
    const email = uniqueEmail('big-import');
    await apiMusician(site(), email, PASSWORD);
    const { context, page, errors } = await site().device();
    await logIn(site(), page, email);
    await page.waitForURL(`${site().server.url}/`);
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByLabel('Choose a File').waitFor({ state: 'attached' });
    // A phone's processor: the reading and checking last long enough to be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    // The bar as the page drew it: each value its progress element took, seen in the page itself (a look
    // from here, a round trip through the browser's protocol, can miss a part of a short checking on a
    // loaded machine).
    await page.evaluate(`(() => {
      window.__checked = [];
      new MutationObserver(() => {
        const bar = document.getElementById('td-import-progress');
        const label = bar && document.querySelector('label[for="td-import-progress"]');
        if (!bar || !label || !label.textContent.startsWith('Checking') || !bar.hasAttribute('value')) return;
        const value = Number(bar.getAttribute('value'));
        if (window.__checked.at(-1) !== value) window.__checked.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    })()`);
    await page.getByLabel('Choose a File').setInputFiles(FILE);
    const checking = page.getByRole('progressbar', { name: `Checking ${TUNES.toLocaleString('en')} tunes` });
    // The file is read first, in the worker, at a phone’s pace: on a loaded machine the bar was not up 30 s on.
    await checking.waitFor({ timeout: 60_000 });
    // Between two slices of the checking the page draws: the bar shows more done each time.
    await waitInPage(page, 'window.__checked.length >= 3', { timeout: 60_000, pollMs: 20 });
    const seen = (await page.evaluate('window.__checked')) as number[];
    expect(seen.every((value) => value <= TUNES)).toBe(true);
    expect(seen.every((value, index) => index === 0 || value > seen[index - 1]!)).toBe(true);
    // A button pressed while it runs is answered: Cancel stops the checking, nothing is shown or written.
    // The file was read (parsed) in a Web Worker of its own, off the page's thread.
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/import-worker-[\w-]+\.js$/)]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Read Pasted Text' }).waitFor();
    await expect.poll(() => checking.count()).toBe(0);
    expect(await page.getByRole('heading', { name: /tunes from a spreadsheet/ }).count()).toBe(0);

    // The same file again, to the end: previewed, then imported as one write.
    await page.getByLabel('Choose a File').setInputFiles(FILE);
    await page
      .getByRole('heading', { name: '5,000 tunes from a spreadsheet (CSV)' })
      .waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('status').filter({ hasText: 'added' }).textContent()).toBe(
      '5,000 songs added, 0 songs updated, 5 sets made.',
    );
    expect(await serverCount(email, 'songs')).toBe(TUNES);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
