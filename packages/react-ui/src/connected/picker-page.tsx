import {
  LIVE_SHARE_KEY,
  type Library,
  type LiveShare,
  type PickerTuneView,
  pickerView,
  type StageAction,
  stageActionFor,
  TIMINGS,
  type TunedeckClient,
} from '@tunedeck/core';
import { pickerChart, setHasChart, stagePageAction } from '@tunedeck/core/chart';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NotOnDeviceDialog } from '../dialogs/not-on-device/not-on-device-dialog.js';
import { errorDetails } from '../internal/error-details.js';
import { lazyChunk } from '../internal/lazy-chunk.js';
import { useClientLifecycle } from '../provider/lifecycle.js';
import { useClient, useClientState, useInsideProvider } from '../provider/provider.js';
import { preloadPickerChart } from '../screens/picker/chart-sheet.js';
import type { PickerMenuAction } from '../screens/picker/picker-menu.js';
import { PickerScreen, PickerScreenLoading } from '../screens/picker/picker-screen.js';
import { useChartShown } from '../stage/chart-shown.js';
import { useInstrument } from '../stage/instrument.js';
import { useStageSettings } from '../stage/stage-settings.js';
import { useWakeLock } from '../stage/wake-lock.js';
import type { OpenDialog } from './picker-dialogs.js';

export interface PickerPageProps {
  /** The store to drive; defaults to the one of the nearest `<TunedeckProvider>`. */
  client?: TunedeckClient;
  /**
   * Where a tune without a chart offers to add one: its song's page.
   * @default (id) => `/library/allsongs/${id}`
   */
  songHref?: (songId: string) => string;
  /**
   * Band follow: the address of a live share's follower page. Given, the menu offers "Share Live".
   * The site's is `${location.origin}/live/${token}`.
   */
  liveLink?: (token: string) => string;
}

/**
 * The picker's dialogs load after its first drawing (once it is on screen, or when one first opens).
 * Opened offline before the app was saved on the device, they say so; the button that opened one tries
 * again.
 */
const PickerDialogs = lazyChunk(
  async () => (await import('./picker-dialogs.js')).PickerDialogs,
  (props, { retry }) => (
    <NotOnDeviceDialog onRetry={retry} onClose={props.open ? props.onClose : props.client.dismissError} />
  ),
);

/** Whether this device started a live share of `account`'s (and has not seen it end). */
function deviceShares(account: string): boolean {
  try {
    return globalThis.localStorage?.getItem(LIVE_SHARE_KEY) === account;
  } catch {
    return false;
  }
}

function noteDeviceShares(account: string | null) {
  try {
    if (account) globalThis.localStorage?.setItem(LIVE_SHARE_KEY, account);
    else globalThis.localStorage?.removeItem(LIVE_SHARE_KEY);
  } catch {
    // No storage: after a reload, Share Live finds the share again.
  }
}

/** Why a live share could not start or stop, in the musician's words. */
function liveProblem(error: unknown, doing: 'start' | 'stop'): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'network')
    return doing === 'start'
      ? 'You are offline. Share Live again when the network is back.'
      : 'You are offline. Stop Sharing again when the network is back.';
  return doing === 'start'
    ? 'The live share could not start. Try again.'
    : 'Sharing could not stop. Try again.';
}

/** Keys a focused control answers itself (a button's Space, a field's arrows): the stage leaves them. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (target.closest('.td-menu__list')) return true;
  return (key === ' ' || key === 'Enter') && target.closest('button, a[href]') !== null;
}

export { errorDetails };

/**
 * The whole picker connected to a client: the screen, its menu and every dialog it opens.
 *
 * ```tsx
 * <PickerPage client={createTunedeckClient({ storage })} />
 * ```
 */
