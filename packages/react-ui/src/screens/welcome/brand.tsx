// Tunedeck's mark and the picture of the Picker on the Welcome page, drawn with the kit itself.
import type { Knowledge } from '@tunedeck/core';
import { ArrowDownIcon, ArrowUpIcon } from '../../internal/icons.js';
import { KeyName } from '../../primitives/key-name/key-name.js';

/** Three cards fanned like a deck, in the three knowledge colours, a note on the top one. */
export function TunedeckMark({ size = 48 }: { size?: number }) {
  return (
    <svg
      className="td-mark"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="7" y="9" width="24" height="32" rx="5" transform="rotate(-20 19 30)" fill="var(--td-new)" />
      <rect x="17" y="9" width="24" height="32" rx="5" transform="rotate(20 29 30)" fill="var(--td-know)" />
      <rect
        x="12"
        y="6"
        width="24"
        height="34"
        rx="5"
        fill="var(--td-med)"
        stroke="var(--td-on-knowledge)"
        strokeWidth="2.5"
      />
      <path
        d="M26.5 14v11.2a4.2 3.4 0 1 1-2.5-3.1V14h2.5zm0 0c2.6.6 4.8 2.3 5.3 5.1-1.6-1.3-3.4-1.9-5.3-2z"
        fill="var(--td-on-knowledge)"
      />
    </svg>
  );
}

interface PreviewCard {
  knowledge: Knowledge;
  title: string;
  keyLabel: string;
  word: string;
}

const BEHIND: readonly PreviewCard[] = [
  { knowledge: 'new', title: 'Solar', keyLabel: 'C', word: 'New' },
  { knowledge: 'know', title: 'Autumn Leaves', keyLabel: 'G', word: 'Know' },
];

/**
 * The Picker as a musician sees it on the stand, in miniature: a phone in the medium colour, two cards
 * of the other colours behind it. A picture (hidden from assistive technology); the caption says it.
 */
export function PickerPicture() {
  return (
    <figure className="td-picture">
      <div className="td-picture__stage" aria-hidden="true">
        {BEHIND.map((card) => (
          <div key={card.knowledge} className="td-picture__card" data-knowledge={card.knowledge}>
            <span className="td-picture__card-title">{card.title}</span>
            <span className="td-picture__card-key">
              <KeyName label={card.keyLabel} />
            </span>
            <span className="td-picture__card-word">{card.word}</span>
          </div>
        ))}
        <div className="td-picture__phone" data-knowledge="med">
          <span className="td-picture__from">Picking from: Friday gig</span>
          <span className="td-picture__title">Blue Bossa</span>
          <span className="td-picture__key">
            <KeyName label="E♭" />
          </span>
          <span className="td-picture__word">Medium</span>
          <span className="td-picture__next">NEXT</span>
          <span className="td-picture__row">
            <span>SKIP</span>
            <span>
              <ArrowUpIcon size={11} />
            </span>
            <span>
              <ArrowDownIcon size={11} />
            </span>
          </span>
        </div>
      </div>
      <figcaption className="td-picture__caption">
        On the gig: the next tune, its key, and how well you know it, at a glance.
      </figcaption>
    </figure>
  );
}
