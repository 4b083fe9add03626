import {
  createStandalonePicker,
  type EmbedTuneInput,
  type Library,
  type PickerStore,
  pickerView,
  readEmbedTunes,
  type TunedeckClient,
} from '@tunedeck/core';
import type { EmbedTuneView, Instrument } from '@tunedeck/core/embed';
import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useClientLifecycle } from '../../provider/lifecycle.js';
import { useClient, useClientState, useInsideProvider } from '../../provider/provider.js';
import { LazyPickerChart } from './lazy-picker-chart.js';
import { type PickerAction, PickerCard, type PickerCardTune, type PickerTheme } from './picker-card.js';

export interface PickerWidgetProps {
  /**
   * Tunes of its own: an in-browser round over them, kept in `localStorage`. An array of titles or of
   * `{ title, key, knowledge, chart, chartKey }`, or text with one "Title | key | knowledge" per line.
   * A tune's `chart` is typed chart text ("| C-7 | F7 |", in `chartKey`, else the tune's key),
   * `{ key, text }`, or an iReal Pro `irealb://` link; the card shows it in the key picked. Without
   * tunes, the widget picks from the signed-in account of `client` (or of the nearest provider).
   */
  tunes?: readonly EmbedTuneInput[] | string;
  /** The instrument the tunes' charts are written for (a B♭ trumpet reads a tone up). @default 'concert' */
  instrument?: Instrument;
  /** Tells two widgets with the same tunes apart (each keeps its own round). */
  name?: string;
  /** Reproducible picks: the same seed and presses give the same tunes and keys. */
  seed?: number;
  /** Where the round is kept. @default localStorage (memory when it is blocked); `null` for memory */
  store?: PickerStore | null;
  /** A signed-in Tunedeck client (when no `tunes`): its picker set, synced like the app. */
  client?: TunedeckClient;
  /** Told each tune the widget shows after a press (not the one it opens with), and what the press was. */
  onPick?: (tune: PickerCardTune, action: PickerAction) => void;
  /** The card's accessible name. @default 'Tune picker' */
  label?: string;
  /** Light, dark, or `auto`: as the page's `color-scheme` and the system's preference say. @default 'auto' */
  theme?: PickerTheme;
  className?: string;
}

/**
 * The picker for any React page: NEXT, SKIP, Start New Gig and Reset Picker on one card, with the app's
 * picker rules. Give it `tunes` for a round of its own, or put it under a `<TunedeckProvider>` (or pass
 * `client`) for a musician's account. Themed by the `--td-` custom properties.
 *
 * ```tsx
 * import { PickerWidget } from '@tunedeck/react-ui/widget';
 * import '@tunedeck/react-ui/widget.css';
 * <PickerWidget tunes={['Autumn Leaves', { title: 'Solar', key: 'C', knowledge: 'new' }]} />
 * <PickerWidget tunes={[{ title: 'Solar', chart: '| C-7 | G-7 C7 | F^7 |', chartKey: 'C-' }]} />
 * ```
 */
export function PickerWidget(props: PickerWidgetProps) {
  return props.tunes !== undefined ? (
    <OwnTunes {...props} tunes={props.tunes} />
  ) : (
    <AccountTunes {...props} />
  );
}

function defaultStore(): PickerStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Tells `onPick` each new tune after the first, with the press that brought it; returns `pressed`, which
 * runs a press and remembers what it was.
 */
function usePickReport(tune: PickerCardTune | null, key: string, onPick: PickerWidgetProps['onPick']) {
  const seen = useRef<string | null>(null);
  const action = useRef<PickerAction>('next');
  const report = useRef(onPick);
  report.current = onPick;
  useEffect(() => {
    if (!tune) return;
    if (seen.current !== null && seen.current !== key) report.current?.(tune, action.current);
    seen.current = key;
  }, [tune, key]);
  return (pressed: PickerAction, run: () => unknown) => () => {
    action.current = pressed;
    run();
  };
}