export function PickerPage(props: PickerPageProps) {
  const client = useClient(props.client);
  const state = useClientState(client);
  // Inside a provider, the provider shows the Network Error dialog and keeps the client in step with
  // the page; on its own, the widget does both.
  const standalone = !useInsideProvider();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [stage] = useStageSettings();
  // The musician's instrument on this device (chosen in Share Live, or on a follower page): the picker
  // writes each key for it.
  const [instrument, setInstrument] = useInstrument();
  // Undo is offered for a few seconds after NEXT or SKIP.
  const [undoable, setUndoable] = useState(false);
  const undoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);
  // The keyboard or a page-turner pedal drives the picker (the mapping is this device's, in Settings).
  const stageKeys = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => stageKeys.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The screen stays on while the picker is open.
  useWakeLock(state.status === 'ready');
  // The stage view, full screen where the browser allows it; leaving full screen (Escape) leaves it.
  const [stageView, setStageView] = useState(false);
  const fullScreen = useRef(false);
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) fullScreen.current = true;
      else if (fullScreen.current) {
        fullScreen.current = false;
        setStageView(false);
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);
  const changeStage = (on: boolean) => {
    setStageView(on);
    const page = document.documentElement;
    if (on && !document.fullscreenElement && page.requestFullscreen)
      void page.requestFullscreen().catch(() => {
        // No full screen here (a phone's browser): the stage view covers the page instead.
      });
    else if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  };
  const library = state.library as Library;
  const pickerSet = state.account?.pickerSet;
  const view = useMemo(() => pickerView(library, pickerSet), [library, pickerSet]);
  const setId = view.status === 'no-set' ? null : view.setId;
  const tune = view.status === 'ready' ? view.tune : null;

  // The called tune's chart. Where the set has none at all, the poster stays whole (the Chart button
  // still says so); the musician's own choice to show or hide it is kept on the device.
  const chart = tune ? pickerChart(library, tune.id, state.chartsLoaded) : undefined;
  const charted = useMemo(() => (setId ? setHasChart(library, setId) : false), [library, setId]);
  const [chartShown, setChartShown] = useChartShown();
  // The page of a chart in pages on the stage, and how many: each pick (NEXT, SKIP, Undo, another
  // device's) starts at its chart's first page.
  const pick = tune ? `${tune.id}|${tune.key}` : '';
  const [paging, setPaging] = useState({ pick: '', page: 1 });
  const [pagesOf, setPagesOf] = useState({ pick: '', pages: 1 });
  const chartPage = paging.pick === pick ? paging.page : 1;
  const chartPages = pagesOf.pick === pick ? pagesOf.pages : 1;
  const currentPick = useRef(pick);
  currentPick.current = pick;
  const onChartPagesChange = useCallback(
    (pages: number) => setPagesOf({ pick: currentPick.current, pages }),
    [],
  );

  useClientLifecycle(client, standalone);

  // Band follow: the musician's live share, found again after a reload of the device that started it
  // (a note on the device says so: every other picker visit asks the server nothing).
  const [share, setShare] = useState<LiveShare | null>(null);
  const signedIn = state.status === 'ready' ? state.account?.id : undefined;
  const { liveLink } = props;
  useEffect(() => {
    if (!signedIn || !liveLink || !deviceShares(signedIn)) return;
    let current = true;
    client.live.current().then(
      (found) => {
        if (!current) return;
        setShare(found);
        if (!found) noteDeviceShares(null);
      },
      () => {
        // Offline: no Live button until the share is found again (Share Live asks once more).
      },
    );
    return () => {
      current = false;
    };
  }, [client, signedIn, liveLink]);

  // The dialogs' code loads once the picker is on screen and the page idle: not before the first tune,
  // and the first dialog opened comes at once.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const load = () => void PickerDialogs.preload();
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, [ready]);

  // The chart's code too, where the set has a chart: the first one comes at once.
  useEffect(() => {
    if (!ready || !charted) return;
    const load = () => void preloadPickerChart();
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(load, 300);
    return () => clearTimeout(timer);
  }, [ready, charted]);

  if (state.status === 'starting' || state.status === 'loading') {
    return <PickerScreenLoading />;
  }
  if (state.status === 'signed-out') {
    return (
      <div className="td-root td-widget-status">
        <p>Log in to pick tunes.</p>
      </div>
    );
  }

  const close = () => setOpen(null);
  const offerUndo = () => {
    setUndoable(true);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndoable(false), TIMINGS.undoPick);
  };
  const firstPage = () => setPaging({ pick: '', page: 1 });
  const next = () => {
    client.picker.next();
    firstPage();
    offerUndo();
  };
  const skipNow = () => {
    client.picker.skip();
    firstPage();
    offerUndo();
  };
  const skip = () => {
    if (stage.confirmSkip && tune) setOpen({ kind: 'confirm-skip', tune });
    else skipNow();
  };
  const undo = () => {
    client.picker.undo();
    firstPage();
    setUndoable(false);
  };
  const lower = (t: PickerTuneView) =>
    t.lowerMovesOut ? setOpen({ kind: 'move-out', tune: t }) : void client.picker.lower(t.id);
  const onStageKey: Record<StageAction, () => void> = {
    next: () => tune && next(),
    skip: () => tune && skip(),
    raise: () => tune?.canRaise && void client.picker.raise(tune.id),
    lower: () => tune && lower(tune),
    undo: () => undoable && undo(),
  };
  stageKeys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const action = stageActionFor(event, stage.keys);
    // Asked "Skip this tune?", the pedal's SKIP again confirms; anything else is the dialog's.
    if (open?.kind === 'confirm-skip' && action === 'skip') {
      event.preventDefault();
      close();
      skipNow();
      return;
    }
    if (open || !action || ownsKey(event.target, event.key)) return;
    event.preventDefault();
    // A chart in pages on the stage: NEXT turns to the next page before the last, SKIP back a page.
    const paged = stageView ? stagePageAction(action, chartPage, chartPages) : action;
    if (paged === 'next-page') setPaging({ pick, page: chartPage + 1 });
    else if (paged === 'previous-page') setPaging({ pick, page: chartPage - 1 });
    else onStageKey[paged]();
  };
  const onMenuAction = (action: PickerMenuAction) => {
    if (action === 'start-new-gig') client.picker.startNewGig();
    else if (action === 'reset-picker') client.picker.reset();
    else if (action === 'change-set') setOpen({ kind: 'change-set' });
    else if (tune && setId && action === 'remove-from-set') void client.library.removeFromSet(setId, tune.id);
    else if (tune && action !== 'remove-from-set' && action !== 'stage-view') setOpen({ kind: action, tune });
  };
  // Share Live shows the share under way, or starts one of the set being played.
  // A share started on another device is shown, not replaced (its link would die).
  const shareLive = () => {
    setOpen({ kind: 'share-live' });
    if (share || !setId) return;
    client.live
      .current()
      .then((found) => found ?? client.live.start(setId))
      .then(
        (started) => {
          setShare(started);
          noteDeviceShares(signedIn ?? null);
        },
        (error: unknown) => setOpen({ kind: 'share-live', problem: liveProblem(error, 'start') }),
      );
  };
  const stopSharing = () => {
    client.live.stop().then(
      () => {
        setShare(null);
        noteDeviceShares(null);
        close();
      },
      (error: unknown) => setOpen({ kind: 'share-live', problem: liveProblem(error, 'stop') }),
    );
  };
  // On its own, the picker shows the Network Error dialog itself (see `standalone`).
  const error = standalone ? state.error : null;

  return (
    <>
      <PickerScreen
        view={view}
        offline={state.offline}
        onNext={next}
        onSkip={skip}
        onRaise={(t) => void client.picker.raise(t.id)}
        onLower={lower}
        onUndo={undoable ? undo : undefined}
        stage={stageView}
        onStageChange={changeStage}
        onOpenNotes={(t) => setOpen({ kind: 'notes', tune: t })}
        onChangeSet={() => setOpen({ kind: 'change-set' })}
        onMenuAction={onMenuAction}
        instrument={instrument}
        chart={chart}
        // Reading the charts: a spinner for a tune that may have one (never offline: it would not end).
        chartsLoading={!state.chartsLoaded && !state.offline}
        songHref={props.songHref}
        chartShown={chartShown ?? (charted ? undefined : false)}
        onChartShownChange={setChartShown}
        chartPage={chartPage}
        onChartPageChange={(page) => setPaging({ pick, page })}
        onChartPagesChange={onChartPagesChange}
        {...(liveLink && setId ? { onShareLive: shareLive, live: share !== null } : {})}
      />
      {open || error ? (
        <Suspense fallback={null}>
          <PickerDialogs
            client={client}
            open={open}
            library={library}
            setId={setId}
            setName={view.status === 'no-set' ? '' : view.setName}
            share={share}
            liveLink={liveLink}
            instrument={instrument}
            onInstrumentChange={setInstrument}
            onStopSharing={stopSharing}
            onSkip={skipNow}
            onClose={close}
            error={error}
          />
        </Suspense>
      ) : null}
    </>
  );
}
