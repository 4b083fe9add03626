import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INSTRUMENT_KEY,
  type Instrument,
  keyedRecords,
  type Library,
  type PlayableKey,
  type Review,
} from '@tunedeck/core';
import { chartChords, chordText, type StoredChart, shownChart } from '@tunedeck/core/chart';
import { buildLibrary, FIXTURE_TIME, songIdOf } from '@tunedeck/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { chartDrawing } from '../chart/chart-bars.js';
import { TunedeckProvider } from '../provider/provider.js';
import { signedInClient } from '../test/fixtures.js';
import { PracticePage } from './practice-page.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = () => FIXTURE_TIME;

function mount(library: Library) {
  const client = signedInClient(library, Object.keys(library.sets)[0]!);
  render(
    <TunedeckProvider client={client} navigate={() => {}}>
      <PracticePage clock={clock} timeZone="UTC" />
    </TunedeckProvider>,
  );
  return client;
}

describe('PracticePage (connected)', () => {
  it('practises today’s new tunes with keys 1–4 and the buttons, then says done and shows the week', async () => {
    const library = buildLibrary({
      sets: { Standards: ['Solar', 'Nardis', 'Footprints', 'Blue Bossa'] },
      songs: {
        Solar: { knowledge: 'new', key: 'C' },
        Nardis: { knowledge: 'new', key: 'E' },
        Footprints: { knowledge: 'new', key: 'C' },
        'Blue Bossa': { knowledge: 'know', key: 'C' },
      },
      start: FIXTURE_TIME - 3 * DAY,
    });
    const client = mount(library);
    // Three new tunes (the default a day), oldest first; Blue Bossa is known and not in practice.
    expect(await screen.findByRole('heading', { name: 'Solar' })).toBeVisible();
    // The charts come in a drawing of their own, after the tune is on screen.
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.getByText('3 tunes, about 12 min')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Good — in 3 days' })).toBeVisible();

    // Space starts and stops the timer (a pedal sends it too).
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Stop Timer' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Start Timer' })).toHaveAttribute('aria-pressed', 'false');

    // 3 is Good: Solar is graded, Nardis comes and takes the focus.
    await userEvent.keyboard('3');
    expect(await screen.findByRole('heading', { name: 'Nardis' })).toHaveFocus();
    const solar = songIdOf(library, 'Solar');
    await waitFor(() => expect(client.getSnapshot().library.cards[solar]?.scheduled).toBe(3));
    const [review] = [...client.getSnapshot().library.reviews.values()];
    expect(review).toMatchObject({ song: solar, grade: 3, source: 'practice', key: 'C', seconds: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Again — in 1 day' }));
    expect(await screen.findByRole('heading', { name: 'Footprints' })).toBeVisible();
    await userEvent.keyboard('4');
    expect(await screen.findByRole('heading', { name: 'Done for today' })).toBeVisible();
    // Said once, by the heading: the line above it tells what was practised.
    expect(screen.getAllByText(/done for today/i)).toHaveLength(1);
    expect(screen.getByText('3 tunes practised today, 12 min')).toBeVisible();
    const coming = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(coming.getByText('Tomorrow').parentElement).toHaveTextContent('Tomorrow1 tuneNardis');
    expect(Object.keys(client.getSnapshot().library.cards)).toHaveLength(3);
  });

  it('offers "Mark as Know?" when a grade takes a tune past a month, and one tap marks it', async () => {
    let library = buildLibrary({
      sets: { Standards: ['Solar'] },
      songs: { Solar: { knowledge: 'med', key: 'C' } },
      start: FIXTURE_TIME - 90 * DAY,
    });
    const solar = songIdOf(library, 'Solar');
    library = {
      ...library,
      cards: {
        [solar]: {
          id: solar,
          song: solar,
          due: FIXTURE_TIME - DAY,
          stability: 20,
          difficulty: 4,
          scheduled: 20,
          reps: 4,
          lapses: 0,
          state: 2,
          last: FIXTURE_TIME - 21 * DAY,
        },
      },
    };
    const client = mount(library);
    expect(await screen.findByRole('heading', { name: 'Solar' })).toBeVisible();
    expect(screen.getByText('Overdue by 1 day')).toBeVisible();
    await userEvent.keyboard('4');
    const offer = await screen.findByRole('region', { name: 'Solar: Mark as Know?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Mark as Know' }));
    await waitFor(() => expect(client.getSnapshot().library.songs[solar]?.knowledge).toBe('know'));
    expect(screen.queryByRole('region', { name: 'Solar: Mark as Know?' })).toBeNull();
  });

  it('leaves keys to what has them: typing a digit in a field grades nothing', async () => {
    const library = buildLibrary({
      sets: { Standards: ['Solar'] },
      songs: { Solar: { knowledge: 'new' } },
      start: FIXTURE_TIME - DAY,
    });
    const client = mount(library);
    await screen.findByRole('heading', { name: 'Solar' });
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await userEvent.keyboard('3');
    await act(async () => {});
    expect(client.getSnapshot().library.reviews.size).toBe(0);
    input.remove();
    expect(screen.getByRole('heading', { name: 'Solar' })).toBeVisible();
  });
});

