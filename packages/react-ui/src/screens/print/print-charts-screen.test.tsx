import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instrument, PlayableKey } from '@tunedeck/core';
import { type StoredChart, shownChart } from '@tunedeck/core/chart';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { chartDrawing } from '../../chart/chart-bars.js';
import { PrintChartsScreen } from './print-charts-screen.js';

const AUTUMN: StoredChart = {
  key: 'G-',
  text: '[A] C-7 | F7 | Bb^7 | Eb^7 |\n| Ah7 | D7b9 | G-6 | G-6/F |]',
};
const BLUES: StoredChart = { key: 'F', text: 'F7 | Bb7 | F7 | C7 |]' };

const library = buildLibrary({
  sets: { Gig: ['Solar', 'Blues For Alice', 'Autumn Leaves'], Empty: [] },
  songs: {
    'Autumn Leaves': { key: 'E', chart: AUTUMN },
    'Blues For Alice': { key: 'random', chart: BLUES },
    Solar: { key: 'C' },
  },
});
const GIG = setIdOf(library, 'Gig');

/** What a screen reader hears of each bar of a page's chart. */
function heardBars(page: HTMLElement): string[] {
  return within(page)
    .getAllByRole('listitem')
    .map((bar) => bar.querySelector('.td-visually-hidden')?.textContent ?? '');
}

/** What core's `shownChart` makes of the stored chart, bar by bar, as ChartView says it. */
function expected(chart: StoredChart, concert: PlayableKey | undefined, instrument: Instrument) {
  return chartDrawing(shownChart(chart, { concert, instrument })!.chart).map((bar) => bar.spoken);
}

describe('PrintChartsScreen', () => {
  it('prints the charts one a page, in the set’s order and each tune’s key, chord for chord core’s', () => {
    render(<PrintChartsScreen library={library} setId={GIG} instrument="concert" />);
    const pages = within(screen.getByRole('list', { name: 'Pages of Gig' })).getAllByRole('region', {
      name: /^(Autumn Leaves|Blues For Alice)$/,
    });
    expect(pages.map((page) => within(page).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Autumn Leaves',
      'Blues For Alice',
    ]);
    const [autumn, blues] = pages as [HTMLElement, HTMLElement];
    // Autumn Leaves in its key, E (written in G minor); the random-key blues in its chart's own, F.
    expect(autumn).toHaveTextContent('GigAutumn LeavesE minor');
    expect(within(autumn).getByRole('region', { name: 'Chart of Autumn Leaves in E minor' })).toBeVisible();
    expect(heardBars(autumn)).toEqual(expected(AUTUMN, 'E', 'concert'));
    expect(heardBars(autumn)[0]).toBe('bar 1: Section A, four four time, A minor seven');
    expect(within(autumn).getByText('Page 1 of 2')).toBeVisible();
    expect(heardBars(blues)).toEqual(expected(BLUES, undefined, 'concert'));
    expect(within(blues).getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByText(/2 charts, one a page\./)).toBeVisible();
    expect(screen.getByText(/No chart yet for Solar: it is left out\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Gig' })).toHaveAttribute('href', `/library/sets/${GIG}`);
  });

  it('writes every page for the instrument chosen, and prints with the browser’s print', async () => {
    const onPrint = vi.fn();
    render(<PrintChartsScreen library={library} setId={GIG} instrument="concert" onPrint={onPrint} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Instrument' }), 'e-flat');
    const autumn = screen.getByRole('region', { name: 'Autumn Leaves' });
    expect(autumn).toHaveTextContent('C\u266f minor for E\u266d instrument (concert E minor)');
    expect(
      within(autumn).getByRole('region', {
        name: 'Chart of Autumn Leaves in C sharp minor for E flat instrument, concert E minor',
      }),
    ).toBeVisible();
    expect(heardBars(autumn)).toEqual(expected(AUTUMN, 'E', 'e-flat'));
    expect(heardBars(screen.getByRole('region', { name: 'Blues For Alice' }))).toEqual(
      expected(BLUES, undefined, 'e-flat'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to print, and offers no Print', () => {
    render(<PrintChartsScreen library={library} setId={setIdOf(library, 'Empty')} />);
    expect(screen.getByText(/This set has no tunes yet\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('list', { name: /^Pages of / })).toBeNull();
  });

  it('waits for the charts while they are read', () => {
    render(<PrintChartsScreen library={{ ...library, charts: {} }} setId={GIG} chartsLoaded={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the charts');
    expect(screen.queryByText(/left out/)).toBeNull();
  });
});
