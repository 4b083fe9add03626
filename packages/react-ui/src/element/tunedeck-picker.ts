// <tunedeck-picker>: the picker for any web page, from one ES module and no framework. It draws core's
// embed view with plain DOM in its own shadow root, with the kit's tokens and the card's stylesheet, so
// the page's CSS cannot break it and it cannot break the page.
//
//   <script type="module" src="tunedeck-picker.js"></script>
//   <tunedeck-picker tunes="Autumn Leaves | G | know; Solar | random | new"></tunedeck-picker>
import {
  createStandalonePicker,
  type EmbedTuneView,
  embedKeyAction,
  type PickerStore,
  readEmbedTunes,
  type StandalonePicker,
} from '@tunedeck/core/embed';
import keyName from '../primitives/key-name/key-name.css?inline';
import { FLAT, SHARP } from '../primitives/key-name/shapes.js';
import tokens from '../styles/tokens.css?inline';
import card from '../widgets/picker/picker-card.css?inline';

/** The tokens on the element (not the page's :root); `theme="light" | "dark"` picks a scheme. */
const hostTokens = tokens
  .replace(/:root\[data-td-theme="(\w+)"\]/g, ':host([theme="$1"])')
  .replace(/:root/g, ':host');

const SVG = 'http://www.w3.org/2000/svg';

/** A key name as KeyName draws it: the letter, then its ♭ or ♯ as the kit's drawn shape. */
function drawKey(target: HTMLElement, label: string) {
  const shape = label.endsWith(FLAT.char) ? FLAT : label.endsWith(SHARP.char) ? SHARP : null;
  const name = document.createElement('span');
  name.className = 'td-key-name';
  name.textContent = shape ? label.slice(0, -1) : label;
  if (shape) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', `td-accidental td-accidental--${shape.name}`);
    svg.setAttribute('viewBox', `0 0 ${shape.width} ${shape.height}`);
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', shape.path);
    svg.append(path);
    name.append(svg);
  }
  target.replaceChildren(name);
}

/**
 * The element holds its own ground against the page: it is a block whatever the page says, and its
 * content starts from the browser's initial values, not from what the page lets it inherit.
 */
const HOST = `:host{display:block!important;contain:content}:host([hidden]){display:none!important}.td-embed{all:initial;display:block;color-scheme:inherit}`;

let sheet: CSSStyleSheet | null = null;
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(hostTokens + keyName + card + HOST);
  }
  return sheet;
}

const MARKUP = `<div class="td-embed"><section class="td-card" aria-keyshortcuts="Space ArrowRight S">
<div class="td-card__tune" aria-live="polite" aria-atomic="true">
<p class="td-card__title"></p>
<p class="td-card__key"><span class="td-visually-hidden"></span><span aria-hidden="true"></span></p>
<p class="td-card__knowledge"><span class="td-card__dot" aria-hidden="true"></span><span></span></p>
<p class="td-card__empty"></p>
</div>
<div class="td-card__row"><button type="button" class="td-card__button td-card__button--next">NEXT</button><button type="button" class="td-card__button">SKIP</button></div>
<div class="td-card__row td-card__row--quiet"><button type="button" class="td-card__button td-card__button--quiet">Start New Gig</button><button type="button" class="td-card__button td-card__button--quiet">Reset Picker</button></div>
<p class="td-card__hint">Space or → for NEXT, S to SKIP</p>
</section></div>`;

