import type { Grade, Id, Instrument, Knowledge, Library, PlayableKey } from '@tunedeck/core';
import type { StoredChart } from '@tunedeck/core/chart';
import type { PracticePageView } from '@tunedeck/core/practice';
import { timerText } from '@tunedeck/core/practice';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LazyTuneChart } from '../../chart/lazy-tune-chart.js';
import { useFitTitle } from '../../internal/fit-title.js';
import { Button } from '../../primitives/button/button.js';
import { SpokenKey } from '../../primitives/key-name/key-name.js';
import { KeyWheel } from '../../primitives/key-wheel/key-wheel.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import { useInstrument } from '../../stage/instrument.js';

/** A level the app offers after a grade ("Mark as Know?"), for the tune just graded. */
export interface PracticeSuggestionView {
  title: string;
  knowledge: Knowledge;
  /** "Mark as Know?" */
  question: string;
  /** "Mark as Know" */
  accept: string;
}

export interface PracticeScreenProps {
  view: PracticePageView;
  /** A grade for the tune on screen, with the seconds its timer ran (0 when not used). */
  onGrade: (grade: Grade, seconds: number) => void;
  /** The level suggested after the last grade, until accepted or dismissed. */
  suggestion?: PracticeSuggestionView | null;
  onAcceptSuggestion?: () => void;
  onDismissSuggestion?: () => void;
  /** While a grade is being saved (its buttons wait). */
  busy?: boolean;
  /** Where the daily limits are changed. @default '/settings' */
  settingsHref?: string;
  /** The practice calendar and the level chart. */
  progress?: ReactNode;
  /** The clock the timer reads (stories and tests fix it). @default Date.now */
  clock?: () => number;
  /** The library's charts: today's tune's is drawn under it, in the key it is practised in. @default none */
  charts?: Library['charts'];
  /** Whether `charts` holds every chart yet: until then the chart shows as being read. @default true */
  chartsLoaded?: boolean;
  /** The chart's instrument; else this device's (remembered like the song page's). */
  instrument?: Instrument;
  /** A song's page, where its chart is added. @default (id) => `/library/allsongs/${id}` */
  songHref?: (songId: Id) => string;
}

/** Whether a key press belongs to what has focus (typing, or a control Space or a digit would work). */
function ownedByFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return key === ' ' && target.closest('button, a, summary, [role="button"]') !== null;
}

/** The practice timer: started and stopped by its button or Space; its seconds go with the grade. */
function useTimer(clock: () => number) {
  const [running, setRunning] = useState(false);
  const [startedAt, setStartedAt] = useState(0);
  const [banked, setBanked] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  const seconds = () => Math.floor((banked + (running ? clock() - startedAt : 0)) / 1000);
  const toggle = useCallback(() => {
    if (running) {
      setBanked((ms) => ms + clock() - startedAt);
      setRunning(false);
    } else {
      setStartedAt(clock());
      setRunning(true);
    }
  }, [running, startedAt, clock]);
  const reset = useCallback(() => {
    setRunning(false);
    setBanked(0);
  }, []);
  return { running, seconds, toggle, reset };
}

/** The props of today's tune's chart. */
interface TodayChartProps {
  songId: Id;
  title: string;
  concert: PlayableKey;
  /** Its chart; null when it has none, undefined while the charts are being read. */
  chart: StoredChart | null | undefined;
  instrument: Instrument;
  songHref: string;
}

/** Today's tune's chart in the key it is practised in, or a quiet line where to add one. */
function TodayChart({ songId, title, concert, chart, instrument, songHref }: TodayChartProps) {
  const reading = <Spinner label="Reading the chart" showLabel />;
  if (chart === undefined) return reading;
  if (chart === null)
    return (
      <p className="td-list-empty">
        No chart for this tune yet. <Link href={songHref}>Add a Chart</Link>
      </p>
    );
  return (
    <Suspense fallback={reading}>
      <LazyTuneChart key={songId} chart={chart} title={title} concert={concert} instrument={instrument} />
    </Suspense>
  );
}

/**
 * Practice (/practice): today's list, one tune at a time: its title and key large, its notes, a timer,
 * then the four grades, each with when the tune comes back; under it, its chart in the key practised
 * (a tune from Tunes I Want To Learn has none: it is not in the library yet). Keys 1–4 grade and Space starts or stops
 * the timer (a pedal sends them too). Done for today, it shows tomorrow and the week ahead.
 */
