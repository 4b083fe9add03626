// <tunedeck-picker>'s chart file as built for consumers (build/element.ts: the drawing on dom-react.ts,
// not React), running in jsdom: it draws exactly what the React widget draws, and the element fetches it
// for a tune with a chart and shows the chart in the key picked.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { type Chart, chartText, chordSpoken, shownChart } from '@tunedeck/core/chart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../chart/fixtures.js';
import { PickerChart, type PickerChartProps } from '../widgets/picker/picker-chart.js';
import type { TunedeckPickerElement } from './tunedeck-picker.js';

type ChartFile = typeof import('./tunedeck-picker-chart.js');

const PACKAGE = join(import.meta.dirname, '..', '..');
// Inside the package: Vitest loads files from the workspace only.
const cache = join(PACKAGE, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const built = mkdtempSync(join(cache, 'tunedeck-picker-chart-'));
let chartFile: ChartFile;

beforeAll(async () => {
  // Built as for the package, in a process of its own (esbuild refuses jsdom's globals).
  const tsx = join(PACKAGE, '..', '..', 'node_modules', '.bin', 'tsx');
  const build = `import { buildElement } from './build/element.ts'; buildElement(${JSON.stringify(built)});`;
  execFileSync(tsx, ['-e', build], { cwd: PACKAGE, stdio: 'inherit' });
  chartFile = (await import(/* @vite-ignore */ join(built, 'tunedeck-picker-chart.js'))) as ChartFile;
  await import(/* @vite-ignore */ join(built, 'tunedeck-picker.js'));
}, 60_000);

afterAll(() => rmSync(built, { recursive: true, force: true }));

const CHARTS: Record<string, Chart> = Object.fromEntries(
  Object.entries(fixtures).filter(
    (entry): entry is [string, Chart] => typeof entry[1] === 'object' && 'bars' in entry[1],
  ),
);

describe("the element's chart file", () => {
  it('draws every chart exactly as the React widget does, in the key picked and for an instrument', () => {
    expect(Object.keys(CHARTS).length).toBeGreaterThanOrEqual(10);
    for (const [name, chart] of Object.entries(CHARTS)) {
      for (const options of [
        { concert: 'E flat' as const },
        { concert: 'F sharp' as const, instrument: 'b-flat' as const },
      ]) {
        const props: PickerChartProps = {
          chart: { key: 'C', text: chartText(chart) },
          title: name,
          ...options,
        };
        const withReact = render(<PickerChart {...props} />).container;
        const withoutReact = document.createElement('div');
        chartFile.drawChart(withoutReact, props);
        expect(withoutReact.innerHTML, name).toBe(withReact.innerHTML);
        expect(withoutReact.querySelectorAll('.td-chart__bar').length, name).toBe(chart.bars.length);
      }
    }
  });

  it('draws why a chart cannot be shown, and a stylesheet in the element’s unit', () => {
    const target = document.createElement('div');
    chartFile.drawChart(target, { chart: { key: 'C', text: 'C | H7 |' }, title: 'Solar', concert: 'C' });
    expect(target.textContent).toBe("The chart cannot be shown: Bar 2: 'H7' is not a chord.");
    expect(chartFile.chartStyles()).toBeInstanceOf(CSSStyleSheet);
  });
});

describe('<tunedeck-picker> with charts', () => {
  it('shows Chart for a tune with one, and the chart in the key picked when it is pressed', async () => {
    const host = document.createElement('tunedeck-picker') as TunedeckPickerElement;
    host.setAttribute('storage', 'none');
    host.tunes = [{ title: 'Solar', key: 'Eb', chart: '| C-7 | F7 | Bb^7 | Eb^7 |', chartKey: 'C-' }];
    document.body.append(host);
    const root = host.shadowRoot as ShadowRoot;
    const toggle = root.querySelector('.td-card__chart-toggle') as HTMLButtonElement;
    expect(toggle.closest('[hidden]')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = await waitFor(() => {
      const found = root.querySelector('[aria-label="Chart of Solar in E flat minor"]');
      if (!found) throw new Error('No chart yet');
      return found;
    });
    const shown = shownChart({ key: 'C-', text: '| C-7 | F7 | Bb^7 | Eb^7 |' }, { concert: 'E flat' });
    const spoken = [...region.querySelectorAll('.td-chart__bar > .td-visually-hidden')].map(
      (bar) => bar.textContent,
    );
    expect(spoken).toEqual(
      (shown?.chart.bars ?? []).map(
        (bar, index) =>
          `bar ${index + 1}: ${index === 0 ? 'four four time, ' : ''}${bar.slots
            .map((slot) => (slot.kind === 'chord' ? chordSpoken(slot.chord) : ''))
            .join(', ')}`,
      ),
    );
    // A B♭ player: the same chart a tone up.
    host.instrument = 'b-flat';
    expect(
      root.querySelector(
        '[aria-label="Chart of Solar in F minor for B flat instrument, concert E flat minor"]',
      ),
    ).not.toBeNull();
    toggle.click();
    expect((root.querySelector('.td-card__chart-panel') as HTMLElement).hidden).toBe(true);
    host.remove();
  });

  it('has no Chart for tunes without one: not even a hidden button', () => {
    const host = document.createElement('tunedeck-picker') as TunedeckPickerElement;
    host.setAttribute('storage', 'none');
    host.tunes = 'Solar | C | med; Nardis | E | new';
    document.body.append(host);
    expect(host.shadowRoot?.querySelector('button.td-card__chart-toggle')).toBeNull();
    host.remove();
  });
});
