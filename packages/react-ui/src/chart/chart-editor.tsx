import { CHART_KEYS, chartKeyLabel, chartKeyText, parseChartKey, parseChartText } from '@tunedeck/core/chart';
import { type FormEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../primitives/button/button.js';
import { Select, type SelectOption } from '../primitives/field/field.js';
import { ChartView } from './chart-view.js';

export interface ChartEditorProps {
  /** The chart's text when the editor opens (core's `chartText`, or "" for a new chart). */
  value: string;
  /** The chart's key when the editor opens, as stored: "Bb", "G-". */
  chartKey: string;
  /** Told of each edit: the text and key as they stand. */
  onChange?: (text: string, chartKey: string) => void;
  /** Save: only ever called with a text that has no errors. */
  onSave: (text: string, chartKey: string) => void;
  onCancel: () => void;
}

/** The keys a chart can be in, major then minor, as transpose.ts offers them. */
const KEY_OPTIONS: readonly SelectOption[] = [...CHART_KEYS.major, ...CHART_KEYS.minor].map((key) => ({
  value: chartKeyText(key),
  label: chartKeyLabel(key),
}));

/** A stored key outside the chooser's spellings ("Gb"), named like the others when it is a key. */
const storedKeyLabel = (text: string) => {
  const key = parseChartKey(text);
  return key ? chartKeyLabel(key) : text;
};

/** The typed form in short (core's chart/text.ts reads it; the docs page tells it in full). */
const TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['C-7  Bb^7  C7b9  C/E', 'chords as you write them (Cm7, BbΔ7, C7(b9) too)'],
  ['|  ||  |]', 'barline, double barline, final barline'],
  ['[A]  [Intro]', 'a section starts'],
  ['{  }', 'repeat from here; back to the repeat’s start'],
  ['N1  N2  N3', '1st, 2nd, 3rd ending'],
  ['3/4  6/8', 'the time from here on'],
  ['C7(Gb7)  / (Bo7)', 'an alternate chord, in brackets after the chord, a slash or N.C.'],
  ['/', 'a beat on which the chord goes on'],
  ['N.C.', 'no chord'],
  ['%  %%', 'repeat the last bar; the last two bars'],
  ['_', 'an empty bar'],
  ['Segno  Coda  Fermata', 'signs over the bar'],
  ['"3x"', 'words over the bar'],
  ['To Coda  Fine  D.C. al Coda  D.S. al Fine', 'at the bar’s end'],
];

/**
 * A chart typed as text: the text, the chart's key, a live preview, and the mistakes in words that name
 * the bar ("Bar 9: 'H7' is not a chord"). Save is refused while there are mistakes: focus goes to the
 * first, so it is read out where it can be fixed.
 */
export function ChartEditor(props: ChartEditorProps) {
  const id = useId();
  const [text, setText] = useState(props.value);
  const [chartKey, setChartKey] = useState(props.chartKey);
  // The preview and its mistakes follow the typing a beat behind on a slow phone, never holding a key up.
  const shown = useDeferredValue(text);
  const parsed = useMemo(() => parseChartText(shown), [shown]);
  const errorList = useRef<HTMLUListElement>(null);
  const options = useMemo(
    () =>
      KEY_OPTIONS.some((option) => option.value === chartKey)
        ? KEY_OPTIONS
        : [{ value: chartKey, label: storedKeyLabel(chartKey) }, ...KEY_OPTIONS],
    [chartKey],
  );

  const edit = (nextText: string, nextKey: string) => {
    setText(nextText);
    setChartKey(nextKey);
    props.onChange?.(nextText, nextKey);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (parseChartText(text).errors.length === 0) props.onSave(text, chartKey);
    else errorList.current?.querySelector<HTMLElement>('li')?.focus();
  };

  const errors = parsed.errors;
  const describedBy = [`${id}-help`, errors.length ? `${id}-errors` : null].filter(Boolean).join(' ');
  return (
    <form className="td-chart-editor" onSubmit={save} noValidate>
      <div className="td-chart-editor__layout">
        <div className="td-chart-editor__typing">
          <Select
            label="Key"
            options={options}
            value={chartKey}
            onChange={(event) => edit(text, event.target.value)}
          />
          <div className="td-field">
            <label className="td-field__label" htmlFor={`${id}-text`}>
              Chart
            </label>
            <p className="td-field__hint" id={`${id}-help`}>
              Bars between |, chords by spaces, four bars a line.
            </p>
            <textarea
              id={`${id}-text`}
              className="td-input td-input--area td-chart-editor__text"
              value={text}
              rows={10}
              autoCapitalize="off"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => edit(event.target.value, chartKey)}
            />
          </div>
          {errors.length ? (
            <ul className="td-chart-editor__errors" id={`${id}-errors`} ref={errorList}>
              {errors.map((error, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two mistakes may read the same
                <li key={index} tabIndex={-1}>
                  {error.message}
                </li>
              ))}
            </ul>
          ) : null}
          <details className="td-chart-editor__help">
            <summary>How to type a chart</summary>
            <dl>
              {TOKENS.map(([token, meaning]) => (
                <div key={token}>
                  <dt>
                    <code>{token}</code>
                  </dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </details>
          <div className="td-button-row">
            <Button onClick={props.onCancel}>Cancel</Button>
            <Button type="submit" variant="primary">
              Save
            </Button>
          </div>
        </div>
        <div className="td-chart-editor__preview">
          <h3 className="td-chart-editor__preview-title">Preview</h3>
          <ChartView chart={parsed.chart} label="Preview of the chart" />
        </div>
      </div>
    </form>
  );
}