export function PracticeScreen(props: PracticeScreenProps) {
  const { view, busy = false } = props;
  const clock = props.clock ?? Date.now;
  const timer = useTimer(clock);
  const tune = view.tunes[0];
  const item = view.day.items[0];
  const [device] = useInstrument();
  const heading = useRef<HTMLHeadingElement>(null);
  const graded = useRef(false);
  // Whole words, two lines at most, then "…" (the tooltip has all of it).
  useFitTitle(heading, tune?.title ?? '', { minRem: 1.75 });

  const grade = useCallback(
    (value: Grade) => {
      if (busy || !tune) return;
      graded.current = true;
      props.onGrade(value, Math.min(timer.seconds(), 12 * 60 * 60));
      timer.reset();
    },
    [busy, tune, props.onGrade, timer],
  );

  // The next tune takes focus once the last is graded: its title is read, and Space is the timer's again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tune on screen changes
  useEffect(() => {
    if (!graded.current) return;
    graded.current = false;
    heading.current?.focus();
  }, [tune?.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownedByFocus(event.target, event.key)) return;
      if (event.key === ' ' && tune) {
        event.preventDefault();
        timer.toggle();
      } else if (/^[1-4]$/.test(event.key) && tune) {
        event.preventDefault();
        grade(Number(event.key) as Grade);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tune, timer, grade]);

  const later = view.tunes.slice(1);
  return (
    <div className="td-root">
      <PageHeader title="Practice" />
      <div className="td-screen-body td-practice">
        {/* Once the list is done, the heading below says "Done for today" (core's summary is empty). */}
        {view.summary || view.doneText ? (
          <p className="td-practice__summary">
            {view.summary ? <span>{view.summary}</span> : null}
            {view.doneText ? <span className="td-practice__done">{view.doneText}</span> : null}
          </p>
        ) : null}
        {props.suggestion ? (
          <section className="td-practice__suggestion" aria-labelledby="td-practice-suggestion">
            <p id="td-practice-suggestion">
              <strong>{props.suggestion.title}</strong>: {props.suggestion.question}
            </p>
            <div className="td-practice__suggestion-actions">
              <Button variant="primary" onClick={props.onAcceptSuggestion}>
                {props.suggestion.accept}
              </Button>
              <Button onClick={props.onDismissSuggestion}>Not now</Button>
            </div>
          </section>
        ) : null}
        {tune ? (
          <section className="td-practice__now" aria-labelledby="td-practice-title">
            <p className="td-practice__status">
              <span className={`td-practice__tag td-practice__tag--${tune.kind}`}>{tune.status}</span>
              <span className="td-practice__estimate">{tune.estimate}</span>
            </p>
            <h2
              className="td-practice__title"
              id="td-practice-title"
              ref={heading}
              tabIndex={-1}
              title={tune.title}
            >
              {tune.title}
            </h2>
            <p className="td-practice__key">
              <SpokenKey label={tune.keyLabel} spoken={tune.spokenKey} />
            </p>
            {tune.knowledge ? (
              <KnowledgeBadge knowledge={tune.knowledge} className="td-practice__level" />
            ) : null}
            {tune.notes ? (
              <div className="td-practice__notes">
                <h3 className="td-visually-hidden">Notes</h3>
                <p>{tune.notes}</p>
              </div>
            ) : null}
            {tune.keys ? (
              <KeyWheel view={tune.keys} label={`Keys of ${tune.title}`} className="td-practice__keys" />
            ) : null}
            <div className="td-practice__timer">
              <p className="td-practice__clock">
                <span className="td-visually-hidden">Timer: </span>
                <time>{timerText(timer.seconds())}</time>
              </p>
              <Button onClick={timer.toggle} aria-keyshortcuts="Space" aria-pressed={timer.running}>
                {timer.running ? 'Stop Timer' : 'Start Timer'}
              </Button>
            </div>
            <fieldset className="td-practice__grades" disabled={busy}>
              <legend>How did it go?</legend>
              <div className="td-practice__grade-row">
                {view.grades.map((choice) => (
                  <button
                    key={choice.grade}
                    type="button"
                    className={`td-practice__grade td-practice__grade--${choice.grade}`}
                    aria-keyshortcuts={String(choice.grade)}
                    onClick={() => grade(choice.grade)}
                  >
                    <span className="td-practice__grade-label">{choice.label}</span>{' '}
                    <span className="td-visually-hidden">—</span>{' '}
                    <span className="td-practice__grade-when">{choice.interval}</span>
                    <span className="td-practice__grade-key" aria-hidden="true">
                      {choice.grade}
                    </span>
                  </button>
                ))}
              </div>
            </fieldset>
          </section>
        ) : (
          <section className="td-practice__finished" aria-labelledby="td-practice-finished">
            <h2 id="td-practice-finished">Done for today</h2>
            {view.waitingText ? <p>{view.waitingText}</p> : <p>Nothing more is due today.</p>}
          </section>
        )}
        {tune && item?.from === 'library' ? (
          <TodayChart
            songId={item.id}
            title={tune.title}
            concert={item.key}
            chart={props.charts?.[item.id] ?? (props.chartsLoaded === false ? undefined : null)}
            instrument={props.instrument ?? device}
            songHref={props.songHref?.(item.id) ?? `/library/allsongs/${item.id}`}
          />
        ) : null}
        {later.length > 0 ? (
          <section className="td-practice__list" aria-labelledby="td-practice-next">
            <h2 id="td-practice-next">Then</h2>
            <ol>
              {later.map((item) => (
                <li key={item.id}>
                  <span className="td-practice__list-title">{item.title}</span>
                  <span className="td-practice__list-key">
                    <SpokenKey label={item.keyLabel} spoken={item.spokenKey} />
                  </span>
                  <span className="td-practice__list-status">{item.status}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {view.waitingText && tune ? <p className="td-practice__waiting">{view.waitingText}</p> : null}
        {!tune ? (
          <section className="td-practice__coming" aria-labelledby="td-practice-coming">
            <h2 id="td-practice-coming">Coming up</h2>
            <ol>
              {view.coming.map((day) => (
                <li key={day.day} className="td-practice__coming-day">
                  <span className="td-practice__coming-label">{day.label}</span>
                  <span className="td-practice__coming-count">{day.summary}</span>
                  {day.titles.length > 0 ? (
                    <span className="td-practice__coming-titles">{day.titles.join(', ')}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {props.progress ? (
          <section className="td-practice__progress" aria-labelledby="td-practice-progress">
            <h2 id="td-practice-progress">Progress</h2>
            {props.progress}
          </section>
        ) : null}
        <p className="td-practice__limits">
          {`Your list: ${view.limitsText}. `}
          <Link href={props.settingsHref ?? '/settings'}>Change in Settings</Link>
        </p>
      </div>
    </div>
  );
}