function OwnTunes(props: PickerWidgetProps & { tunes: readonly EmbedTuneInput[] | string }) {
  const list = typeof props.tunes === 'string' ? props.tunes : JSON.stringify(props.tunes);
  const store = props.store === undefined ? defaultStore() : props.store;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `list` stands for `props.tunes` (a new array each render).
  const picker = useMemo(() => {
    const { tunes, problems } = readEmbedTunes(props.tunes);
    if (problems.length > 0) console.warn(`<PickerWidget>: ${problems.join(' ')}`);
    return createStandalonePicker({
      tunes,
      store,
      ...(props.name !== undefined ? { name: props.name } : {}),
      ...(props.seed !== undefined ? { seed: props.seed } : {}),
    });
  }, [list, store, props.name, props.seed]);
  const view = useSyncExternalStore(picker.subscribe, picker.view, picker.view);
  const tune = view.status === 'ready' ? view.tune : null;
  const press = usePickReport(tune, `${picker.state().version}`, props.onPick);
  const chart = useTuneChart(tune, props.instrument);
  return (
    <PickerCard
      tune={tune}
      chart={chart}
      {...(view.status === 'empty' ? { message: view.message } : {})}
      canSkip={view.status === 'ready' && view.canSkip}
      onNext={press('next', picker.next)}
      onSkip={press('skip', picker.skip)}
      onStartNewGig={press('new-gig', picker.startNewGig)}
      onReset={press('reset', picker.reset)}
      {...(props.label !== undefined ? { label: props.label } : {})}
      {...(props.theme !== undefined ? { theme: props.theme } : {})}
      {...(props.className !== undefined ? { className: props.className } : {})}
    />
  );
}

/**
 * The chart of the tune on screen, in the key picked, its code loaded as soon as a tune has one: the
 * host's (own tunes) or the musician's from their library (a signed-in client).
 */
function useTuneChart(
  tune: Pick<EmbedTuneView, 'title' | 'key' | 'chart'> | null,
  instrument: Instrument | undefined,
) {
  const chart = tune?.chart;
  useEffect(() => {
    if (chart) void LazyPickerChart.preload();
  }, [chart]);
  if (!tune || !chart) return undefined;
  return (
    <Suspense
      fallback={
        <p className="td-card__chart-status" role="status">
          Loading the chart…
        </p>
      }
    >
      <LazyPickerChart chart={chart} title={tune.title} concert={tune.key} instrument={instrument} />
    </Suspense>
  );
}

function AccountTunes(props: PickerWidgetProps) {
  const client = useClient(props.client, 'PickerWidget');
  const state = useClientState(client);
  // Inside a provider, the provider keeps the client in step with the page; on its own, the widget.
  useClientLifecycle(client, !useInsideProvider());
  const library = state.library as Library;
  const setId = state.account?.pickerSet;
  const view = useMemo(() => pickerView(library, setId), [library, setId]);
  const tune = view.status === 'ready' ? view.tune : null;
  const version = setId ? (library.pickers[setId]?.state.version ?? 0) : 0;
  const press = usePickReport(tune, `${setId}:${version}`, props.onPick);
  // The tune's chart from the musician's library, once the charts have been read.
  const stored = tune ? library.charts[tune.id] : undefined;
  const shown = useMemo(
    () =>
      tune && stored
        ? { title: tune.title, key: tune.key, chart: { key: stored.key, text: stored.text } }
        : null,
    [tune, stored],
  );
  const chart = useTuneChart(shown, props.instrument);
  let message = 'Loading your tunes';
  if (state.status === 'signed-out') message = 'Log in to pick tunes.';
  else if (view.status === 'no-set') message = 'Choose a set to pick tunes from.';
  else if (view.status === 'empty') message = view.message;
  return (
    <PickerCard
      tune={tune}
      chart={chart}
      message={message}
      canSkip={view.status === 'ready' && view.canSkip}
      onNext={press('next', () => client.picker.next())}
      onSkip={press('skip', () => client.picker.skip())}
      onStartNewGig={press('new-gig', () => client.picker.startNewGig())}
      onReset={press('reset', () => client.picker.reset())}
      {...(props.label !== undefined ? { label: props.label } : {})}
      {...(props.theme !== undefined ? { theme: props.theme } : {})}
      {...(props.className !== undefined ? { className: props.className } : {})}
    />
  );
}