/** Where the round is kept: the browser's storage unless `storage="none"` (or it is blocked). */
function storeFor(kind: string | null): PickerStore | null {
  try {
    if (kind === 'none') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export class TunedeckPickerElement extends HTMLElement {
  static observedAttributes = ['tunes', 'name', 'seed', 'storage', 'label'];

  #picker: StandalonePicker | null = null;
  #stop: (() => void) | null = null;
  readonly #root: ShadowRoot;
  readonly #card: HTMLElement;
  readonly #parts: {
    title: HTMLElement;
    spoken: HTMLElement;
    key: HTMLElement;
    knowledge: HTMLElement;
    word: HTMLElement;
    empty: HTMLElement;
    buttons: HTMLButtonElement[];
  };

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styles()];
    this.#root.innerHTML = MARKUP;
    const $ = (selector: string) => this.#root.querySelector(selector) as HTMLElement;
    this.#card = $('.td-card');
    const key = $('.td-card__key');
    const knowledge = $('.td-card__knowledge');
    this.#parts = {
      title: $('.td-card__title'),
      spoken: key.firstElementChild as HTMLElement,
      key: key.lastElementChild as HTMLElement,
      knowledge,
      word: knowledge.lastElementChild as HTMLElement,
      empty: $('.td-card__empty'),
      buttons: [...this.#root.querySelectorAll('button')],
    };
    const [next, skip, gig, reset] = this.#parts.buttons;
    next?.addEventListener('click', () => this.next());
    skip?.addEventListener('click', () => this.skip());
    gig?.addEventListener('click', () => this.#picker?.startNewGig());
    reset?.addEventListener('click', () => this.#picker?.reset());
    this.#card.addEventListener('keydown', (event) => this.#onKey(event));
  }

  connectedCallback() {
    this.#start();
  }

  disconnectedCallback() {
    this.#stop?.();
    this.#stop = null;
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#start();
  }

  /** NEXT: the tune was played. */
  next() {
    this.#picker?.next();
  }

  /** SKIP: another tune; this one comes back later in the round. */
  skip() {
    this.#picker?.skip();
  }

  /** The tune on screen, or `null`. */
  get tune(): EmbedTuneView | null {
    const view = this.#picker?.view();
    return view?.status === 'ready' ? view.tune : null;
  }

  #start() {
    this.#stop?.();
    const { tunes, problems } = readEmbedTunes(this.#tunesInput());
    if (problems.length > 0) console.warn(`<tunedeck-picker>: ${problems.join(' ')}`);
    const seed = Number(this.getAttribute('seed'));
    this.#picker = createStandalonePicker({
      tunes,
      store: storeFor(this.getAttribute('storage')),
      name: this.#name(),
      ...(this.hasAttribute('seed') && Number.isFinite(seed) ? { seed } : {}),
    });
    this.#card.setAttribute('aria-label', this.getAttribute('label') ?? 'Tune picker');
    this.#stop = this.#picker.subscribe(() => this.#draw(true));
    this.#draw(false);
  }

  /** Tunes from the `tunes` attribute, else from a `<script type="application/json">` inside. */
  #tunesInput(): unknown {
    const attribute = this.getAttribute('tunes');
    if (attribute !== null) return attribute;
    const script = this.querySelector('script[type="application/json"]');
    if (!script?.textContent) return [];
    try {
      return JSON.parse(script.textContent);
    } catch {
      console.warn('<tunedeck-picker>: the inline tunes are not valid JSON.');
      return [];
    }
  }

  /**
   * The round's name: `name`, else `id`, else this picker's place among the page's pickers with the same
   * tunes (two identical pickers keep two rounds).
   */
  #name(): string {
    const given = this.getAttribute('name') ?? (this.id || null);
    if (given !== null) return given;
    const same = [...document.querySelectorAll('tunedeck-picker')].filter(
      (other) =>
        !other.hasAttribute('name') &&
        !other.id &&
        other.getAttribute('tunes') === this.getAttribute('tunes'),
    );
    return String(Math.max(0, same.indexOf(this)));
  }

  #draw(changed: boolean) {
    const view = this.#picker?.view();
    const parts = this.#parts;
    const tune = view?.status === 'ready' ? view.tune : null;
    this.#card.dataset.knowledge = tune?.knowledge ?? 'none';
    parts.title.textContent = tune?.title ?? '';
    parts.spoken.textContent = tune ? `Key: ${tune.spokenKey}` : '';
    drawKey(parts.key, tune?.keyLabel ?? '');
    parts.word.textContent = tune?.knowledgeLabel ?? '';
    parts.knowledge.hidden = !tune;
    parts.empty.textContent = view?.status === 'empty' ? view.message : '';
    parts.empty.hidden = view?.status !== 'empty';
    const [next, skip, gig, reset] = parts.buttons;
    for (const button of [next, gig, reset]) if (button) button.disabled = !tune;
    if (skip) skip.disabled = !(view?.status === 'ready' && view.canSkip);
    if (changed && tune)
      this.dispatchEvent(new CustomEvent('tunedeck-pick', { detail: tune, bubbles: true, composed: true }));
  }

  #onKey(event: KeyboardEvent) {
    // Space presses the focused button itself (NEXT comes first in the tab order).
    const action = embedKeyAction(event);
    if (action === 'next') this.next();
    else if (action === 'skip') this.skip();
    if (action) event.preventDefault();
  }
}

if (!customElements.get('tunedeck-picker')) customElements.define('tunedeck-picker', TunedeckPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'tunedeck-picker': TunedeckPickerElement;
  }
}
