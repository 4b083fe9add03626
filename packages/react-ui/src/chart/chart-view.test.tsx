import { render, screen, within } from '@testing-library/react';
import { type Chart, chartText, isChordQuality, parseChartText } from '@tunedeck/core/chart';
import { describe, expect, it } from 'vitest';
import { chartDrawing } from './chart-bars.js';
import { ChartView } from './chart-view.js';
import * as fixtures from './fixtures.js';
import {
  ALTERNATES_CHART,
  bar,
  chord,
  ENDINGS_CHART,
  JUMPS_CHART,
  LONG_CHART,
  REPEAT_SIGNS_CHART,
  SEGNO_CODA_CHART,
  SIXTY_FOUR_BARS,
} from './fixtures.js';

const bars = (container: HTMLElement) => [...container.querySelectorAll('.td-chart__bar')];

/** What a screen reader reads of an element: its text less what is hidden from it. */
function heard(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('ChartView', () => {
  it('is a region of bars, each heard as its number and its chords', () => {
    render(
      <ChartView chart={{ bars: [bar('C-7 F7'), bar('Bb^7/D'), bar('')] }} label="Chart of Solar in C" />,
    );
    const region = screen.getByRole('region', { name: 'Chart of Solar in C' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map(heard)).toEqual([
      'bar 1: C minor seven, F seven',
      'bar 2: B flat major seven over D',
      'bar 3: empty',
    ]);
  });

  it('typesets a chord: root, quality on the line, extensions raised, drawn ♭ and ♯, slash bass', () => {
    const { container } = render(<ChartView chart={{ bars: [bar('Bb-7b9/Db F#^7')] }} />);
    const [first, second] = [...container.querySelectorAll('.td-chord')];
    // The drawing is hidden; what shows is the letters and the shapes between them.
    expect(first?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(first?.textContent).toBe('B−79/D');
    expect(first?.querySelectorAll('.td-accidental--flat')).toHaveLength(3);
    expect(first?.querySelector('.td-chord__raised')?.textContent).toBe('79');
    expect(first?.querySelector('.td-chord__bass')?.textContent).toBe('/D');
    expect(second?.querySelector('.td-accidental--sharp')).not.toBeNull();
    expect(second?.querySelector('.td-chart__triangle')).not.toBeNull();
    expect(second?.querySelector('.td-chord__raised')?.textContent).toBe('7');
  });

  it('says sections, time, repeats, endings, signs and jumps in words', () => {
    const { container } = render(<ChartView chart={LONG_CHART} />);
    const spoken = bars(container).map(heard);
    expect(spoken[0]).toBe('bar 1: Section A, four four time, start repeat, segno, C minor seven, F seven');
    expect(spoken[4]).toBe('bar 5: G minor six (or G minor major seven)');
    expect(spoken[5]).toBe('bar 6: repeat the bar before');
    expect(spoken[6]).toBe('bar 7: first ending, A half-diminished seven');
    expect(spoken[7]).toBe('bar 8: 3x, D seven flat nine, G minor seven, end repeat');
    expect(spoken[17]).toBe('bar 18: A half-diminished seven, D seven flat nine, Dal Segno al Coda');
    expect(spoken[18]).toBe('bar 19: Section C, three four time, B flat major seven');
    expect(spoken[27]).toBe('bar 28: no chord');
    expect(spoken[30]).toBe('bar 31: repeat the two bars before');
    expect(spoken[31]).toBe('bar 32: second bar of the repeat');
    expect(spoken[39]).toBe('bar 40: fermata, G minor major seven, end');
    const jumps = bars(render(<ChartView chart={JUMPS_CHART} />).container).map(heard);
    expect(jumps[1]).toBe('bar 2: G seven, Fine');
    expect(jumps[3]).toBe('bar 4: G seven, Da Capo al Fine');
  });

  it('draws "To Coda" with its sign under the bar\'s end, and says it before a jump', () => {
    const segno = bars(render(<ChartView chart={SEGNO_CODA_CHART} />).container);
    expect(heard(segno[3]!)).toBe('bar 4: E minor seven, to coda');
    expect(segno[3]?.querySelector('.td-chart__under')?.textContent).toBe('To Coda ');
    expect(segno[3]?.querySelector('.td-chart__under .td-chart__sign--coda')).not.toBeNull();
    expect(segno[3]?.querySelector('.td-chart__over')).toBeNull();
    // Right before the coda, with a jump: "To Coda" first, as it is played on the last time through.
    const jumps = bars(render(<ChartView chart={JUMPS_CHART} />).container);
    expect(heard(jumps[7]!)).toBe('bar 8: G seven, to coda, Da Capo al Coda');
    expect(heard(jumps[8]!)).toBe('bar 9: coda, C major seven');
    expect(jumps[7]?.querySelector('.td-chart__under')?.textContent).toBe('To Coda D.C. al Coda');
    expect(jumps[8]?.querySelector('.td-chart__over .td-chart__sign--coda')).not.toBeNull();
  });

  it('draws and says the alternates over a slash and over N.C.', () => {
    const all = bars(render(<ChartView chart={ALTERNATES_CHART} />).container);
    expect(heard(all[1]!)).toBe('bar 2: A minor seven (or E flat seven), D seven (or A flat seven)');
    expect(heard(all[4]!)).toBe('bar 5: F major seven, or B diminished seven');
    expect(heard(all[6]!)).toBe('bar 7: no chord (or D minor seven), G seven');
    const slash = all[4]?.querySelector('.td-chart__with-alternate');
    expect(slash?.querySelector('.td-chord--alternate')?.textContent).toBe('B°7');
    expect(slash?.querySelector('.td-chart__slash')).not.toBeNull();
    expect(all[4]?.querySelectorAll('.td-chart__slash')).toHaveLength(3);
    const noChord = all[6]?.querySelector('.td-chart__with-alternate');
    expect(noChord?.querySelector('.td-chord--alternate')?.textContent).toBe('D−7');
    expect(noChord?.querySelector('.td-chart__nc')?.textContent).toBe('N.C.');
  });

  it('draws the alternates over a repeat sign at their beats, the slashes unseen, and says them', () => {
    const { container } = render(<ChartView chart={REPEAT_SIGNS_CHART} />);
    const all = bars(container);
    expect(all.map(heard).slice(1)).toEqual([
      'bar 2: repeat the bar before',
      'bar 3: repeat the bar before, or E minor seven, or A seven',
      'bar 4: D minor seven, G seven',
      'bar 5: E minor seven',
      'bar 6: A seven',
      'bar 7: repeat the two bars before, or F major seven',
      'bar 8: second bar of the repeat, or D minor seven, or G seven, end',
    ]);
    const shares = (index: number) =>
      [...(all[index]?.querySelectorAll('.td-chart__sign-alternates > *') ?? [])].map(
        (share) => share.textContent,
      );
    expect(shares(2)).toEqual(['E−7', 'A7']);
    // The Δ of F^7 is drawn, not text.
    expect(shares(6)).toEqual(['F7']);
    expect(shares(7)).toEqual(['D−7', 'G7']);
    expect(all[2]?.querySelector('.td-chart__repeat-sign')).not.toBeNull();
    expect(container.querySelectorAll('.td-chart__slash')).toHaveLength(0);
    // Both bars of the two-bar repeat make room for the line over the sign; a plain % does not.
    expect(all[1]).not.toHaveClass('td-chart__bar--sign-alternates');
    expect(all[2]).toHaveClass('td-chart__bar--sign-alternates');
    expect(all[6]).toHaveClass('td-chart__bar--sign-alternates');
    expect(all[7]).toHaveClass('td-chart__bar--sign-alternates');
  });

  it('takes the bar after "%%" for the sign\'s second bar only when it has no chord', () => {
    const spoken = chartDrawing({
      bars: [
        bar('C^7'),
        bar('D-7'),
        bar('%%'),
        bar('/(A7)'),
        bar('%%'),
        bar('E-7 A7'),
        bar('%%'),
        bar('N.C.'),
      ],
    }).map((drawing) => [drawing.spoken, drawing.overSign, drawing.signAlternates]);
    expect(spoken.slice(2)).toEqual([
      ['bar 3: repeat the two bars before', true, true],
      ['bar 4: second bar of the repeat, or A seven', true, true],
      ['bar 5: repeat the two bars before', true, false],
      ['bar 6: E minor seven, A seven', false, false],
      ['bar 7: repeat the two bars before', true, false],
      ['bar 8: no chord', false, false],
    ]);
  });

  it('draws endings under brackets, closed where the repeat goes back', () => {
    const { container } = render(<ChartView chart={ENDINGS_CHART} />);
    expect([...container.querySelectorAll('.td-chart__ending')].map((label) => label.textContent)).toEqual([
      '1.',
      '2.',
      '3.',
    ]);
    const marks = chartDrawing(ENDINGS_CHART).map((drawing) => drawing.ending);
    expect(marks).toEqual([
      undefined,
      undefined,
      { label: 1, last: false, closed: false },
      { last: true, closed: true },
      { label: 2, last: false, closed: false },
      { last: true, closed: true },
      { label: 3, last: false, closed: false },
      { last: true, closed: false },
    ]);
    expect(container.querySelectorAll('.td-chart__over--ending-closed')).toHaveLength(2);
  });

  it('draws barlines, repeat signs, time signatures and signs where the chart has them', () => {
    const { container } = render(<ChartView chart={LONG_CHART} />);
    const all = bars(container);
    expect(all[0]).toHaveClass('td-chart__bar--repeat-start', 'td-chart__bar--section');
    expect(all[7]).toHaveClass('td-chart__bar--repeat');
    expect(all[9]).toHaveClass('td-chart__bar--double');
    expect(all[39]).toHaveClass('td-chart__bar--final');
    expect(all[18]?.querySelector('.td-chart__time')?.textContent).toBe('34');
    expect(all[1]?.querySelector('.td-chart__time')).toBeNull();
    expect(all[0]?.querySelector('.td-chart__sign--segno')).not.toBeNull();
    expect(all[16]?.querySelector('.td-chart__sign--coda')).not.toBeNull();
    expect(all[39]?.querySelector('.td-chart__sign--fermata')).not.toBeNull();
    expect(all[17]?.querySelector('.td-chart__under')?.textContent).toBe('D.S. al Coda');
    expect(all[7]?.querySelector('.td-chart__text')?.textContent).toBe('3x');
    expect(all[27]?.querySelector('.td-chart__nc')?.textContent).toBe('N.C.');
    expect(all[29]?.querySelectorAll('.td-chart__slash')).toHaveLength(2);
    expect(all[10]?.querySelector('.td-chart__section')?.textContent).toBe('B');
  });

  it('draws % and the two-bar sign', () => {
    const { container } = render(<ChartView chart={REPEAT_SIGNS_CHART} />);
    const all = bars(container);
    expect(all[1]?.querySelector('.td-chart__repeat-sign')).not.toBeNull();
    expect(all[6]?.querySelector('.td-chart__repeat--two')?.textContent).toBe('2');
    expect(all[7]?.querySelector('.td-chart__repeat-sign')).toBeNull();
  });

  it('gives each bar the width of its symbols, so CSS can shrink long chords to fit', () => {
    const [short, long, two] = chartDrawing({
      bars: [bar('C'), bar('Bb7#9#5/Ab'), bar('C-7 F7')],
    }).map((drawing) => drawing.fit);
    expect(short).toBe(1.7);
    expect(long).toBeGreaterThan(4);
    expect(two).toBeGreaterThan(2.5);
    const { container } = render(<ChartView chart={{ bars: [bar('Bb7#9#5/Ab')] }} />);
    expect(
      (container.querySelector('.td-chart__bar') as HTMLElement).style.getPropertyValue('--td-fit'),
    ).toBe(String(long));
  });

  it('makes a bar wide enough for the alternates over a slash, N.C. or a repeat sign', () => {
    const [plain, slash, noChord, repeat, crowded, runOn] = chartDrawing({
      bars: [
        bar('%'),
        bar('C7 / /(Bb7#9#5/Ab) /'),
        bar('N.C.(Bb7#9#5/Ab)'),
        bar('% /(G-7) /(C7)'),
        bar('% /(G-7) /(C7) /(G-7) /(C7)'),
        bar('% /(G-7) / / /'),
      ],
    }).map((drawing) => drawing.fit);
    expect(plain).toBe(1.7);
    expect(slash).toBeGreaterThan(chartDrawing({ bars: [bar('C7 / / /')] })[0]!.fit);
    expect(noChord).toBeGreaterThan(2.5);
    // Each alternate over the sign has its beat's share of the bar: four shares need twice two's width.
    expect(repeat).toBeGreaterThan(plain!);
    expect(crowded).toBeCloseTo(repeat! * 2, 1);
    // One alternate runs on over the empty shares after it.
    expect(runOn).toBe(1.7);
  });

  it('draws 64 bars', () => {
    const { container } = render(<ChartView chart={SIXTY_FOUR_BARS} />);
    expect(bars(container)).toHaveLength(64);
  });

  it("writes the fixtures' chords in core's canonical spelling, as charts the text form writes", () => {
    const charts = Object.values(fixtures).filter((value) => typeof value === 'object') as Chart[];
    for (const chart of charts) {
      for (const each of chart.bars)
        for (const slot of each.slots)
          for (const written of [slot.kind === 'chord' ? slot.chord : undefined, slot.alternate])
            if (written) expect(isChordQuality(written.quality), written.quality).toBe(true);
      expect(parseChartText(chartText(chart))).toEqual({ chart, errors: [] });
    }
    expect(chord('C-7/Bb')).toEqual({ root: 'C', quality: '-7', bass: 'Bb' });
  });
});
