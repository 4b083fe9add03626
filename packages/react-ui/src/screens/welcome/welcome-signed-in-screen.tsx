import { TIMINGS } from '@tunedeck/core';
import { useEffect, useState } from 'react';
import { Checkbox } from '../../primitives/field/choice.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { TunedeckMark } from './brand.js';

export interface WelcomeSignedInScreenProps {
  /** The display name (core's `displayNameFromEmail`). */
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

  return (
    <div className="td-root td-layout">
      <main className="td-column td-welcome">
        <header className="td-welcome__intro td-welcome__hero">
          <TunedeckMark size={40} />
          <h1 className="td-welcome__greeting">Welcome, {props.name}!</h1>
          <p>
            Tunedeck picks the next tune for you from a set of your songs. Tunes you learned recently come up
            more often, and the ones you know inside and out keep coming round so you never lose them.
          </p>
          <p>New here? Take the Quick Start tour: it walks you through a set, a few songs and a gig.</p>
        </header>
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
