import {
  type Instrument,
  PICKER_TITLE_MIN_REM,
  type PickerScreenView,
  type PickerTuneView,
} from '@tunedeck/core';
import { chartShownOnPicker, type StoredChart } from '@tunedeck/core/chart';
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFitTitle } from '../../internal/fit-title.js';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  LeaveStageIcon,
  LiveIcon,
  SetsIcon,
  SongsIcon,
  WarningIcon,
} from '../../internal/icons.js';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { KeyName, SpokenKey } from '../../primitives/key-name/key-name.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import { useBarFold } from './bar-fold.js';
import { useChartBeside } from './chart-beside.js';
import { ChartSheet } from './chart-sheet.js';
import { PickerMenu, type PickerMenuAction } from './picker-menu.js';
import { defaultSetHref, lowerLabel, writtenKey } from './picker-text.js';

export interface PickerScreenProps {
  /** From core's `pickerView(library, setId)`. */
  view: PickerScreenView;
  onNext: () => void;
  onSkip: () => void;
  /** ↑ on the tune on screen. */
  onRaise: (tune: PickerTuneView) => void;
  /** ↓ on the tune on screen (when `tune.lowerMovesOut`, the caller opens Move Out Of Library). */
  onLower: (tune: PickerTuneView) => void;
  onOpenNotes: (tune: PickerTuneView) => void;
  onChangeSet: () => void;
  onMenuAction: (action: PickerMenuAction) => void;
  /** Where the breadcrumb's set name leads. */
  setHref?: (setId: string) => string;
  /** The server is out of reach: picks are kept on this device until it is back. */
  offline?: boolean;
  /** Told when the picker's menu opens or closes (the Quick Start). */
  onMenuOpenChange?: (open: boolean) => void;
  /** Shown for a few seconds after NEXT or SKIP: the tune, key and round before it come back. */
  onUndo?: (() => void) | undefined;
  /**
   * The stage view: full screen and dark, the tune in its knowledge colour on black. With
   * `onStageChange`, the menu offers "Stage View" and the stage a way out.
   */
  stage?: boolean;
  onStageChange?: (stage: boolean) => void;
  /** The picker's menu starts open (a Quick Start step resumed with it open). */
  menuDefaultOpen?: boolean;
  /**
   * Band follow: with `onShareLive`, the menu offers "Share Live"; while `live`, a "Live" button in the
   * bar says the set is shared and opens its link again.
   */
  onShareLive?: () => void;
  live?: boolean;
  /**
   * The musician's instrument (chosen in Share Live, as a follower chooses theirs): each key is written
   * for it, the concert key beneath when it differs. @default 'concert'
   */
  instrument?: Instrument;
  /**
   * The tune's chart as stored, drawn in the key picked and for `instrument`. Null: the tune has none
   * (the screen says so and offers to add one). Undefined: not known, and nothing is shown (a spinner
   * while `chartsLoading`).
   */
  chart?: StoredChart | null | undefined;
  /** The charts are still being read: a tune without one so far may have one. */
  chartsLoading?: boolean | undefined;
  /** Where "Add a Chart" leads: the song's page. @default (id) => `/library/allsongs/${id}` */
  songHref?: ((songId: string) => string) | undefined;
  /**
   * Shows or hides the chart (the musician's choice). By default it is shown beside the tune where the
   * screen is wide (1024 px) or on its side, and on the stage; on a phone upright "Chart" shows it.
   */
  chartShown?: boolean | undefined;
  /** Told when "Chart" is pressed: without it, the screen keeps the choice itself. */
  onChartShownChange?: ((shown: boolean) => void) | undefined;
  /** The page shown (1-based) of a chart in pages on the stage; without it, the screen keeps it. */
  chartPage?: number | undefined;
  onChartPageChange?: ((page: number) => void) | undefined;
  /** Told how many pages the stage's chart is in (1 when it is whole or not shown): the pedal turns them. */
  onChartPagesChange?: ((pages: number) => void) | undefined;
}

export const OFFLINE_TEXT = 'Offline: your picks are kept on this device and sent when the network is back.';

const defaultSongHref = (songId: string) => `/library/allsongs/${songId}`;

