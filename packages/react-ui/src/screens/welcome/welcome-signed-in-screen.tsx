import { countOf, gigDate, greetingName, type HomeView, KNOWLEDGE_LEVELS, TIMINGS } from '@tunedeck/core';
import { useEffect, useState } from 'react';
import { cx } from '../../internal/cx.js';
import { Checkbox } from '../../primitives/field/choice.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { ButtonLink, Link } from '../../primitives/link/link.js';
import { TunedeckMark } from './brand.js';

export interface WelcomeSignedInScreenProps {
  /**
   * The account's name (core's `displayNameFromEmail`) or email: the greeting names the musician only
   * where it reads as a name (core's `greetingName`: "john.smith84" is John, "info" no one).
   */
  name: string;
  /** The account's "skip Welcome" preference. */
  loginToPicker: boolean;
  /**
   * Saves the preference (`client.library.setLoginToPicker`). When the returned promise resolves
   * to something other than `{ ok: false }`, "Your preference has been saved." shows for 1.3 s.
   */
  onLoginToPickerChange: (enabled: boolean) => unknown;
  /** @default '/help/quickstart' */
  quickStartHref?: string;
  /** @default '/help/docs' */
  docsHref?: string;
  /**
   * The library at a glance (core's `homeView`): with songs in it, Home opens on the picker's set, the
   * library by level, the last gig and the wish list, and the welcome text is left to new accounts.
   */
  summary?: HomeView | undefined;
  /** The device's time zone for the last gig's day (stories and tests fix it). */
  timeZone?: string;
}

export const PREFERENCE_SAVED_TEXT = 'Your preference has been saved.';

/** The signed-in Welcome page: a greeting, where to start, and the skip-Welcome preference. */
export function WelcomeSignedInScreen(props: WelcomeSignedInScreenProps) {
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), TIMINGS.preferenceSaved);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const change = async (enabled: boolean) => {
    const outcome = await props.onLoginToPickerChange(enabled);
    const refused = typeof outcome === 'object' && outcome !== null && 'ok' in outcome && !outcome.ok;
    if (!refused) setSavedAt(Date.now());
  };

  const summary = props.summary && !props.summary.isNew ? props.summary : null;
  const name = greetingName(props.name);
  return (
    <div className="td-root td-layout">
      <main className="td-column td-welcome">
        <header className="td-welcome__intro td-welcome__hero">
          <TunedeckMark size={40} />
          <h1
            className={cx('td-welcome__greeting', name && name.length > 12 && 'td-welcome__greeting--long')}
          >
            {name ? `Welcome, ${name}!` : summary ? 'Welcome back!' : 'Welcome!'}
          </h1>
          {summary ? null : (
            <>
              <p>
                Tunedeck picks the next tune for you from a set of your songs. Tunes you learned recently come
                up more often, and the ones you know inside and out keep coming round so you never lose them.
              </p>
              <p>New here? Take the Quick Start tour: it walks you through a set, a few songs and a gig.</p>
            </>
          )}
        </header>
        {summary ? <Dashboard summary={summary} timeZone={props.timeZone} /> : null}
        <nav className="td-welcome__links" aria-label="Getting started">
          <ButtonLink href={props.quickStartHref ?? '/help/quickstart'}>Quick Start</ButtonLink>
          <ButtonLink variant="secondary" href={props.docsHref ?? '/help/docs'}>
            More Info
          </ButtonLink>
        </nav>
        <div>
          <Checkbox
            label="On login, skip Welcome page and direct me to Picker"
            checked={props.loginToPicker}
            onChange={(event) => void change(event.target.checked)}
          />
          {/* Always in the page so screen readers hear the words when they appear. */}
          <p className="td-notice" role="status">
            {savedAt !== null ? PREFERENCE_SAVED_TEXT : ''}
          </p>
        </div>
      </main>
    </div>
  );
}

/** Home once there is a library: the picker first, then the library by level, the last gig, the wish list. */
function Dashboard({ summary, timeZone }: { summary: HomeView; timeZone?: string | undefined }) {
  const { pickerSet, lastGig } = summary;
  return (
    <div className="td-home">
      <section className="td-home__card td-home__picker" aria-labelledby="td-home-picker">
        <h2 id="td-home-picker" className="td-home__label">
          Picker
        </h2>
        {pickerSet ? (
          <p className="td-home__value">
            Picking from <Link href={`/library/sets/${pickerSet.id}`}>{pickerSet.name}</Link>,{' '}
            {countOf(pickerSet.songCount, 'song')}
          </p>
        ) : (
          <p className="td-home__value">No set chosen yet.</p>
        )}
        <ButtonLink className="td-home__open" href="/controller">
          Open Picker
        </ButtonLink>
      </section>
      <section className="td-home__card" aria-labelledby="td-home-library">
        <h2 id="td-home-library" className="td-home__label">
          <Link href="/library/allsongs">Library</Link>: {countOf(summary.songCount, 'song')}
        </h2>
        <ul className="td-home__levels">
          {KNOWLEDGE_LEVELS.map((level) => (
            <li key={level}>
              <span className="td-home__count">{summary.byKnowledge[level]}</span>
              <KnowledgeBadge knowledge={level} />
            </li>
          ))}
        </ul>
      </section>
      <section className="td-home__card" aria-labelledby="td-home-gig">
        <h2 id="td-home-gig" className="td-home__label">
          <Link href="/library/history">Last gig</Link>
        </h2>
        <p className="td-home__value">
          {lastGig
            ? `${gigDate(lastGig.started, timeZone)}, ${lastGig.setName}: ${countOf(lastGig.tunes, 'tune')} played`
            : 'None yet: press Start New Gig on the Picker when you play one.'}
        </p>
      </section>
      <section className="td-home__card" aria-labelledby="td-home-wish">
        <h2 id="td-home-wish" className="td-home__label">
          <Link href="/tunesiwanttolearn">Tunes I Want To Learn</Link>
        </h2>
        <p className="td-home__value">{countOf(summary.wishCount, 'tune')}</p>
      </section>
    </div>
  );
}
