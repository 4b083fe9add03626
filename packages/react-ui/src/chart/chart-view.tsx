import { type Bar, type Chart, type Chord, chordDisplay, type Slot } from '@tunedeck/core/chart';
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react';
import { cx } from '../internal/cx.js';
import { type BarDrawing, chartDrawing } from './chart-bars.js';
import { coda, drawn, fermata, repeatBar, repeatTwoBars, segno, slashBeat } from './chart-signs.js';

export interface ChartViewProps {
  chart: Chart;
  /** Names the chart's region for screen readers: "Chart of Autumn Leaves in F sharp". @default 'Chart' */
  label?: string;
}

function chordSymbol(chord: Chord, key?: number, className = 'td-chord'): ReactNode {
  const shown = chordDisplay(chord);
  return (
    <span key={key} className={className}>
      {drawn(shown.root)}
      {shown.quality ? drawn(shown.quality) : null}
      {shown.raised ? <span className="td-chord__raised">{drawn(shown.raised)}</span> : null}
      {shown.bass ? <span className="td-chord__bass">/{drawn(shown.bass)}</span> : null}
    </span>
  );
}

const alternateSymbol = (chord: Chord) => chordSymbol(chord, undefined, 'td-chord td-chord--alternate');

/** A chord, a slash beat or N.C., with its alternate small above it when it has one. */
function slotSymbol(slot: Slot, index: number): ReactNode {
  const key = slot.alternate ? undefined : index;
  const place =
    slot.kind === 'slash' ? (
      slashBeat(key)
    ) : slot.kind === 'no-chord' ? (
      <span key={key} className="td-chart__nc">
        N.C.
      </span>
    ) : (
      chordSymbol(slot.chord, key)
    );
  if (!slot.alternate) return place;
  return (
    <span
      key={index}
      className={cx('td-chart__with-alternate', slot.kind === 'slash' && 'td-chart__with-alternate--slash')}
    >
      {alternateSymbol(slot.alternate)}
      {place}
    </span>
  );
}

/** One share of the line over a repeat sign: the alternate written at that beat, or nothing. */
function signAlternate(slot: Slot, index: number): ReactNode {
  return <span key={index}>{slot.alternate ? alternateSymbol(slot.alternate) : null}</span>;
}

/**
 * A repeat sign, or the second bar of a two-bar one (the sign stands on the barline before it), with the
 * alternates written over it at their beats; the slashes that carry them are not drawn.
 */
function overSign(bar: Bar): ReactNode {
  let sign: ReactNode = null;
  if (bar.repeat === 'bar') sign = <span className="td-chart__repeat">{repeatBar()}</span>;
  else if (bar.repeat === 'two-bars')
    sign = (
      <span className="td-chart__repeat td-chart__repeat--two">
        <span className="td-chart__repeat-count">2</span>
        {repeatTwoBars()}
      </span>
    );
  if (!bar.slots.some((slot) => slot.alternate)) return sign ?? <span className="td-chart__chords" />;
  return (
    <span className="td-chart__over-sign">
      <span className="td-chart__chords td-chart__sign-alternates">{bar.slots.map(signAlternate)}</span>
      {sign}
    </span>
  );
}

/**
 * One bar in three rows of the chart's grid (so every bar of a row lines up): what is written over it,
 * its chords between its barlines, and "To Coda", a jump or Fine under its end. Its drawing is hidden
 * from screen readers, which hear the bar's words instead.
 */
const ChartBar = memo(
  function ChartBar({ drawing }: { drawing: BarDrawing }) {
    const { bar, ending } = drawing;
    const over =
      bar.section || bar.segno || bar.coda || bar.text || bar.fermata || ending ? (
        <div
          aria-hidden="true"
          className={cx(
            'td-chart__over',
            ending && 'td-chart__over--ending',
            ending?.label && 'td-chart__over--ending-start',
            ending?.closed && 'td-chart__over--ending-closed',
          )}
        >
          {ending?.label ? <span className="td-chart__ending">{ending.label}.</span> : null}
          {bar.section ? <span className="td-chart__section">{bar.section}</span> : null}
          {bar.segno ? segno() : null}
          {bar.coda ? coda() : null}
          {bar.text ? <span className="td-chart__text">{bar.text}</span> : null}
          {bar.fermata ? fermata() : null}
        </div>
      ) : null;
    const time = bar.time ? (
      <span className="td-chart__time">
        <span>{bar.time.beats}</span>
        <span>{bar.time.unit}</span>
      </span>
    ) : null;
    const chords = drawing.overSign ? (
      overSign(bar)
    ) : (
      <span className="td-chart__chords">{bar.slots.map(slotSymbol)}</span>
    );
    return (
      <li
        className={cx(
          'td-chart__bar',
          bar.section && 'td-chart__bar--section',
          bar.time && 'td-chart__bar--time',
          bar.repeatStart && 'td-chart__bar--repeat-start',
          bar.end !== 'single' && `td-chart__bar--${bar.end}`,
          drawing.signAlternates && 'td-chart__bar--sign-alternates',
        )}
        style={{ '--td-fit': drawing.fit } as CSSProperties}
      >
        <span className="td-visually-hidden">{drawing.spoken}</span>
        {over}
        <div className="td-chart__cell" aria-hidden="true">
          {time}
          {chords}
        </div>
        {bar.toCoda || bar.jump || bar.fine ? (
          <div className="td-chart__under" aria-hidden="true">
            {bar.toCoda ? <span className="td-chart__to-coda">To Coda {coda()}</span> : null}
            {bar.fine ? <span>Fine</span> : null}
            {bar.jump ? <span>{bar.jump}</span> : null}
          </div>
        ) : null}
      </li>
    );
  },
  (before, after) => before.drawing.signature === after.drawing.signature,
);

/**
 * A chart drawn as a lead sheet: bars in rows of 4 where the chart is narrow and 8 where it has room
 * (its own width decides, not the screen's), each section on a new row; chords typeset (root, quality,
 * raised extensions, slash bass); repeats, endings, time signatures and jumps as musicians draw them.
 * A screen reader hears it as a list of bars: "bar 1: C minor seven, F seven".
 */
export function ChartView({ chart, label = 'Chart' }: ChartViewProps) {
  const drawings = useMemo(() => chartDrawing(chart), [chart]);
  return (
    <section className="td-chart" aria-label={label}>
      {drawings.length ? (
        <ol className="td-chart__bars">
          {drawings.map((drawing) => (
            <ChartBar key={drawing.number} drawing={drawing} />
          ))}
        </ol>
      ) : (
        <p className="td-chart__empty">No bars yet.</p>
      )}
    </section>
  );
}