describe('PracticePage: today’s tune’s chart', () => {
  const SOLAR: StoredChart = {
    key: 'C-',
    text: '[A] C-^7 | G-7 C7 | F^7 | Fh7 Bb7 |\n| Eb^7 | Eb-7 Ab7 | Db^7 | Dh7 G7b9 |]',
  };

  /** Solar (due, its chart written in C minor, practised twice) before Nardis (new, no chart). */
  function practising(): Library {
    const library = buildLibrary({
      sets: { Standards: ['Solar', 'Nardis'] },
      songs: { Solar: { knowledge: 'med', key: 'C', chart: SOLAR }, Nardis: { knowledge: 'new', key: 'E' } },
      start: FIXTURE_TIME - 30 * DAY,
    });
    const solar = songIdOf(library, 'Solar');
    // Its two grades so far, in C and then F (the card below has folded them in).
    const graded = (key: 'C' | 'F', days: number): Review => ({
      id: `review${key.toLowerCase()}00000000`,
      song: solar,
      title: 'Solar',
      grade: 3,
      source: 'practice',
      key,
      level: 'med',
      seconds: 0,
      reviewed: FIXTURE_TIME - days * DAY,
    });
    return {
      ...library,
      reviews: keyedRecords([graded('C', 8), graded('F', 5)]),
      cards: {
        [solar]: {
          id: solar,
          song: solar,
          due: FIXTURE_TIME - DAY,
          stability: 3,
          difficulty: 5,
          scheduled: 3,
          reps: 2,
          lapses: 0,
          state: 2,
          last: FIXTURE_TIME - 4 * DAY,
        },
      },
    };
  }

  /** The chart on the page: its region's name, its key line, and each bar as a screen reader hears it. */
  async function chartOnPage(name: string) {
    const region = await screen.findByRole('region', { name });
    const heard = within(region)
      .getAllByRole('listitem')
      .map((bar) => bar.querySelector('.td-visually-hidden')?.textContent);
    return { heard, keyLine: region.parentElement?.querySelector('.td-tune-chart__key')?.textContent };
  }

  /** What core's `shownChart` makes of the stored chart for this key and instrument, bar by bar. */
  function expected(concert: PlayableKey, instrument: Instrument = 'concert') {
    const shown = shownChart(SOLAR, { concert, instrument })!;
    return { shown, heard: chartDrawing(shown.chart).map((bar) => bar.spoken) };
  }

  afterEach(() => localStorage.removeItem(INSTRUMENT_KEY));

  it('draws it in the key practised, then in its least-covered key in all twelve, chord for chord', async () => {
    const client = mount(practising());
    expect(await screen.findByRole('heading', { name: 'Solar', level: 2 })).toBeVisible();
    const own = expected('C');
    const inC = await chartOnPage('Chart of Solar in C minor');
    expect(inC.keyLine).toBe('C minor');
    expect(inC.heard).toEqual(own.heard);
    expect(inC.heard[0]).toBe('bar 1: Section A, four four time, C minor major seven');
    expect(chartChords(own.shown.chart).map(chordText).slice(0, 3)).toEqual(['C-^7', 'G-7', 'C7']);

    // Every tune in all twelve keys: Solar, practised in C and F (covered there), comes in B♭, the first
    // key round the cycle of fourths it was never practised in.
    await act(async () => {
      await client.practice.setSettings({ newPerDay: 3, minutes: 20, allKeys: true });
    });
    const rotated = expected('B flat');
    const inBFlat = await chartOnPage('Chart of Solar in B flat minor');
    expect(inBFlat.keyLine).toBe('B\u266d minor');
    expect(inBFlat.heard).toEqual(rotated.heard);
    expect(inBFlat.heard[0]).toBe('bar 1: Section A, four four time, B flat minor major seven');
    expect(chartChords(rotated.shown.chart).map(chordText).slice(0, 3)).toEqual(['Bb-^7', 'F-7', 'Bb7']);
    // Beside it, the wheel of its keys: C and F covered, B♭ today's.
    expect(
      screen.getByRole('figure', { name: 'Keys of Solar: 2 of 12 keys covered Today in B\u266d' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Chart of Solar in C minor' })).toBeNull();

    // Graded, the next tune has no chart: a quiet line and the way to its page, where one is added.
    await userEvent.keyboard('3');
    expect(await screen.findByRole('heading', { name: 'Nardis', level: 2 })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Chart of / })).toBeNull();
    expect(screen.getByText(/No chart for this tune yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute(
      'href',
      `/library/allsongs/${songIdOf(practising(), 'Nardis')}`,
    );
  });

  it('writes it for this device’s instrument: a B♭ player reads concert C minor in D minor', async () => {
    localStorage.setItem(INSTRUMENT_KEY, 'b-flat');
    mount(practising());
    const forBFlat = expected('C', 'b-flat');
    const chart = await chartOnPage('Chart of Solar in D minor for B flat instrument, concert C minor');
    expect(chart.keyLine).toBe('D minor for B\u266d instrument (concert C minor)');
    expect(chart.heard).toEqual(forBFlat.heard);
    expect(chartChords(forBFlat.shown.chart).map(chordText).slice(0, 3)).toEqual(['D-^7', 'A-7', 'D7']);
  });
});
