import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryBackend,
  createMemoryStorage,
  createTunedeckClient,
  INSTRUMENT_KEY,
  type Library,
  type TunedeckClient,
} from '@tunedeck/core';
import { type StoredChart, shownChart } from '@tunedeck/core/chart';
import { spokenBarsOf } from '@tunedeck/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { GIG_SET, gigLibrary } from '../test/fixtures.js';
import { FollowPage } from './follow-page.js';

/** A leader sharing "Friday gig", and a bandmate's client on the same server (signed in or not). */
async function band(options: { bandmateSignedIn?: boolean; library?: Library } = {}) {
  const backend = createMemoryBackend({ random: Math.random, now: Date.now });
  backend.seedUser({
    email: 'leader@example.com',
    library: options.library ?? gigLibrary,
    pickerSet: GIG_SET,
  });
  backend.seedUser({ email: 'bandmate@example.com' });
  const leader = createTunedeckClient({
    storage: createMemoryStorage({ backend, signedInAs: 'leader@example.com' }),
  });
  const bandmate = createTunedeckClient({
    storage: createMemoryStorage({
      backend,
      ...(options.bandmateSignedIn ? { signedInAs: 'bandmate@example.com' } : {}),
    }),
  });
  await waitFor(() => expect(leader.state.status).toBe('ready'));
  const share = await leader.live.start(GIG_SET);
  return { leader, bandmate, share };
}

/** The tune on the leader's picker (it picks one as soon as the library is there). */
function onPicker(leader: TunedeckClient): string | null {
  const song = leader.state.library.pickers[GIG_SET]?.state.current?.song;
  return song ? (leader.state.library.songs[song]?.title ?? null) : null;
}

/** The leader's NEXT, and the tune it put on the picker. */
async function next(leader: TunedeckClient): Promise<string> {
  const before = leader.state.library.pickers[GIG_SET]?.state.version ?? -1;
  leader.picker.next();
  await waitFor(() => expect(leader.state.library.pickers[GIG_SET]?.state.version).toBeGreaterThan(before));
  const song = leader.state.library.pickers[GIG_SET]?.state.current?.song ?? '';
  return leader.state.library.songs[song]?.title ?? '';
}

const called = () => screen.getByRole('region', { name: 'Tune called' });
const calledTitle = () => within(called()).queryByRole('heading', { level: 1 })?.textContent ?? null;

afterEach(() => localStorage.clear());

/** The bars of the chart shown, as a screen reader hears them, and the chart's name (or null). */
function chartShown(): { name: string; bars: string[] } | null {
  const chart = screen.queryByRole('region', { name: /^Chart of / });
  if (!chart) return null;
  const bars = within(chart).getAllByRole('listitem');
  return {
    name: chart.getAttribute('aria-label') ?? '',
    bars: bars.map((bar) => bar.querySelector('.td-visually-hidden')?.textContent ?? ''),
  };
}

/** What core says a B♭ player reads of `chart` called in concert `C`. */
function bFlat(title: string, chart: StoredChart) {
  const shown = shownChart(chart, { concert: 'C', instrument: 'b-flat' })!;
  return { name: `Chart of ${title} in ${shown.spoken}`, bars: spokenBarsOf(shown.chart) };
}

