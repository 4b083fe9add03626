import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickerStore } from '@tunedeck/core';
import { chordSpoken, shownChart } from '@tunedeck/core/chart';
import { buildLibrary, chartOfBars, setIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/fixtures.js';
import { PickerWidget } from './picker-widget.js';

const TUNES = [
  { title: 'Nardis', knowledge: 'new' },
  { title: 'Solar', key: 'C', knowledge: 'med' },
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
];

function memoryStore(): PickerStore {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const card = (name = 'Tune picker') => screen.getByRole('region', { name });
const title = () => card().querySelector('.td-card__title')?.textContent;

describe('PickerWidget with tunes of its own', () => {
  it('shows a tune in its colour word and key; NEXT, SKIP, Start New Gig and Reset Picker pick again', async () => {
    const onPick = vi.fn();
    render(<PickerWidget tunes={TUNES} store={null} seed={1} onPick={onPick} />);
    const first = title();
    expect(TUNES.map((tune) => tune.title)).toContain(first);
    expect(within(card()).getByText(/^(New|Medium|Know)$/)).toBeInTheDocument();
    expect(within(card()).getByText(/^Key: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(title()).not.toBe(first);
    await userEvent.click(screen.getByRole('button', { name: 'SKIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start New Gig' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset Picker' }));
    // The host hears each tune after a press, not the one the widget opens with.
    expect(onPick).toHaveBeenCalledTimes(4);
    expect(onPick.mock.calls.map(([, action]) => action)).toEqual(['next', 'skip', 'new-gig', 'reset']);
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({
      title: expect.any(String),
      knowledgeLabel: expect.any(String),
    });
  });

  it('takes → for NEXT and S for SKIP while focus is in the card', async () => {
    render(<PickerWidget tunes={TUNES} store={null} seed={2} />);
    screen.getByRole('button', { name: 'NEXT' }).focus();
    const first = title();
    await userEvent.keyboard('{ArrowRight}');
    const second = title();
    expect(second).not.toBe(first);
    await userEvent.keyboard('s');
    expect(title()).not.toBe(second);
  });

  it('keeps its round in the store: the next mount shows the same tune; another name is another round', () => {
    const store = memoryStore();
    const { unmount } = render(<PickerWidget tunes={TUNES} store={store} seed={3} />);
    act(() => screen.getByRole('button', { name: 'NEXT' }).click());
    const shown = title();
    unmount();
    render(<PickerWidget tunes={TUNES} store={store} seed={3} label="Reloaded" />);
    expect(card('Reloaded').querySelector('.td-card__title')?.textContent).toBe(shown);
  });

  it('reads tunes given as text, and says when there are none', () => {
    const { unmount } = render(<PickerWidget tunes="Solar | C | new" store={null} />);
    expect(title()).toBe('Solar');
    expect(screen.getByRole('button', { name: 'SKIP' })).toBeDisabled();
    unmount();
    render(<PickerWidget tunes={[]} store={null} />);
    expect(screen.getByText('No tunes to pick from yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  });
});

/** A minor blues head: the chart's own key is C minor. */
const CHART = { key: 'C-', text: '| C-7 | F7 | Bb^7 | Eb^7 |' };

/** What a screen reader hears of each bar of a chart. */
function heardBars(region: HTMLElement): string[] {
  return [...region.querySelectorAll('.td-chart__bar')].map((bar) => {
    const copy = bar.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent ?? '';
  });
}

/** The chords heard in each bar (the first bar also says its time). */
const heardChords = (region: HTMLElement) =>
  heardBars(region).map((bar) => bar.replace(/^bar \d+: (four four time, )?/, ''));

/** The same chords from core's rule: the stored chart moved to the key picked (and the instrument). */
function coreChords(options: Parameters<typeof shownChart>[1]): string[] {
  return (shownChart(CHART, options)?.chart.bars ?? []).map((bar) =>
    bar.slots.map((slot) => (slot.kind === 'chord' ? chordSpoken(slot.chord) : '')).join(', '),
  );
}

describe('PickerWidget with charts', () => {
  it("shows a tune's chart in the key picked under a Chart button, and keeps it open for the next tune", async () => {
    render(
      <PickerWidget
        tunes={[
          { title: 'Solar', key: 'Eb', chart: CHART.text, chartKey: CHART.key },
          { title: 'Nardis', key: 'E', chart: { key: 'E-', text: 'E-^7 | F^7 | E-^7 | F^7 |' } },
        ]}
        store={null}
        seed={1}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Chart' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Chart of/ })).toBeNull();
    if (title() !== 'Solar') await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(title()).toBe('Solar');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const chart = await screen.findByRole('region', { name: 'Chart of Solar in E flat minor' });
    expect(heardBars(chart)).toEqual([
      'bar 1: four four time, E flat minor seven',
      'bar 2: A flat seven',
      'bar 3: D flat major seven',
      'bar 4: G flat major seven',
    ]);
    expect(heardChords(chart)).toEqual(coreChords({ concert: 'E flat' }));
    expect(within(card()).getByText('E♭ minor')).toBeInTheDocument();
    // NEXT: the other tune's chart, still open, in its key.
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(title()).toBe('Nardis');
    const next = await screen.findByRole('region', { name: 'Chart of Nardis in E minor' });
    expect(heardChords(next)[0]).toBe('E minor major seven');
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(screen.queryByRole('region', { name: /^Chart of/ })).toBeNull();
  });

  it('moves focus from Chart to NEXT when → picks from it (a tune without a chart has no Chart)', async () => {
    render(
      <PickerWidget
        tunes={[{ title: 'Solar', key: 'C', chart: CHART }, 'Nardis', 'Oleo']}
        store={null}
        seed={1}
      />,
    );
    for (let i = 0; i < 3 && title() !== 'Solar'; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    screen.getByRole('button', { name: 'Chart' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(title()).not.toBe('Solar');
    expect(screen.queryByRole('button', { name: 'Chart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'NEXT' })).toHaveFocus();
  });

  it('writes the chart for the instrument given, naming the concert key too', async () => {
    render(
      <PickerWidget tunes={[{ title: 'Solar', key: 'Eb', chart: CHART }]} instrument="b-flat" store={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    const chart = await screen.findByRole('region', {
      name: 'Chart of Solar in F minor for B flat instrument, concert E flat minor',
    });
    expect(heardChords(chart)).toEqual(coreChords({ concert: 'E flat', instrument: 'b-flat' }));
    expect(heardChords(chart)).toEqual([
      'F minor seven',
      'B flat seven',
      'E flat major seven',
      'A flat major seven',
    ]);
  });

  it('has no Chart button for a tune without a chart, and says why a chart cannot be shown', async () => {
    const { unmount } = render(<PickerWidget tunes={TUNES} store={null} seed={1} />);
    expect(screen.queryByRole('button', { name: 'Chart' })).toBeNull();
    unmount();
    render(<PickerWidget tunes={[{ title: 'Solar', key: 'C', chart: 'C-7 | H7 |' }]} store={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(
      await screen.findByText("The chart cannot be shown: Bar 2: 'H7' is not a chord."),
    ).toBeInTheDocument();
  });
});

describe('PickerWidget on an account', () => {
  it("picks from the signed-in musician's picker set, like the app", async () => {
    const client = signedInClient();
    render(<PickerWidget client={client} />);
    await waitFor(() => expect(title()).toBeTruthy());
    const first = title();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(title()).not.toBe(first));
  });

  it("shows the musician's own chart of the tune, in the key picked", async () => {
    const stored = { key: 'C-', text: chartOfBars(8) };
    const library = buildLibrary({
      sets: { Gig: ['Solar', 'Nardis'] },
      songs: {
        Solar: { knowledge: 'new', key: 'F', chart: stored },
        Nardis: { knowledge: 'med', key: 'D', chart: stored },
      },
    });
    render(<PickerWidget client={signedInClient(library, setIdOf(library, 'Gig'))} />);
    await waitFor(() => expect(title()).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    const [tune, key] = title() === 'Solar' ? (['Solar', 'F'] as const) : (['Nardis', 'D'] as const);
    const shown = shownChart(stored, { concert: key })!;
    const chart = await screen.findByRole('region', { name: `Chart of ${tune} in ${shown.spoken}` });
    const heard = heardBars(chart);
    expect(heard).toHaveLength(8);
    shown.chart.bars.forEach((bar, index) => {
      const chords = bar.slots.flatMap((slot) => (slot.kind === 'chord' ? [chordSpoken(slot.chord)] : []));
      expect(heard[index]).toContain(chords.join(', '));
    });
  });
});
