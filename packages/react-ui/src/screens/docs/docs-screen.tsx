import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

export interface DocsScreenProps {
  /** @default '/help/quickstart' */
  quickStartHref?: string;
  /** The Help Center, first in the page's trail. @default '/help' */
  helpHref?: string;
}

/** The page's sections, for its contents list (each heading can be linked to). */
const SECTIONS = [
  { id: 'docs-library', title: 'Library' },
  { id: 'docs-picker', title: 'Picker' },
  { id: 'docs-keys', title: 'Keys' },
  { id: 'docs-how-it-chooses', title: 'How it chooses' },
  { id: 'docs-share-live', title: 'Share Live' },
  { id: 'docs-wishlist', title: 'Tunes To Learn' },
  { id: 'docs-practice', title: 'Practice' },
  { id: 'docs-typing-a-chart', title: 'Typing a chart' },
] as const;

/** A chart as typed, for the "Typing a chart" section. */
const CHART_EXAMPLE = `[A] { C-7 F7 | Bb^7 | N1 G-7 | C7 }
N2 G-7 C7 | F6 Fine ||
[B] 3/4 A-7 / D7 | % | "rit." G7 (Db7) | Fermata C7 D.C. al Fine |]`;

/**
 * The Docs (/help/docs). The spec's help text says "four times as often"; the six-slot pattern
 * (new ×3, medium ×2, know ×1) gives 3 : 2 : 1, and behaviour.md asks for the true ratio here.
 */
