import { gzipSync } from 'node:zlib';
import { bulkAddToSet } from '@tunedeck/core';
import { apiMusician, logIn, startSite } from '../e2e/site.js';

const site = await startSite();
try {
  const email = `look-${Date.now().toString(36)}@example.com`;
  const m = await apiMusician(site, email, 'look-pass-123');
  await m.write((l) => bulkAddToSet(l, m.firstSet!, 'A\nB\nC\nD', { random: Math.random, now: Date.now }));
  const c1 = await site.browser.newContext();
  const p1 = await c1.newPage();
  await logIn(site, p1, email, 'look-pass-123');
  await p1.waitForURL(`${site.server.url}/`);
  const storageState = await c1.storageState();
  await c1.close();
  const context = await site.browser.newContext({ storageState, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const rows: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      rows.push(
        r
          .body()
          .then(
            (b) => `${(gzipSync(b, { level: 9 }).length / 1024).toFixed(2)} KB  ${r.url().split('/').pop()}`,
          ),
      );
  });
  await page.goto(`${site.server.url}/controller`);
  await page.locator('.td-picker__tune').waitFor();
  await page.waitForTimeout(1000);
  console.log((await Promise.all(rows)).sort().join('\n'));
} finally {
  await site.stop();
}