describe('FollowPage', () => {
  it('shows each tune the leader calls, in the player’s instrument, remembered on the device', async () => {
    const { leader, bandmate, share } = await band();
    const { unmount } = render(<FollowPage client={bandmate} token={share.token} />);
    expect(screen.getByText('Joining the live set…')).toBeInTheDocument();
    await waitFor(() => expect(calledTitle()).toBe(onPicker(leader)));
    expect(screen.getByText('Friday gig')).toBeInTheDocument();
    const first = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe(first));
    // Solar is in C: a B♭ player reads D, with the concert key beside it.
    await userEvent.selectOptions(screen.getByLabelText('Your instrument'), 'b-flat');
    expect(localStorage.getItem(INSTRUMENT_KEY)).toBe('b-flat');
    let title = first;
    while (title !== 'Solar') title = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe('Solar'));
    expect(within(called()).getByText('Key: D')).toBeInTheDocument();
    expect(within(called()).getByText(/^Concert/)).toHaveTextContent('Concert C');
    // The tunes before it are listed, the latest first; no way to keep a tune without an account.
    expect(screen.getByRole('heading', { name: 'Played before' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keep this tune' })).toBeNull();
    unmount();
    // Opened again on this device: still a B♭ player.
    render(<FollowPage client={bandmate} token={share.token} />);
    await waitFor(() => expect(calledTitle()).toBe('Solar'));
    expect(screen.getByLabelText('Your instrument')).toHaveValue('b-flat');
    expect(within(called()).getByText('Key: D')).toBeInTheDocument();
  });

  it('keeps the last tune while the network is gone, and catches up by itself once it is back', async () => {
    const { leader, bandmate, share } = await band();
    render(<FollowPage client={bandmate} token={share.token} />);
    const first = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe(first));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reconnecting… The last tune called stays on screen.',
    );
    let meanwhile = first;
    while (meanwhile === first) meanwhile = await next(leader);
    // Nothing is followed while away: the last tune stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calledTitle()).toBe(first);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calledTitle()).toBe(meanwhile));
    expect(screen.queryByText(/^Reconnecting/)).toBeNull();
  });

  it('wakes its follow when the page is shown, focused or resumed, and not while offline', async () => {
    const backend = createMemoryBackend({ random: Math.random, now: Date.now });
    backend.seedUser({ email: 'leader@example.com', library: gigLibrary, pickerSet: GIG_SET });
    const leader = createTunedeckClient({
      storage: createMemoryStorage({ backend, signedInAs: 'leader@example.com' }),
    });
    await waitFor(() => expect(leader.state.status).toBe('ready'));
    const share = await leader.live.start(GIG_SET);
    const storage = createMemoryStorage({ backend });
    const wakes: string[] = [];
    const bandmate = createTunedeckClient({
      storage: {
        ...storage,
        live: {
          ...storage.live,
          follow: async (token, listener, options) => {
            const follow = await storage.live.follow(token, listener, options);
            return Object.assign(() => follow(), { wake: () => wakes.push('wake') });
          },
        },
      },
    });
    render(<FollowPage client={bandmate} token={share.token} />);
    await waitFor(() => expect(calledTitle()).toBe(onPicker(leader)));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('resume'));
    });
    // Each signal reaches the follow; the storage takes a burst as one catch-up (`liveCatchUp`).
    expect(wakes).toEqual(['wake', 'wake', 'wake', 'wake']);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(wakes).toHaveLength(4);
  });

  it('says the live set has ended when the leader stops sharing', async () => {
    const { leader, bandmate, share } = await band();
    render(<FollowPage client={bandmate} token={share.token} />);
    await waitFor(() => expect(calledTitle()).toBe(onPicker(leader)));
    await leader.live.stop();
    expect(await screen.findByRole('heading', { name: 'This live set has ended' })).toBeInTheDocument();
  });

  it('says so for a link that opens no share', async () => {
    const { bandmate } = await band();
    render(<FollowPage client={bandmate} token={'0'.repeat(32)} />);
    expect(await screen.findByRole('heading', { name: 'This live set has ended' })).toBeInTheDocument();
  });

  it('lets a signed-in bandmate keep the tune called, once, in their library or on their wish list', async () => {
    const { leader, bandmate, share } = await band({ bandmateSignedIn: true });
    render(<FollowPage client={bandmate} token={share.token} />);
    await waitFor(() => expect(bandmate.state.status).toBe('ready'));
    const first = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe(first));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Tunes I Want To Learn' }));
    expect(await screen.findByText(`${first} is on Tunes I Want To Learn.`)).toBeInTheDocument();
    expect(screen.getByText('On Tunes I Want To Learn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Tunes I Want To Learn' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my library' }));
    expect(await screen.findByText(`${first} is in your library.`)).toBeInTheDocument();
    expect(screen.getByText('In your library')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Add to/ })).toEqual([]);
    const { songs, wishlist } = bandmate.state.library;
    expect(Object.values(wishlist).map((wish) => wish.title)).toEqual([first]);
    const kept = Object.values(songs).filter((song) => song.title === first);
    const leaderSong = Object.values(leader.state.library.songs).find((song) => song.title === first);
    const leaderKey = leader.state.library.pickers[GIG_SET]?.state.current?.key;
    expect(kept).toEqual([
      expect.objectContaining({
        knowledge: 'new',
        key: leaderSong?.key === 'random' ? leaderKey : leaderSong?.key,
      }),
    ]);
  });

  it('shows a B♭ player the called tune’s chart in their key, edited mid-gig too, and none for a tune without', async () => {
    const solar = Object.values(gigLibrary.songs).find((song) => song.title === 'Solar')!.id;
    const chart = { key: 'C-', text: '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 |]' };
    const library = { ...gigLibrary, charts: { [solar]: { id: solar, song: solar, ...chart } } };
    const { leader, bandmate, share } = await band({ library });
    localStorage.setItem(INSTRUMENT_KEY, 'b-flat');
    render(<FollowPage client={bandmate} token={share.token} />);
    let title = await next(leader);
    while (title !== 'Solar') title = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe('Solar'));
    // Solar is in C: a B♭ player reads its chart in D minor, each chord moved as core moves it.
    await waitFor(() => expect(chartShown()).toEqual(bFlat('Solar', chart)));
    expect(chartShown()?.name).toBe('Chart of Solar in D minor for B flat instrument, concert C minor');
    expect(chartShown()?.bars[1]).toBe('bar 2: A minor seven, D seven');

    // The leader fixes the chart while it is called: the band reads the new one.
    const edited = { key: 'C-', text: '[A] C-^7 | D-7b5 G7b9 | C-^7 | C-^7 |]' };
    await expect(leader.library.setChart(solar, edited)).resolves.toMatchObject({ ok: true });
    await waitFor(() => expect(chartShown()).toEqual(bFlat('Solar', edited)));

    // The next tune has no chart: none shows.
    title = await next(leader);
    await waitFor(() => expect(calledTitle()).toBe(title));
    expect(chartShown()).toBeNull();
  });
});
