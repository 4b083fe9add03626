import {
  INSTRUMENTS,
  type Instrument,
  isInstrument,
  PLAYABLE_KEYS,
  type PlayableKey,
  type Song,
} from '@tunedeck/core';
import { chartKeyLabel, chartKeyOf, chartKeyText, type StoredChart, shownChart } from '@tunedeck/core/chart';
import { type ReactNode, useMemo, useState } from 'react';
import { ChartEditor } from '../../chart/chart-editor.js';
import { ChartView } from '../../chart/chart-view.js';
import { Button } from '../../primitives/button/button.js';
import { Select } from '../../primitives/field/field.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import { useInstrument } from '../../stage/instrument.js';

export interface ChartSectionProps {
  song: Song;
  /** The song's chart; null when it has none, undefined while the charts are still being read. */
  chart: StoredChart | null | undefined;
  /** Saves the chart typed (its text without mistakes, its key as stored: "G-"). */
  onSave?: ((chart: StoredChart) => void) | undefined;
  /** The editor open at first (stories). */
  initialEditing?: boolean | undefined;
  /** The player's instrument, when the page holds it; else this device's (remembered like the stage's). */
  instrument?: Instrument | undefined;
}

const INSTRUMENT_OPTIONS = INSTRUMENTS.map(({ id, label }) => ({ value: id, label }));
/** A new chart starts in the tune's key (C for a random-key tune). */
const newChartKey = (song: Song): string =>
  song.key === 'random' ? 'C' : chartKeyText(chartKeyOf(song.key));

/**
 * The song page's chart: drawn in the tune's key (or any of the twelve) for this device's instrument,
 * edited as text. A random-key tune shows the chart in the key it was written in until one is chosen.
 */
export function ChartSection({ song, chart, onSave, initialEditing, ...props }: ChartSectionProps) {
  const [device, setDevice] = useInstrument();
  const [chosen, setChosen] = useState(props.instrument);
  const instrument = chosen ?? device;
  const setInstrument = (next: Instrument) => (props.instrument ? setChosen(next) : setDevice(next));
  const [concert, setConcert] = useState(song.key === 'random' ? undefined : song.key);
  const [editing, setEditing] = useState(initialEditing ?? false);
  const shown = useMemo(
    () => (chart ? shownChart(chart, { concert, instrument }) : null),
    [chart, concert, instrument],
  );
  // Each key named as the chart's own words name it ("C♯ minor", not "D♭ minor").
  const keyOptions = useMemo(
    () =>
      PLAYABLE_KEYS.map((key) => ({
        value: key,
        label: chartKeyLabel(chartKeyOf(key, shown?.concert.minor ? 'minor' : 'major')),
      })),
    [shown?.concert.minor],
  );

  let body: ReactNode;
  if (editing && onSave)
    body = (
      <ChartEditor
        value={chart?.text ?? ''}
        chartKey={chart?.key ?? newChartKey(song)}
        onSave={(text, key) => {
          onSave({ key, text });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  else if (chart === undefined) body = <Spinner label="Reading the chart" showLabel />;
  else if (chart === null || !shown)
    body = (
      <>
        <p className="td-list-empty">No chart yet. Import one from iReal Pro, or type it.</p>
        {onSave ? (
          <div>
            <Button onClick={() => setEditing(true)}>Add a Chart</Button>
          </div>
        ) : null}
      </>
    );
  else
    body = (
      <>
        <div className="td-song-chart__controls">
          <Select
            label="Chart key"
            options={keyOptions}
            value={shown.concertKey}
            onChange={(event) => setConcert(event.target.value as PlayableKey)}
          />
          <Select
            label="Instrument"
            options={INSTRUMENT_OPTIONS}
            value={instrument}
            onChange={(event) => {
              if (isInstrument(event.target.value)) setInstrument(event.target.value);
            }}
          />
        </div>
        <p className="td-song-chart__key" aria-live="polite">
          {shown.label}
        </p>
        <ChartView chart={shown.chart} label={`Chart of ${song.title} in ${shown.spoken}`} />
        {onSave ? (
          <div>
            <Button onClick={() => setEditing(true)}>Edit Chart</Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section className="td-song-field td-song-chart" aria-labelledby="td-song-chart">
      <div className="td-song-field__head">
        <h2 className="td-song-field__name" id="td-song-chart">
          Chart
        </h2>
      </div>
      <div className="td-song-field__value td-song-chart__body">{body}</div>
    </section>
  );
}
