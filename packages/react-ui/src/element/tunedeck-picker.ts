// <tunedeck-picker>: the picker for any web page, from one ES module and no framework. It draws core's
// embed view with plain DOM in its own shadow root, with the kit's tokens and the card's stylesheet, so
// the page's CSS cannot break it and it cannot break the page.
//
//   <script type="module" src="tunedeck-picker.js"></script>
//   <tunedeck-picker tunes="Autumn Leaves | G | know; Solar | random | new"></tunedeck-picker>
//
// A tune's chart is drawn by a second file beside this one, tunedeck-picker-chart.js (the chart reader
// and the drawing), which the element loads with the first tune that has a chart: a page without charts
// never fetches it. The build keeps the import below as it is, relative to this file.
import {
  createStandalonePicker,
  type EmbedTuneInput,
  type EmbedTuneView,
  embedKeyAction,
  type Instrument,
  type PickerStore,
  readEmbedTunes,
  type StandalonePicker,
} from '@tunedeck/core/embed';
import keyName from '../primitives/key-name/key-name.css?inline';
import { FLAT, SHARP } from '../primitives/key-name/shapes.js';
import tokens from '../styles/tokens.css?inline';
import { OWN_REM, ownUnits } from '../widgets/picker/own-units.js';
import card from '../widgets/picker/picker-card.css?inline';

/**
 * The tokens on the element (not the page's :root); `theme="light" | "dark"` picks a scheme. The
 * stylesheet arrives minified: `:root[data-td-theme=dark]`, its quotes gone.
 */
