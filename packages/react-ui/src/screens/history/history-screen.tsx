import {
  countOf,
  displayKey,
  displayTitle,
  formatCount,
  type GigView,
  gigDate,
  type Id,
  playTime,
} from '@tunedeck/core';
import { History } from 'lucide';
import { type Ref, useEffect, useRef, useState } from 'react';
import { icon } from '../../internal/icons.js';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { KeyName } from '../../primitives/key-name/key-name.js';
import { ButtonLink, Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

/** The empty history. */
const HistoryIcon = icon({ names: 'rotate-ccw-clock history', node: History });

export interface HistoryScreenProps {
  /** The gigs, newest first (`historyView`). */
  gigs: readonly GigView[];
  /** Songs still in the library link to their page; a deleted song's title stays as it was played. */
  hasSong: (songId: Id) => boolean;
  /** The time zone dates and times are shown in (stories and tests fix it). @default the device's */
  timeZone?: string;
}

/** Gigs drawn at first, and added by each "Show Older Gigs": a life of gigs opens at once. */
export const HISTORY_PAGE = 50;

/**
 * One gig: its day, set and number of tunes, opening to the tunes in the order played. A gig's tunes
 * are drawn only once it is opened, so a long history draws at once.
 */
function GigEntry(props: {
  gig: GigView;
  open: boolean;
  hasSong: (id: Id) => boolean;
  timeZone?: string;
  summaryRef?: Ref<HTMLElement>;
}) {
  const { gig } = props;
  const [open, setOpen] = useState(props.open);
  const headingId = `td-gig-${gig.id}`;
  return (
    <li className="td-gig">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="td-gig__summary" ref={props.summaryRef}>
          <span className="td-gig__date" id={headingId}>
            {gigDate(gig.started, props.timeZone)}
          </span>
          <span className="td-gig__set">{displayTitle(gig.setName)}</span>
          <span className="td-gig__count">{countOf(gig.plays.length, 'tune')}</span>
        </summary>
        {open ? (
          gig.plays.length === 0 ? (
            <p className="td-list-empty">No tune played yet.</p>
          ) : (
            <ol className="td-gig__plays" aria-labelledby={headingId}>
              {gig.plays.map((play) => (
                <li key={play.id} className="td-gig__play">
                  <span className="td-gig__time">{playTime(play.played, props.timeZone)}</span>
                  <span className="td-gig__title">
                    {props.hasSong(play.song) ? (
                      <Link href={`/library/allsongs/${play.song}`}>{displayTitle(play.title)}</Link>
                    ) : (
                      <span>{displayTitle(play.title)}</span>
                    )}
                  </span>
                  <span className="td-gig__key">
                    <KeyName label={displayKey(play.key)} />
                  </span>
                </li>
              ))}
            </ol>
          )
        ) : null}
      </details>
    </li>
  );
}

/** History (/library/history): every gig, newest first, with the tunes played and their keys. */
export function HistoryScreen({ gigs, hasSong, timeZone }: HistoryScreenProps) {
  const [shown, setShown] = useState(HISTORY_PAGE);
  // After "Show Older Gigs", focus goes to the first gig it added (the button moved below them).
  const firstAdded = useRef<HTMLElement>(null);
  const added = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the added gigs are drawn
  useEffect(() => {
    if (added.current === null) return;
    added.current = null;
    firstAdded.current?.focus();
  }, [shown]);
  const older = gigs.length - shown;
  return (
    <div className="td-root">
      <PageHeader
        title="History"
        breadcrumb={<Breadcrumb items={[{ label: 'Library', href: '/library' }, { label: 'History' }]} />}
      />
      <div className="td-screen-body">
        {gigs.length === 0 ? (
          <EmptyState
            icon={<HistoryIcon />}
            action={
              <ButtonLink variant="primary" href="/controller">
                Go to the Picker
              </ButtonLink>
            }
          >
            <p>
              No gigs yet. Press Start New Gig on the Picker: every NEXT then writes the tune you played, and
              its key, here.
            </p>
          </EmptyState>
        ) : (
          <ul className="td-history" aria-label="Gigs">
            {gigs.slice(0, shown).map((gig, index) => (
              <GigEntry
                key={gig.id}
                gig={gig}
                open={index === 0}
                hasSong={hasSong}
                {...(timeZone ? { timeZone } : {})}
                {...(index === added.current ? { summaryRef: firstAdded } : {})}
              />
            ))}
          </ul>
        )}
        {older > 0 ? (
          <div className="td-history__more">
            <Button
              onClick={() => {
                added.current = shown;
                setShown(shown + HISTORY_PAGE);
              }}
            >
              Show Older Gigs
            </Button>
            <span className="td-gig__count">{formatCount(older)} more</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
