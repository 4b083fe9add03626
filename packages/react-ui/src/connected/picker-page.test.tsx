import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createTunedeckClient,
  INSTRUMENT_KEY,
  type TunedeckClient,
  TunedeckError,
  transposeKey,
} from '@tunedeck/core';
import { PICKER_CHART_KEY, shownChart } from '@tunedeck/core/chart';
import { buildLibrary, chartOfBars, setIdOf, songIdOf } from '@tunedeck/core/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyTuneChart } from '../chart/lazy-tune-chart.js';
import { HUNDRED_BARS, LEAD_SHEET } from '../screens/picker/chart-fixtures.js';
import { preloadPickerChart } from '../screens/picker/chart-sheet.js';
import { gigLibrary, signedInClient } from '../test/fixtures.js';
import { PickerPage } from './picker-page.js';

// jsdom lays nothing out: the stage's measure gives a chart of 100 bars three pages.
vi.mock('../stage/stage-fit.js', async (original) => ({
  ...(await original<typeof import('../stage/stage-fit.js')>()),
  fitStageChart: (await import('../test/stage-fit.js')).fakeStageFit,
}));

const tuneTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('PickerPage', () => {
  it('picks a tune as soon as the library is there, and NEXT picks another', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const first = tuneTitle();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(tuneTitle()).not.toBe(first));
  });

  it('asks to log in when nobody is signed in', async () => {
    render(<PickerPage client={createTunedeckClient({ storage: createMemoryStorage() })} />);
    expect(await screen.findByText('Log in to pick tunes.')).toBeInTheDocument();
  });

  it('opens Move Out Of Library for ↓ on a new tune, and moves it to the wish list', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    while (!screen.queryByText('New')) await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    const title = tuneTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Lower knowledge: move out of library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Out Of Library' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Out and Erase From Library' }));
    await waitFor(() =>
      expect(Object.values(client.state.library.wishlist).map((w) => w.title)).toEqual([title]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames the tune on screen through Edit Song Title', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const id =
      client.state.library.pickers[Object.keys(client.state.library.pickers)[0]!]!.state.current!.song;
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Song Title' }));
    const input = within(await screen.findByRole('dialog', { name: 'Edit Song Title' })).getByLabelText(
      'Title',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed Tune');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(client.state.library.songs[id]?.title).toBe('Renamed Tune'));
    expect(songIdOf(gigLibrary, 'Solar')).toBeTruthy();
  });

  it('shows unexpected failures in the Network Error dialog until dismissed', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    client.state.error = new TunedeckError('picker-coding-error');
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(within(dialog).getByText('Picker coding error')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PickerPage: Share Live', () => {
  it('offers Share Live only with a live link; shares the set, shows the link again, and stops', async () => {
    const client = signedInClient();
    const { unmount } = render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    expect(screen.queryByRole('button', { name: 'Share Live' })).toBeNull();
    unmount();

    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    const share = await client.live.current();
    expect(link).toHaveValue(`https://band.example/live/${share?.token}`);
    expect(share?.set).toBe(client.state.account?.pickerSet);
    expect(within(dialog).getByText('Friday gig')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Reloaded on this device: the share is found again, and its Live button shows.
    cleanup();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'Live: show the link' });
    // Another device (nothing noted on it) asks the server nothing on the way in; its Share Live shows
    // the share under way instead of replacing it.
    cleanup();
    localStorage.clear();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    expect(screen.queryByRole('button', { name: 'Live: show the link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const found = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(await within(found).findByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    await userEvent.click(within(found).getByRole('button', { name: 'Done' }));
    // The Live button opens the same share again.
    await userEvent.click(screen.getByRole('button', { name: 'Live: show the link' }));
    const again = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(within(again).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Stop Sharing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Live: show the link' })).toBeNull();
    await expect(client.live.current()).resolves.toBeNull();
  });

  it('lets the leader choose their own instrument: the picker writes each key for it, the concert key beneath', async () => {
    localStorage.clear();
    const client = signedInClient();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const set = client.state.account!.pickerSet!;
    const current = client.state.library.pickers[set]!.state.current!;
    const own = client.state.library.songs[current.song]!.key;
    const key = own === 'random' ? current.key : own;
    // Concert pitch by default: the key as the band plays it, nothing beneath.
    expect(screen.getByText(`Key: ${key}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Concert/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    const choice = within(dialog).getByRole('combobox', { name: 'Your instrument' });
    expect(choice).toHaveValue('concert');
    await userEvent.selectOptions(choice, 'B\u266d instrument');
    expect(choice).toHaveValue('b-flat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // A tenor player reads the tune a tone up, with the band's key beneath; kept on the device.
    const written = transposeKey(key, 'b-flat');
    expect(written.spoken).not.toBe(key);
    expect(screen.getByText(`Key: ${written.spoken}`)).toBeInTheDocument();
    expect(screen.getByText(/^Concert/)).toBeInTheDocument();
    expect(localStorage.getItem(INSTRUMENT_KEY)).toBe('b-flat');
    localStorage.clear();
  });

  it('follows Change Set: the share moves to the new set, and Share Live names it', async () => {
    localStorage.clear();
    const client = signedInClient();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    await within(dialog).findByRole('textbox', { name: 'Link' });
    const share = await client.live.current();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const practice = Object.values(client.state.library.sets).find((set) => set.name === 'Practice')!;
    await client.library.setPickerSet(practice.id);
    await waitFor(async () => expect(await client.live.current()).toEqual({ ...share, set: practice.id }));
    await userEvent.click(screen.getByRole('button', { name: 'Live: show the link' }));
    const again = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(within(again).getByText('Practice')).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    localStorage.clear();
  });
});

describe('PickerPage: the chart', () => {
  // The chart's code, as the page loads it when idle (the last test checks that it does).
  beforeAll(() => preloadPickerChart());
  afterEach(() => localStorage.clear());

  /** A gig set whose tunes have charts (Autumn Leaves in a random key), but Nardis. */
  const chartedLibrary = buildLibrary({
    sets: { Gig: ['Autumn Leaves', 'Blue Bossa', 'Solar', 'Nardis'], Long: ['Cherokee', 'Giant Steps'] },
    songs: {
      'Autumn Leaves': { knowledge: 'know', key: 'random', chart: LEAD_SHEET },
      'Blue Bossa': { knowledge: 'med', key: 'C', chart: { key: 'C-', text: chartOfBars(16) } },
      Solar: { knowledge: 'new', key: 'C', chart: { key: 'C-', text: chartOfBars(12, 2) } },
      Nardis: { knowledge: 'med', key: 'E' },
      Cherokee: { knowledge: 'new', key: 'B flat', chart: HUNDRED_BARS },
      'Giant Steps': { knowledge: 'new', key: 'B', chart: HUNDRED_BARS },
    },
  });
  const GIG = setIdOf(chartedLibrary, 'Gig');
  const LONG = setIdOf(chartedLibrary, 'Long');

  const onScreen = (client: TunedeckClient, set: string) => {
    const state = client.state.library.pickers[set]!.state;
    return { current: state.current!, version: state.version };
  };

  /** What the chart on screen must be: the tune's, in the key just picked, or the sentence for none. */
  async function expectChartOf(client: TunedeckClient, set: string) {
    const { current } = onScreen(client, set);
    const title = client.state.library.songs[current.song]!.title;
    const stored = client.state.library.charts[current.song];
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
    if (!stored) {
      expect(screen.getByText('No chart for this tune yet.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute(
        'href',
        `/library/allsongs/${current.song}`,
      );
      return title;
    }
    const spoken = shownChart(stored, { concert: current.key })!.spoken;
    expect(await screen.findByRole('region', { name: `Chart of ${title} in ${spoken}` })).toBeInTheDocument();
    return title;
  }

  it("shows each called tune's chart in the key picked, and Undo and SKIP bring back the matching one", async () => {
    // Shown on this device (the musician's choice): jsdom's screen is neither wide nor on its side.
    localStorage.setItem(PICKER_CHART_KEY, 'shown');
    localStorage.setItem(INSTRUMENT_KEY, 'concert');
    const client = signedInClient(chartedLibrary, GIG);
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    expect(screen.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-expanded', 'true');
    const seen = new Set<string>();
    seen.add(await expectChartOf(client, GIG));
    for (let press = 0; press < 6; press += 1) {
      const before = await expectChartOf(client, GIG);
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(before));
      seen.add(await expectChartOf(client, GIG));
      // Undo brings back the tune before, in its key, with its chart; NEXT again moves on.
      if (press === 1) {
        await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
        expect(await expectChartOf(client, GIG)).toBe(before);
      }
      if (press === 3) {
        await userEvent.click(screen.getByRole('button', { name: 'SKIP' }));
        await waitFor(() => expect(onScreen(client, GIG).current.song).not.toBe(undefined));
        seen.add(await expectChartOf(client, GIG));
      }
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('keeps the poster whole for a set without charts; "Chart" says the tune has none, and is remembered', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await waitFor(() => expect(client.state.chartsLoaded).toBe(true));
    // On the stage too.
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stage View' }));
    const toggle = screen.getByRole('button', { name: 'Chart' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No chart for this tune yet.')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText('No chart for this tune yet.')).toBeInTheDocument();
    expect(localStorage.getItem(PICKER_CHART_KEY)).toBe('shown');
    await userEvent.click(toggle);
    expect(localStorage.getItem(PICKER_CHART_KEY)).toBe('hidden');
    expect(screen.queryByText('No chart for this tune yet.')).toBeNull();
  });

  it("turns a long chart's pages with the pedal on the stage: NEXT on the last page, SKIP on the first", async () => {
    const client = signedInClient(chartedLibrary, LONG);
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stage View' }));
    await screen.findByText('Page 1 of 3', {}, { timeout: 4000 });
    const start = onScreen(client, LONG);
    const pedal = async (key: string) => {
      fireEvent.keyDown(window, { key });
    };
    await pedal('PageDown');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await pedal('ArrowRight');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    // SKIP turns back a page; the tune stays.
    await pedal('PageUp');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await pedal('PageDown');
    expect(onScreen(client, LONG)).toEqual(start);
    // On the last page NEXT is NEXT: the next tune, its chart from its first page.
    await pedal('PageDown');
    await waitFor(() => expect(onScreen(client, LONG).version).toBeGreaterThan(start.version));
    expect(onScreen(client, LONG).current.song).not.toBe(start.current.song);
    expect(await screen.findByText('Page 1 of 3', {}, { timeout: 4000 })).toBeInTheDocument();
    // Its pages, as many as the last tune's, turn as theirs did.
    await pedal('PageDown');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await pedal('PageUp');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // On the first page SKIP is SKIP.
    const next = onScreen(client, LONG);
    await pedal('s');
    await waitFor(() => expect(onScreen(client, LONG).version).toBeGreaterThan(next.version));
    expect(await screen.findByText('Page 1 of 3', {}, { timeout: 4000 })).toBeInTheDocument();
    // Undo brings the tune before back, at its first page.
    await pedal('PageDown');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await pedal('z');
    await waitFor(() => expect(onScreen(client, LONG).current.song).toBe(next.current.song));
    expect(await screen.findByText('Page 1 of 3', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("loads the chart's code when the page is idle, only for a set with a chart", async () => {
    const preload = vi.spyOn(LazyTuneChart, 'preload');
    const plain = render(<PickerPage client={signedInClient()} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(preload).not.toHaveBeenCalled();
    plain.unmount();
    render(<PickerPage client={signedInClient(chartedLibrary, GIG)} />);
    await waitFor(() => expect(preload).toHaveBeenCalled());
    preload.mockRestore();
  });
});