export function DocsScreen({ quickStartHref = '/help/quickstart', helpHref = '/help' }: DocsScreenProps) {
  return (
    <article className="td-root td-docs">
      <PageHeader
        title="Docs"
        breadcrumb={<Breadcrumb items={[{ label: 'Help Center', href: helpHref }, { label: 'Docs' }]} />}
      />
      <div className="td-page">
        <p>
          Tunedeck keeps your songs and picks the next one to play. New here? The{' '}
          <Link href={quickStartHref}>Quick Start</Link> shows all of this in a few minutes.
        </p>

        <nav className="td-docs__contents" aria-label="On this page">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a className="td-link" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section className="td-page-section" aria-labelledby="docs-library">
          <h2 id="docs-library">Library</h2>
          <p>
            Your Library holds every song you play. Each song has a title, a key (one of the twelve, or
            &ldquo;random&rdquo; to get a different key each time it comes up), notes, and how well you know
            it: New (orange), Medium (yellow) or Know (green).
          </p>
          <p>
            Group songs into sets: one per band, per gig or per practice plan. A song can be in many sets, and
            its knowledge is the same in all of them. Open a set to add songs one at a time, paste many at
            once (one per line), or bring in songs from your other sets. The set you pick from is your
            PickerSet; choose it from the set&apos;s menu.
          </p>
        </section>

        <section className="td-page-section" aria-labelledby="docs-picker">
          <h2 id="docs-picker">Picker</h2>
          <p>The Picker shows one tune and the key to play it in, in the colour of how well you know it.</p>
          <ul>
            <li>
              <strong>Next</strong>: you played it. The Picker chooses the next tune.
            </li>
            <li>
              <strong>Skip</strong>: not now. Another tune comes up, and the skipped one goes back in the pile
              for later in the gig.
            </li>
            <li>
              <strong>↑ and ↓</strong>: you know this tune better, or worse, than its colour says. Each click
              moves it one level (New, Medium, Know), in every set it belongs to.
            </li>
            <li>
              <strong>Moving out</strong>: press ↓ on a New (orange) tune and Tunedeck offers to take it out
              of your Library and all sets and put its title on Tunes To Learn, for the day you pick it up
              again.
            </li>
          </ul>
          <h3 id="docs-keys">Keys</h3>
          <p>
            A song with a key of its own always shows that key. A song on &ldquo;random&rdquo; gets its key
            from a round of all twelve: no key comes up twice until every one of the twelve has, on this
            device and on your others.
          </p>
          <h3 id="docs-how-it-chooses">How it chooses</h3>
          <p>
            Out of every six picks, three are New tunes, two are Medium tunes and one is a Know tune: the
            ratio is 3 : 2 : 1 (new : medium : know). So a New tune comes up three times as often as a Know
            tune, and the tunes you just learned get the practice they need.
          </p>
          <p>
            New and Medium tunes are dealt once per gig. Press &ldquo;Start New Gig&rdquo; in the
            Picker&apos;s menu before you play, and all of them are back in the pile. Know tunes work
            differently: the Picker remembers which ones you played, across gigs, and only starts them over
            once every Know tune has had its turn. With a big Know list, that keeps tunes you learned long ago
            alive.
          </p>
          <p>
            With only a few Know tunes, you will see them often. Once the gig&apos;s New and Medium tunes are
            used up, the Picker has nothing but Know tunes left to offer, so a small Know list comes round
            again and again until you start a new gig. When every tune of the set has been played, the whole
            set starts over. &ldquo;Reset Picker&rdquo; starts everything over at once.
          </p>
        </section>

        <section className="td-page-section" aria-labelledby="docs-share-live">
          <h2 id="docs-share-live">Share Live</h2>
          <p>
            Let the band see what you call. Choose &ldquo;Share Live&rdquo; in the Picker&apos;s menu and show
            your bandmates its QR code, or send them its link. They need no account: their phone or tablet
            shows the tune you are on and its key in large letters, the set&apos;s name and the five tunes
            before. Each of them chooses their instrument (concert, B♭, E♭, F or bass clef) and reads the key
            written for it, with the concert key beside it.
          </p>
          <p>
            Their screen stays on, and if their connection drops the last tune stays on it until it comes back
            by itself. While you share, a Live button in the Picker shows the link again. &ldquo;Stop
            Sharing&rdquo; ends it for everyone at once; share again and you get a new link, and the old one
            no longer opens. A bandmate who is signed in can add the tune you call to their own Library or
            Tunes To Learn with one tap.
          </p>
          <p>
            Change Set while you share and the band follows you to the new set on the same link. Share Live
            lets you choose your own instrument too: your Picker then writes each key for it, with the concert
            key beneath.
          </p>
        </section>

        <section className="td-page-section" aria-labelledby="docs-wishlist">
          <h2 id="docs-wishlist">Tunes To Learn</h2>
          <p>
            A simple list of tunes you want to learn, and of tunes you moved out of your Library. Add titles
            one at a time or many at once, remove them with the trash icon, and when you have learned one,
            move it into your Library.
          </p>
        </section>

        <section className="td-page-section" aria-labelledby="docs-practice">
          <h2 id="docs-practice">Practice</h2>
          <p>
            Practice answers &ldquo;what do I practise today?&rdquo;. Its list takes the tunes that are due
            first, the longest overdue at the top, then tunes you have never practised: your New tunes, oldest
            first, then Tunes To Learn. It stops at your day&apos;s limits, 3 new tunes and 20 minutes unless
            you change them in Settings, where you can also practise each tune in all twelve keys.
          </p>
          <p>
            In all twelve keys, each tune comes in the key it is least covered in: first a key you have never
            played it in (round the cycle of fourths from its own), then one where it last went badly, then
            the one you played it in longest ago. A key is covered when it last went Good or Easy there, or
            when you played the tune in that key at a gig; an Again or a Hard leaves it tried. A tune&apos;s
            page shows its twelve keys round the circle of fifths, filled when covered, hatched when tried;
            today&apos;s tune shows them beside it. All Songs sorts and filters by keys covered, and
            Practice&apos;s progress counts them week by week.
          </p>
          <p>
            One tune at a time: play it, time it if you like (Space starts and stops the timer), then say how
            it went. Each of the four buttons says when the tune comes back: Again brings it back tomorrow,
            Good after a few days, then weeks, then months as you keep knowing it. Keys 1 to 4 press them, so
            a pedal works too. Practising a tune from Tunes To Learn adds it to your Library as a New tune.
          </p>
          <p>
            Tunedeck never changes how well you know a tune by itself. When a tune would stay with you for a
            month, it asks &ldquo;Mark as Know?&rdquo;; after two Agains in a row, &ldquo;Back to
            Medium?&rdquo;. One tap says yes. Playing a due tune at a gig counts as practising it. A
            tune&apos;s page shows when it is next due and every time you practised it; &ldquo;Practise This
            Tune&rdquo; adds a Medium or Know tune to the list.
          </p>
        </section>

        <section className="td-page-section td-docs__chart" aria-labelledby="docs-typing-a-chart">
          <h2 id="docs-typing-a-chart">Typing a chart</h2>
          <p>
            A song&apos;s chart is its changes, typed as plain text: chords with barlines between them, as
            many bars to a line as you like. The chart is drawn as you type, and a mistake names its bar
            (&ldquo;Bar 9: &lsquo;H7&rsquo; is not a chord&rdquo;); the bars around it stay.
          </p>
          <pre className="td-docs__example">
            <code>{CHART_EXAMPLE}</code>
          </pre>
          <ul>
            <li>
              <strong>Chords</strong> as you write them: <code>C-7</code> or <code>Cm7</code>,{' '}
              <code>Bb^7</code> or <code>Bbmaj7</code>, <code>C7b9</code> or <code>C7(b9)</code>,{' '}
              <code>Cø7</code>, <code>C/E</code>. A chord in parentheses after a chord is its alternate:{' '}
              <code>G7 (Db7)</code>. A <code>/</code> carries the chord on for a beat; <code>N.C.</code> is no
              chord. An alternate after a <code>/</code> stands over a beat with no new chord:{' '}
              <code>C7 / (Bo7)</code>.
            </li>
            <li>
              <strong>Barlines</strong>: <code>|</code> ends a bar, <code>||</code> with a double barline,{' '}
              <code>|]</code> with the final one. A line that ends without a barline ends its bar too.
            </li>
            <li>
              <strong>Repeats</strong>: <code>{'{'}</code> starts a repeat and <code>{'}'}</code> goes back to
              it (<code>|:</code> and <code>:|</code> work too). With no <code>{'{'}</code>, the repeat goes
              back to the start, or to the last section, double barline or repeat. <code>N1</code>,{' '}
              <code>N2</code> and <code>N3</code> start the 1st, 2nd and 3rd endings. Words like{' '}
              <code>&quot;3x&quot;</code> in the last bar of a repeat play it three times.
            </li>
            <li>
              <strong>Repeat signs</strong>: <code>%</code> plays the bar before again, <code>%%</code> the
              two bars before (it fills two bars). Slashes after the sign carry alternates over it:{' '}
              <code>% / (G-7) / (C7)</code>. <code>_</code> is an empty bar.
            </li>
            <li>
              <strong>Sections and time</strong>: <code>[A]</code>, <code>[B]</code> or <code>[Intro]</code>{' '}
              start a section. <code>3/4</code>, <code>6/8</code> or <code>12/8</code> at the start of a bar
              change the time (2/4 to 7/4, 2/2, 3/2, 5/8, 6/8, 7/8, 9/8, 12/8); a chart is in 4/4 unless it
              says otherwise.
            </li>
            <li>
              <strong>Signs and words</strong>: <code>Segno</code>, <code>Coda</code> (where the coda starts),{' '}
              <code>Fermata</code> and words in double quotes (<code>&quot;solo on AABA&quot;</code>) go with
              the bar they are typed in. <code>To Coda</code>, <code>Fine</code>, <code>D.C.</code>,{' '}
              <code>D.C. al Coda</code>, <code>D.C. al Fine</code>, <code>D.S.</code>,{' '}
              <code>D.S. al Coda</code> and <code>D.S. al Fine</code> end the bar they are typed in, or the
              bar before when typed after a barline. Capitals do not matter.
            </li>
          </ul>
          <p>
            Played through, a jump goes back once, and the repeats already played are then played once, with
            their last ending. &ldquo;Al Coda&rdquo; leaves at the end of the To Coda bar and goes on at the
            Coda (a Coda sign typed before the last one, as older charts have it, is left before its bar);
            &ldquo;al Fine&rdquo; stops at the end of the Fine bar.
          </p>
          <p>
            Tunedeck keeps a chart in its own tidy writing: four bars a line, a new line at every section,
            each chord spelled one way. A chart holds up to 400 bars.
          </p>
        </section>
      </div>
    </article>
  );
}