const hostTokens = tokens
  .replace(/:root\[data-td-theme=("?)(\w+)\1\]/g, ':host([theme="$2"])')
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
const HOST = [
  `:host{display:block!important;contain:content;--td-rem:${OWN_REM}}`,
  ':host([hidden]){display:none!important}',
  // The scheme is the element's whatever the page's rules say of it (`* { all: unset }` resets it).
  ':host{color-scheme:light dark!important}',
  ':host([theme="light"]){color-scheme:light!important}',
  ':host([theme="dark"]){color-scheme:dark!important}',
  '.td-embed{all:initial;display:block;color-scheme:inherit}',
].join('');

let sheet: CSSStyleSheet | null = null;
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(ownUnits(hostTokens + keyName + card) + HOST);
  }
  return sheet;
}

const MARKUP = `<div class="td-embed"><section class="td-card" part="card" aria-keyshortcuts="Space ArrowRight S">
<div class="td-card__tune" part="tune" aria-live="polite" aria-atomic="true">
<p class="td-card__title" part="title"></p>
<p class="td-card__key" part="key"><span class="td-visually-hidden"></span><span aria-hidden="true"></span></p>
<p class="td-card__knowledge" part="knowledge"><span class="td-card__dot" aria-hidden="true"></span><span></span></p>
<p class="td-card__empty" part="message"></p>
</div>
<div class="td-card__row"><button type="button" part="button next-button" class="td-card__button td-card__button--next">NEXT</button><button type="button" part="button skip-button" class="td-card__button">SKIP</button></div>
<div class="td-card__row td-card__row--quiet"><button type="button" part="button new-gig-button" class="td-card__button td-card__button--quiet">Start New Gig</button><button type="button" part="button reset-button" class="td-card__button td-card__button--quiet">Reset Picker</button></div>
<p class="td-card__hint" part="hint">Space or → for NEXT, S to SKIP</p>
</section></div>`;

/** Chart and the chart, added to the card with the first tune that has a chart (the chart drawn in its last div). */
const CHART_MARKUP = `<div class="td-card__chart"><button type="button" part="button chart-button" class="td-card__button td-card__button--quiet td-card__chart-toggle" aria-expanded="false" aria-controls="chart">Chart</button>
<div class="td-card__chart-panel" part="chart" id="chart" hidden><p class="td-card__chart-status" role="status"></p><div></div></div></div>`;

/**
 * The element's shadow root, with its stylesheet and markup. Not in the constructor: the manifest's analyzer
 * takes each `x.y = …` there for a field `y` of the element.
 */
function openShadow(host: HTMLElement): ShadowRoot {
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [styles()];
  root.innerHTML = MARKUP;
  return root;
}

/** What a press did: `tunedeck-pick`'s `detail.action`. */
export type TunedeckPickAction = 'next' | 'skip' | 'new-gig' | 'reset';

/** `tunedeck-pick`'s detail: what was pressed, and the tune on screen after it. */
export interface TunedeckPickDetail {
  action: TunedeckPickAction;
  tune: EmbedTuneView;
}

/** Fired (bubbling, composed) after each press of NEXT, SKIP, Start New Gig or Reset Picker. */
export type TunedeckPickEvent = CustomEvent<TunedeckPickDetail>;

/** `light`, `dark`, or `auto`: as the system says. */
export type TunedeckPickerTheme = 'light' | 'dark' | 'auto';

/** Where the round is kept: `local` (the default), `session`, or `none` (forgotten on reload). */
export type TunedeckPickerStorage = 'local' | 'session' | 'none';

/** The element's tunes: text ("Title | key | knowledge", by `;` or lines) or an array (with charts). */
export type TunedeckPickerTunes = string | readonly EmbedTuneInput[];

/** What the charts are written for: concert pitch, a B♭, E♭ or F instrument, or the bass clef. */
export type TunedeckPickerInstrument = 'concert' | 'b-flat' | 'e-flat' | 'f' | 'bass-clef';

/** Core's instruments (its list, with labels and examples, stays out of the element file). */
const INSTRUMENTS: readonly string[] = [
  'concert',
  'b-flat',
  'e-flat',
  'f',
  'bass-clef',
] satisfies readonly TunedeckPickerInstrument[] satisfies readonly Instrument[];

type ChartFile = typeof import('./tunedeck-picker-chart.js');

/** The chart file, fetched once for the page, by the first picker with a tune that has a chart. */
let chartFile: Promise<ChartFile> | null = null;
function loadChartFile(): Promise<ChartFile> {
  chartFile ??= import('./tunedeck-picker-chart.js').catch((error: unknown) => {
    // Not fetched (offline): the next try fetches it again.
    chartFile = null;
    throw error;
  });
  return chartFile;
}

/** Where the round is kept: the browser's storage unless `storage="none"` (or it is blocked). */
function storeFor(kind: string | null): PickerStore | null {
  try {
    if (kind === 'none') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The properties a page may set before the element is defined (then kept as own properties). */
const PROPERTIES = ['tunes', 'name', 'seed', 'storage', 'theme', 'label', 'instrument'] as const;

/**
 * `<tunedeck-picker>`: the Tunedeck picker for any page.
 *
 * @summary NEXT, SKIP, Start New Gig and Reset Picker over a list of tunes, with Tunedeck's picker rules.
 * @attr {string} tunes - The tunes: "Title | key | knowledge", separated by `;` or new lines. Tunes
 * with charts are given as an array (the `tunes` property, or JSON in a script inside).
 * @attr {string} name - Tells two pickers with the same tunes apart (each keeps its own round).
 * @attr {number} seed - Reproducible picks: the same seed and presses give the same tunes and keys.
 * @attr {TunedeckPickerStorage} storage - Where the round is kept: `local` (default), `session` or `none`.
 * @attr {TunedeckPickerTheme} theme - `light`, `dark` or `auto` (default: as the system says).
 * @attr {string} label - The picker's name for screen readers (default "Tune picker").
 * @attr {TunedeckPickerInstrument} instrument - What the charts are written for: `concert` (default),
 * `b-flat`, `e-flat`, `f` or `bass-clef`.
 * @fires {TunedeckPickEvent} tunedeck-pick - After each press (bubbling, composed): `detail.action`
 * (`next`, `skip`, `new-gig`, `reset`) and `detail.tune`, the tune on screen after it.
 * @csspart card - The card.
 * @csspart tune - The tune's poster, in its knowledge colour.
 * @csspart title - The tune's title.
 * @csspart key - The key to play it in.
 * @csspart knowledge - The knowledge badge.
 * @csspart message - What the picker says when it has no tune.
 * @csspart button - Every button.
 * @csspart next-button - NEXT.
 * @csspart skip-button - SKIP.
 * @csspart new-gig-button - Start New Gig.
 * @csspart reset-button - Reset Picker.
 * @csspart hint - The keyboard hint.
 * @csspart chart-button - Chart, which shows and hides the tune's chart (only for a tune with one).
 * @csspart chart - The tune's chart, in the key picked.
 * @cssprop [--td-scale=1] - The card's size: its sizes are multiples of 16px times this (the page's root
 * font size does not change them).
 * @cssprop --td-know - The colour of a tune you know (set on the element; every `--td-` token of the kit
 * themes it the same way).
 * @cssprop --td-med - The colour of a tune you know a bit (medium).
 * @cssprop --td-new - The colour of a tune that is new to you.
 */
export class TunedeckPickerElement extends HTMLElement {
  static observedAttributes = ['tunes', 'name', 'seed', 'storage', 'label', 'instrument'];

  #picker: StandalonePicker | null = null;
  #stop: (() => void) | null = null;
  #watch: MutationObserver | null = null;
  #inline: string | null = null;
  #tunes: readonly EmbedTuneInput[] | null = null;
  #acting: TunedeckPickAction | null = null;
  #chartOpen = false;
  #chartFile: ChartFile | null = null;
  #chart: { area: HTMLElement; button: HTMLElement; panel: HTMLElement; status: HTMLElement } | null = null;
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
    this.#root = openShadow(this);
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
    gig?.addEventListener('click', () => this.startNewGig());
    reset?.addEventListener('click', () => this.reset());
    this.#card.addEventListener('keydown', (event) => this.#onKey(event));
  }

  connectedCallback() {
    // A property set before the element was defined is an own property hiding the accessor.
    for (const property of PROPERTIES) {
      if (!Object.hasOwn(this, property)) continue;
      const value = (this as Record<string, unknown>)[property];
      delete (this as Record<string, unknown>)[property];
      (this as Record<string, unknown>)[property] = value;
    }
    // The inline JSON is read again whenever it changes (a framework may fill it after connection).
    this.#watch = new MutationObserver(() => {
      if (this.#tunes === null && !this.hasAttribute('tunes') && this.#inlineText() !== this.#inline)
        this.#start();
    });
    this.#watch.observe(this, { childList: true, subtree: true, characterData: true });
    this.#start();
  }

  disconnectedCallback() {
    this.#stop?.();
    this.#stop = null;
    this.#watch?.disconnect();
    this.#watch = null;
  }

  attributeChangedCallback(name: string) {
    if (!this.isConnected) return;
    if (name === 'label') this.#card.setAttribute('aria-label', this.label);
    else if (name === 'instrument') this.#drawChart();
    else this.#start();
  }

  /**
   * The tunes: the array last set on this property, else the `tunes` attribute, else the array in a
   * `<script type="application/json">` inside. Setting text sets the attribute; an array removes it.
   * @attr tunes
   */
  get tunes(): TunedeckPickerTunes {
    return this.#tunes ?? this.getAttribute('tunes') ?? this.#inlineTunes();
  }

  set tunes(value: TunedeckPickerTunes | null) {
    if (typeof value === 'string') {
      this.#tunes = null;
      this.setAttribute('tunes', value);
      return;
    }
    this.#tunes = value ? [...value] : null;
    if (this.hasAttribute('tunes')) this.removeAttribute('tunes');
    else if (this.isConnected) this.#start();
  }

  /**
   * The round's name (`name` attribute): tells two pickers with the same tunes apart.
   * @attr name
   * @reflect
   * @default ''
   */
  get name(): string {
    return this.getAttribute('name') ?? '';
  }

  set name(value: string | null) {
    this.#reflect('name', value);
  }

  /**
   * The seed (`seed` attribute), or `null` for picks that differ each time.
   * @attr seed
   * @reflect
   * @default null
   */
  get seed(): number | null {
    const seed = Number(this.getAttribute('seed') ?? Number.NaN);
    return this.hasAttribute('seed') && Number.isFinite(seed) ? seed : null;
  }

  set seed(value: number | null) {
    this.#reflect('seed', value === null ? null : String(value));
  }

  /**
   * Where the round is kept (`storage` attribute).
   * @attr storage
   * @reflect
   * @default 'local'
   */
  get storage(): TunedeckPickerStorage {
    const storage = this.getAttribute('storage');
    return storage === 'session' || storage === 'none' ? storage : 'local';
  }

  set storage(value: TunedeckPickerStorage | null) {
    this.#reflect('storage', value);
  }

  /**
   * Light, dark, or as the system says (`theme` attribute).
   * @attr theme
   * @reflect
   * @default 'auto'
   */
  get theme(): TunedeckPickerTheme {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : 'auto';
  }

  set theme(value: TunedeckPickerTheme | null) {
    this.#reflect('theme', value);
  }

  /**
   * The picker's name for screen readers (`label` attribute).
   * @attr label
   * @reflect
   * @default 'Tune picker'
   */
  get label(): string {
    return this.getAttribute('label') ?? 'Tune picker';
  }

  set label(value: string | null) {
    this.#reflect('label', value);
  }

  /**
   * What the charts are written for (`instrument` attribute): a B♭ trumpet reads them a tone up.
   * @attr instrument
   * @reflect
   * @default 'concert'
   */
  get instrument(): TunedeckPickerInstrument {
    const instrument = this.getAttribute('instrument');
    return instrument && INSTRUMENTS.includes(instrument)
      ? (instrument as TunedeckPickerInstrument)
      : 'concert';
  }

  set instrument(value: TunedeckPickerInstrument | null) {
    this.#reflect('instrument', value);
  }

  /** NEXT: the tune was played. */
  next(): void {
    this.#act('next', (picker) => picker.next());
  }

  /** SKIP: another tune; this one comes back later in the round. */
  skip(): void {
    this.#act('skip', (picker) => picker.skip());
  }

  /** Start New Gig: the set's round starts again, keeping the known tunes' rotation. */
  startNewGig(): void {
    this.#act('new-gig', (picker) => picker.startNewGig());
  }

  /** Reset Picker: everything starts again. */
  reset(): void {
    this.#act('reset', (picker) => picker.reset());
  }

  /** The tune on screen, or `null`. */
  get tune(): EmbedTuneView | null {
    const view = this.#picker?.view();
    return view?.status === 'ready' ? view.tune : null;
  }

  #reflect(attribute: string, value: string | null) {
    if (value === null) this.removeAttribute(attribute);
    else this.setAttribute(attribute, value);
  }

  #act(action: TunedeckPickAction, press: (picker: StandalonePicker) => void) {
    if (!this.#picker) return;
    this.#acting = action;
    try {
      press(this.#picker);
    } finally {
      this.#acting = null;
    }
  }

  #start() {
    this.#stop?.();
    // The inline text this start reads (the observer starts again only when it changes).
    this.#inline = this.#inlineText();
    const { tunes, problems } = readEmbedTunes(
      this.#tunes ?? this.getAttribute('tunes') ?? this.#inlineTunes(),
    );
    if (problems.length > 0) console.warn(`<tunedeck-picker>: ${problems.join(' ')}`);
    const seed = this.seed;
    this.#picker = createStandalonePicker({
      tunes,
      store: storeFor(this.getAttribute('storage')),
      name: this.#name(),
      ...(seed !== null ? { seed } : {}),
    });
    this.#card.setAttribute('aria-label', this.label);
    this.#stop = this.#picker.subscribe(() => this.#draw());
    this.#draw();
  }

  #inlineText(): string | null {
    return this.querySelector('script[type="application/json"]')?.textContent ?? null;
  }

  /** The array in a `<script type="application/json">` inside, or none. */
  #inlineTunes(): readonly EmbedTuneInput[] {
    const text = this.#inlineText();
    if (!text) return [];
    try {
      const tunes: unknown = JSON.parse(text);
      return Array.isArray(tunes) ? tunes : [];
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

  #draw() {
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
    this.#drawChart();
    if (this.#acting && tune) {
      const detail: TunedeckPickDetail = { action: this.#acting, tune };
      this.dispatchEvent(new CustomEvent('tunedeck-pick', { detail, bubbles: true, composed: true }));
    }
  }

  /** Chart and the chart's place, made with the first tune that has a chart (a card without has neither). */
  #chartParts() {
    this.#card.insertAdjacentHTML('beforeend', CHART_MARKUP);
    const $ = (selector: string) => this.#card.querySelector(selector) as HTMLElement;
    const parts = {
      area: $('.td-card__chart'),
      button: $('.td-card__chart-toggle'),
      panel: $('.td-card__chart-panel'),
      status: $('.td-card__chart-status'),
    };
    parts.button.addEventListener('click', () => {
      this.#chartOpen = !this.#chartOpen;
      this.#drawChart();
    });
    return parts;
  }

  /** Chart for a tune with a chart, and the chart while it is open (its file fetched first). */
  #drawChart() {
    const tune = this.tune;
    if (!tune?.chart) {
      if (this.#chart) this.#chart.area.hidden = true;
      return;
    }
    this.#chart ??= this.#chartParts();
    const { area, button, panel, status } = this.#chart;
    area.hidden = false;
    button.setAttribute('aria-expanded', String(this.#chartOpen));
    panel.hidden = !this.#chartOpen;
    if (this.#chartFile) {
      if (!this.#chartOpen) return;
      const props = { chart: tune.chart, title: tune.title, concert: tune.key, instrument: this.instrument };
      this.#chartFile.drawChart(panel.lastElementChild as HTMLElement, props);
      return;
    }
    // Fetched as soon as a tune has a chart, so that Chart shows it at once.
    if (this.#chartOpen) status.textContent = 'Loading the chart…';
    loadChartFile().then(
      (file) => {
        if (this.#chartFile) return;
        this.#chartFile = file;
        this.#root.adoptedStyleSheets = [styles(), file.chartStyles()];
        status.textContent = '';
        this.#drawChart();
      },
      () => {
        if (this.#chartOpen)
          status.textContent =
            'The chart could not be loaded. Check the connection, then close Chart and open it again.';
      },
    );
  }

  #onKey(event: KeyboardEvent) {
    // Space presses the focused button itself (NEXT comes first in the tab order).
    const action = embedKeyAction(event);
    // Chart goes away with a tune that has no chart: → or S pressed on it leaves focus on NEXT.
    if (action && event.target === this.#chart?.button) this.#parts.buttons[0]?.focus();
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
  interface HTMLElementEventMap {
    'tunedeck-pick': TunedeckPickEvent;
  }
}
