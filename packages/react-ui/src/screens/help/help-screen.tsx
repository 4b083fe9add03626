import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

export interface HelpScreenProps {
  /** @default '/help/quickstart' */
  quickStartHref?: string;
  /** @default '/help/docs' */
  docsHref?: string;
  /** @default '/contact' */
  contactHref?: string;
  /** @default '/embed' */
  embedHref?: string;
}

/** The Help Center (/help): the guided tour, the docs, and a way to reach us. */
export function HelpScreen(props: HelpScreenProps) {
  return (
    <div className="td-root">
      <PageHeader title="Help Center" />
      <div className="td-page">
        <p className="td-help__about">
          Tunedeck picks the next tune to play from the songs you already know, and the key to play it in. It
          comes with no chart books and no play-along recordings: you bring the tunes (and their changes, from
          iReal Pro or typed), it keeps them coming round.
        </p>
        <ul className="td-help__list">
          <li className="td-help__entry">
            <Link href={props.quickStartHref ?? '/help/quickstart'} className="td-help__link">
              Quick Start
            </Link>
            <p>A guided tour in 52 short steps: make a set, add songs, and play a gig with the Picker.</p>
          </li>
          <li className="td-help__entry">
            <Link href={props.docsHref ?? '/help/docs'} className="td-help__link">
              More Info
            </Link>
            <p>How the Library, the Picker and Tunes To Learn work, and how the Picker chooses.</p>
          </li>
          <li className="td-help__entry">
            <Link href={props.embedHref ?? '/embed'} className="td-help__link">
              Embed the Picker
            </Link>
            <p>Put a picker for your own tunes on a class page, a band&apos;s site or a tablet at a jam.</p>
          </li>
        </ul>
        <p className="td-page__foot">
          Still stuck? <Link href={props.contactHref ?? '/contact'}>Contact us</Link>.
        </p>
      </div>
    </div>
  );
}
