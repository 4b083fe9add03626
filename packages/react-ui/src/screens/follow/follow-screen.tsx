import {
  type CalledTuneStatus,
  calledAgoText,
  calledTuneOffers,
  INSTRUMENTS,
  type Instrument,
  isInstrument,
  type LiveCall,
  type LiveView,
  transposeKey,
} from '@tunedeck/core';
import { Suspense, useRef } from 'react';
import { LazyTuneChart } from '../../chart/lazy-tune-chart.js';
import { cx } from '../../internal/cx.js';
import { useFitTitle } from '../../internal/fit-title.js';
import { CheckIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { Select } from '../../primitives/field/field.js';
import { KeyName, SpokenKey } from '../../primitives/key-name/key-name.js';

/** Where a follower is: connecting, following (perhaps reconnecting), or the share has ended. */
export type FollowState =
  | { status: 'connecting' }
  | { status: 'live'; view: LiveView; reconnecting: boolean }
  | { status: 'ended' };

export interface FollowScreenProps {
  state: FollowState;
  /** The time now (ms), for "Called 3 min ago": the page ticks it. */
  now: number;
  /** The follower's instrument: each key is written for it (remembered on the device by the page). */
  instrument: Instrument;
  onInstrumentChange: (instrument: Instrument) => void;
  /** A signed-in follower: the called tune can go into their library or onto their wish list. */
  keep?: FollowKeep | undefined;
}

/** What a signed-in follower can do with the tune called. */
export interface FollowKeep {
  /** Where the called tune already is in their library (by title). */
  status: CalledTuneStatus;
  /** A tap is being saved: the buttons wait. */
  busy?: boolean;
  /** What the last tap did, or why it could not (said once, politely). */
  message?: string;
  onAddToLibrary: () => void;
  onAddToWishList: () => void;
}

export const FOLLOW_ENDED = 'This live set has ended';

const INSTRUMENT_OPTIONS = INSTRUMENTS.map(({ id, label }) => ({ value: id, label }));

/** A call's key for this player: drawn large, read as "Key: E flat" (and the concert key when it differs). */
function CalledKey({ call, instrument }: { call: LiveCall; instrument: Instrument }) {
  const written = transposeKey(call.key, instrument);
  const concert = transposeKey(call.key, 'concert');
  const differs = written.label !== concert.label;
  return (
    <>
      <p className="td-follow__key">
        <SpokenKey label={written.label} spoken={written.spoken} />
      </p>
      {differs ? (
        <p className="td-follow__concert">
          Concert <KeyName label={concert.label} />
        </p>
      ) : null}
    </>
  );
}

/** "Add to my library" / "Add to Tunes I Want To Learn", or where the tune already is. */
function Keep({ keep }: { keep: FollowKeep }) {
  const offers = calledTuneOffers(keep.status);
  return (
    <section className="td-follow__keep" aria-label="Keep this tune">
      <div className="td-follow__keep-actions">
        {offers.library === 'kept' ? (
          <p className="td-follow__kept">
            <CheckIcon />
            In your library
          </p>
        ) : (
          <Button onClick={keep.onAddToLibrary} disabled={keep.busy}>
            Add to my library
          </Button>
        )}
        {offers.wishList === 'none' ? null : offers.wishList === 'kept' ? (
          <p className="td-follow__kept">
            <CheckIcon />
            On Tunes I Want To Learn
          </p>
        ) : (
          <Button onClick={keep.onAddToWishList} disabled={keep.busy}>
            Add to Tunes I Want To Learn
          </Button>
        )}
      </div>
      <p className="td-follow__keep-message" role="status">
        {keep.message ?? ''}
      </p>
    </section>
  );
}

/**
 * The called tune's chart in the key it is played in, written for the follower's instrument: outside
 * the "Tune called" announcement (a screen reader hears the tune, then finds the chart by its name).
 * Its code loads with the first chart; meanwhile a quiet line holds its place. Drawn in the same frame
 * as the tune: a chart drawn a render later (deferred) showed the title sooner but the chart later, and
 * the tune before's chart, dimmed, on every call (tests/bench/live.bench.ts).
 */
function CalledChart({
  call,
  instrument,
}: {
  call: NonNullable<LiveView['current']>;
  instrument: Instrument;
}) {
  if (!call.chart) return null;
  return (
    <div className="td-follow__chart">
      <Suspense fallback={<p className="td-follow__chart-loading">Loading the chart…</p>}>
        <LazyTuneChart chart={call.chart} title={call.title} concert={call.key} instrument={instrument} />
      </Suspense>
    </div>
  );
}

/**
 * A bandmate following the leader's picker (band follow): the tune called and its key, as large as the
 * stage view, in the follower's own instrument's key, with its chart written for that instrument
 * (under it on a phone, beside it where there is room); the set's name, how long ago it was called and
 * the five before. While the connection is away the last tune stays, with a note that it is coming
 * back; once the leader stops sharing, "This live set has ended".
 */
export function FollowScreen({ state, now, instrument, onInstrumentChange, keep }: FollowScreenProps) {
  const live = state.status === 'live' ? state : null;
  const current = live?.view.current ?? null;
  // A view from a server before charts were sent has no `chart` at all.
  const charted = Boolean(current?.chart);
  // Whole words, two lines at most, then "…" (the tooltip has all of it).
  const title = useRef<HTMLHeadingElement>(null);
  useFitTitle(title, current?.title ?? '', { minRem: 2 });
  return (
    <div className="td-root td-follow" data-status={state.status}>
      <header className="td-follow__bar">
        <p className="td-follow__set">
          {live ? (
            <>
              <span className="td-follow__badge">Live</span> {live.view.setName}
            </>
          ) : (
            'Tunedeck live'
          )}
        </p>
        <Select
          className="td-follow__instrument"
          label="Your instrument"
          options={INSTRUMENT_OPTIONS}
          value={instrument}
          onChange={(event) => {
            if (isInstrument(event.target.value)) onInstrumentChange(event.target.value);
          }}
        />
      </header>
      <main className={cx('td-follow__main', charted && 'td-follow__main--chart')}>
        {state.status === 'ended' ? (
          <section className="td-follow__message" role="status">
            <h1>{FOLLOW_ENDED}</h1>
            <p>Ask the band leader for a new link if they share again.</p>
          </section>
        ) : null}
        {state.status === 'connecting' ? (
          <p className="td-follow__message" role="status">
            Joining the live set…
          </p>
        ) : null}
        {live ? (
          <>
            {live.reconnecting ? (
              <p className="td-follow__reconnecting" role="status">
                Reconnecting… The last tune called stays on screen.
              </p>
            ) : null}
            <section
              className="td-follow__call"
              aria-live="polite"
              aria-atomic="true"
              aria-label="Tune called"
            >
              {current ? (
                <>
                  <h1 className="td-follow__title" ref={title} title={current.title}>
                    {current.title}
                  </h1>
                  <CalledKey call={current} instrument={instrument} />
                  <p className="td-follow__ago">{calledAgoText(current.time, now)}</p>
                </>
              ) : (
                <p className="td-follow__message">Waiting for the first tune…</p>
              )}
            </section>
            {current && keep ? <Keep keep={keep} /> : null}
            {current ? <CalledChart call={current} instrument={instrument} /> : null}
            {live.view.recent.length > 0 ? (
              <section className="td-follow__recent" aria-labelledby="td-follow-recent">
                <h2 id="td-follow-recent">Played before</h2>
                <ol>
                  {live.view.recent.map((call) => (
                    <li key={`${call.time}:${call.title}`}>
                      <span className="td-follow__recent-title">{call.title}</span>
                      <KeyName label={transposeKey(call.key, instrument).label} />
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </>
        ) : null}
      </main>
    </div>
  );
}