/** The Picker (/controller): the tune to play next as a poster in its knowledge colour. */
export function PickerScreen(props: PickerScreenProps) {
  const { view } = props;
  const tune = view.status === 'ready' ? view.tune : null;
  const setHref = props.setHref ?? defaultSetHref;
  const bar = useRef<HTMLElement>(null);
  const live = Boolean(props.live && props.onShareLive);
  useBarFold(bar, `${view.status === 'no-set' ? '' : view.setName}|${live}|${Boolean(props.stage)}`);
  return (
    <div
      className="td-root td-picker"
      data-knowledge={tune?.knowledge ?? 'none'}
      data-stage={props.stage ? 'true' : undefined}
      // Drawn light on a knowledge colour, dark on the stage, in either theme (tokens.css).
      data-td-scheme={props.stage ? 'dark' : tune ? 'light' : undefined}
    >
      {/* One row at every width: the set's name keeps its first 8 characters, the buttons' words fold
          to their icons first (bar-fold.ts). */}
      <header className="td-picker__bar" ref={bar}>
        {view.status === 'no-set' ? (
          <p className="td-picker__from">No set to pick from</p>
        ) : (
          <Breadcrumb
            className="td-picker__from"
            label="Picker set"
            lead="Picking from:"
            items={[{ label: view.setName, href: setHref(view.setId) }]}
          />
        )}
        <div className="td-picker__bar-actions">
          {props.stage ? (
            <Button className="td-picker__leave" onClick={() => props.onStageChange?.(false)}>
              <LeaveStageIcon />
              <span className="td-picker__leave-word">Leave Stage View</span>
            </Button>
          ) : null}
          {live ? (
            <Button className="td-picker__live" aria-label="Live: show the link" onClick={props.onShareLive}>
              <LiveIcon />
              <span className="td-picker__live-word">Live</span>
            </Button>
          ) : null}
          <Button className="td-picker__change" onClick={props.onChangeSet}>
            <SetsIcon />
            <span className="td-picker__change-word">Change Set</span>
          </Button>
          <PickerMenu
            stage={Boolean(props.onStageChange) && !props.stage}
            live={Boolean(props.onShareLive)}
            hasTune={tune !== null}
            hasSongs={view.status === 'ready'}
            onAction={(action) =>
              action === 'stage-view'
                ? props.onStageChange?.(true)
                : action === 'share-live'
                  ? props.onShareLive?.()
                  : props.onMenuAction(action)
            }
            onOpenChange={props.onMenuOpenChange}
            defaultOpen={props.menuDefaultOpen}
          />
        </div>
      </header>
      <p className="td-picker__offline" role="status">
        {props.offline ? (
          <>
            <WarningIcon />
            <span>{OFFLINE_TEXT}</span>
          </>
        ) : null}
      </p>
      {view.status === 'ready' && tune ? (
        <PickerTune tune={tune} canSkip={view.canSkip} canNext={view.canNext} {...props} />
      ) : (
        <section className="td-picker__message" aria-live="polite">
          {/* The page's heading while no tune is on screen (the tune's title is it otherwise). */}
          <h1 className="td-visually-hidden">Picker</h1>
          {view.status === 'no-set' ? (
            <EmptyState
              icon={<SetsIcon />}
              action={
                <Button variant="primary" onClick={props.onChangeSet}>
                  Choose a Set
                </Button>
              }
            >
              <p>Choose a set to pick tunes from.</p>
            </EmptyState>
          ) : view.status === 'empty' ? (
            <EmptyState
              icon={<SongsIcon />}
              action={<ButtonLink href={setHref(view.setId)}>Add Songs to This Set</ButtonLink>}
            >
              <p>{view.message}</p>
            </EmptyState>
          ) : (
            <Spinner label="Picking a tune" showLabel />
          )}
        </section>
      )}
    </div>
  );
}

/**
 * The Picker before the musician's library is in: the poster in the page's colour, its bar's row kept,
 * and where the tune will be, a busy region saying so. Nothing of any musician's is on it: the site's
 * build draws it into the picker page's HTML, the same for every musician, shown before any script.
 */
export function PickerScreenLoading() {
  return (
    <div className="td-root td-picker" data-knowledge="none">
      <div className="td-picker__bar" />
      <section className="td-picker__message" aria-busy="true">
        <h1 className="td-visually-hidden">Picker</h1>
        <Spinner label="Loading your tunes" showLabel />
      </section>
    </div>
  );
}

/** The tune's key as the musician reads it: for their instrument, then the concert key when it differs. */
function TuneKey({ tune, instrument }: { tune: PickerTuneView; instrument: Instrument }) {
  const written = writtenKey(tune, instrument);
  if (!written) {
    return (
      <p className="td-picker__key">
        <SpokenKey label={tune.keyLabel} spoken={tune.spokenKey} />
      </p>
    );
  }
  return (
    <>
      <p className="td-picker__key">
        <SpokenKey label={written.label} spoken={written.spoken} />
      </p>
      <p className="td-picker__concert">
        Concert <KeyName label={tune.keyLabel} />
      </p>
    </>
  );
}

