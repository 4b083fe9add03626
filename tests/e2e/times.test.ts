// Times out of bounds (issue 45, "times within sense") in real Chromium against the real server: the
// change route refuses a review at 1e308, but one stored before it did (or written past it) must not
// break a page for good. Here the operator writes such records straight into the database; Home,
// Practice, History and the picker still draw, leaving them out, and the picker's NEXT opens a new gig
// instead of joining one started at 1e308.
import { addSongToSet, createId, type PlayableKey, recordPlay, startGig } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  eventually,
  logIn,
  PASSWORD,
  SUPERUSER,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };
const DAY = 24 * 60 * 60 * 1000;
const CRASHED = 'Tunedeck hit an error it could not recover from';

/** Writes a record as the operator: the record API, past the change route and its checks of times. */
async function asOperator(collection: string, record: Record<string, unknown>) {
  const base = site().server.url;
  const auth = await fetch(`${base}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const answer = await fetch(`${base}/api/collections/${collection}/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(record),
  });
  if (!answer.ok) throw new Error(`the operator's ${collection} write failed: ${await answer.text()}`);
}

describe('records stored at times out of bounds', () => {
  it('leave Home, Practice, History and the picker drawing, without them', async () => {
    const { server } = site();
    const email = uniqueEmail('times');
    const musician = await apiMusician(site(), email, PASSWORD);
    const tunes: Array<[string, PlayableKey]> = [
      ['Solar', 'C'],
      ['Nardis', 'E'],
      ['Juju', 'B flat'],
    ];
    for (const [title, key] of tunes)
      await musician.write((library) =>
        addSongToSet(library, { setId: musician.firstSet, title, knowledge: 'new', key }, context),
      );
    const seeded = await musician.storage.loadLibrary();
    const songId = (title: string) => Object.values(seeded.songs).find((song) => song.title === title)!.id;
    // Tonight's gig, Solar played at it: through the change route, as the picker writes them.
    await musician.write((library) => startGig(library, musician.firstSet, context));
    await musician.write((library) =>
      recordPlay(library, { setId: musician.firstSet, tune: { song: songId('Solar'), key: 'C' } }, context),
    );
    const owner = musician.storage.auth.current()!.id;
    await musician.storage.auth.logOut();

    // What no change is let write any more: a review at 1e308 and one in 1970, a card due at 1e308, a
    // gig started at 1e308 (it would hold every NEXT after it) with a tune played in 1970. The operator
    // writes through the record API: the change route, which checks times, is not on its way.
    const review = { title: 'Nardis', grade: 3, source: 'practice', key: 'E', level: 'new', seconds: 300 };
    const far = createId();
    await asOperator('reviews', {
      owner,
      id: createId(),
      song: songId('Nardis'),
      ...review,
      reviewed: 1e308,
    });
    await asOperator('reviews', { owner, id: createId(), song: songId('Nardis'), ...review, reviewed: 5 });
    // Nardis was practised four days ago and is due since yesterday: the review at 1e308 would be
    // folded into its card when read.
    await asOperator('cards', {
      owner,
      id: songId('Nardis'),
      song: songId('Nardis'),
      due: Date.now() - DAY,
      stability: 3,
      difficulty: 5,
      scheduled: 3,
      reps: 1,
      lapses: 0,
      state: 2,
      last: Date.now() - 4 * DAY,
    });
    await asOperator('cards', {
      owner,
      id: songId('Juju'),
      song: songId('Juju'),
      due: 1e308,
      stability: 1,
      difficulty: 5,
      scheduled: 1,
      reps: 1,
      lapses: 0,
      state: 2,
      last: Date.now() - DAY,
    });
    await asOperator('gigs', {
      owner,
      id: far,
      set: musician.firstSet,
      setName: 'First set',
      started: 1e308,
    });
    await asOperator('plays', {
      owner,
      id: createId(),
      gig: far,
      song: songId('Juju'),
      title: 'Juju',
      key: 'D',
      played: 5,
    });
    expect(
      (await serverRecords(site(), email, 'reviews')).map((r) => r.reviewed as number).sort((a, b) => a - b),
    ).toEqual([5, 1e308]);

    const { context: device, page, errors } = await site().device({ width: 375 });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    // Home: the last gig is tonight's (the one at 1e308 left out).
    await page.getByRole('region', { name: 'Last gig' }).getByText('First Set: 1 tune played').waitFor();

    // Practice: Nardis due (its review at 1e308 left out), then the new tunes; Juju's card at 1e308 is
    // left out too: it is practised as a tune never practised.
    await page.goto(`${server.url}/practice`);
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Nardis', level: 2 }).waitFor();
    expect(await page.getByRole('region', { name: 'Then' }).getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Solar.*First time$/),
      expect.stringMatching(/^Juju.*First time$/),
    ]);
    expect(await page.getByText(CRASHED).count()).toBe(0);

    // History: tonight's gig alone, with its tune.
    await page.goto(`${server.url}/library/history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const gigs = page
      .getByRole('list', { name: 'Gigs' })
      .getByRole('listitem')
      .filter({ hasText: 'First Set' });
    await gigs.first().waitFor();
    expect(await gigs.count()).toBe(1);
    await gigs.first().getByText('1 tune', { exact: true }).waitFor();
    expect(await page.getByText(CRASHED).count()).toBe(0);

    // The picker: a tune on screen; NEXT records it in tonight's gig, not in the one at 1e308.
    await page.goto(`${server.url}/controller`);
    const before = await tuneOnScreen(page);
    expect(before.title).toMatch(/^(Solar|Nardis|Juju)$/);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await eventually(
      async () => (await serverRecords(site(), email, 'plays')).length === 3,
      'the NEXT to reach the server',
    );
    const plays = await serverRecords(site(), email, 'plays');
    expect(plays.filter((play) => play.gig === far)).toHaveLength(1);
    expect(await page.getByText(CRASHED).count()).toBe(0);

    // The same after a reload of each page (the library read from the server again).
    for (const [path, heading] of [
      ['/practice', 'Practice'],
      ['/library/history', 'History'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByText(CRASHED).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    await device.close();
  });
});