function PickerTune(props: PickerScreenProps & { tune: PickerTuneView; canSkip: boolean; canNext: boolean }) {
  const { tune } = props;
  const stage = Boolean(props.stage);
  const title = useRef<HTMLHeadingElement>(null);
  const sheet = useId();
  // The chart: shown beside the tune without a tap where there is room, or one tap away on "Chart".
  const hasChart = props.chart !== undefined || Boolean(props.chartsLoading);
  const beside = useChartBeside();
  const [ownShown, setOwnShown] = useState<boolean | null>(null);
  const shown = hasChart && chartShownOnPicker(props.chartShown ?? ownShown, true, stage || beside);
  const toggle = () => (props.onChartShownChange ? props.onChartShownChange(!shown) : setOwnShown(!shown));
  // A new tune (NEXT, SKIP, Undo) starts at its chart's first page.
  const pick = `${tune.id}|${tune.key}`;
  const [ownPage, setOwnPage] = useState({ pick, page: 1 });
  const page = props.chartPage ?? (ownPage.pick === pick ? ownPage.page : 1);
  const turn = (next: number) =>
    props.onChartPageChange ? props.onChartPageChange(next) : setOwnPage({ pick, page: next });
  // How many pages the stage's chart of this pick is in, told to the caller (the pedal turns them).
  const [pagesOf, setPagesOf] = useState({ pick, pages: 1 });
  const currentPick = useRef(pick);
  currentPick.current = pick;
  const onPagesChange = useCallback((pages: number) => setPagesOf({ pick: currentPick.current, pages }), []);
  const stagePages = shown && stage && props.chart && pagesOf.pick === pick ? pagesOf.pages : 1;
  const { onChartPagesChange } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again for each pick, even of as many pages
  useEffect(() => onChartPagesChange?.(stagePages), [stagePages, pick, onChartPagesChange]);
  useFitTitle(title, tune.title, {
    // Beside a chart the title may be smaller: the chart takes the room.
    minRem: shown ? 1.5 : PICKER_TITLE_MIN_REM,
    watch: `${stage}|${shown}`,
  });
  return (
    <div
      className="td-picker__body"
      data-chart={shown ? (props.chart === null ? 'none' : 'chart') : undefined}
    >
      <section
        className="td-picker__tune"
        aria-live="polite"
        aria-atomic="true"
        style={
          {
            '--td-title-scale': tune.titleFit.rem,
            '--td-title-length': tune.titleLength,
            '--td-title-word': tune.titleWordLength,
          } as CSSProperties
        }
      >
        {/* Whole words on two lines at most, then "…": the tooltip (and the notes dialog) give all of it. */}
        <h1 className="td-picker__title" title={tune.title} ref={title}>
          {tune.title}
        </h1>
        <TuneKey tune={tune} instrument={props.instrument ?? 'concert'} />
        <KnowledgeBadge knowledge={tune.knowledge} className="td-picker__knowledge" />
      </section>
      <div className="td-picker__controls">
        <Button
          variant="primary"
          className="td-picker__next"
          onClick={props.onNext}
          disabled={!props.canNext}
        >
          NEXT
        </Button>
        <div className="td-picker__row">
          <Button onClick={props.onSkip} disabled={!props.canSkip}>
            SKIP
          </Button>
          <Button aria-label="Raise knowledge" onClick={() => props.onRaise(tune)} disabled={!tune.canRaise}>
            <ArrowUpIcon />
          </Button>
          <Button aria-label={lowerLabel(tune)} onClick={() => props.onLower(tune)}>
            <ArrowDownIcon />
          </Button>
        </div>
        <div className="td-picker__foot">
          <button type="button" className="td-picker__notes td-link" onClick={() => props.onOpenNotes(tune)}>
            notes
          </button>
          {hasChart ? (
            <button
              type="button"
              className="td-picker__notes td-picker__chart-toggle td-link"
              aria-expanded={shown}
              aria-controls={shown ? sheet : undefined}
              onClick={toggle}
            >
              Chart
            </button>
          ) : null}
          {props.onUndo ? (
            <Button variant="quiet" className="td-picker__undo" onClick={props.onUndo}>
              Undo
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <ChartSheet
          key={pick}
          id={sheet}
          tune={tune}
          chart={props.chart}
          instrument={props.instrument ?? 'concert'}
          songHref={props.songHref ?? defaultSongHref}
          stage={stage}
          page={page}
          onPageChange={turn}
          onPagesChange={onPagesChange}
        />
      ) : null}
    </div>
  );
}
