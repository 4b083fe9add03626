// A picker of its own for a page that embeds one: the app's picker rules (pickerTransition) over a list
// of tunes, with no account and no server. The round is kept in the browser's storage, so a reload
// goes on where it was; a seed makes the picks reproducible.
import { KNOWLEDGE_LABELS } from '../model/constants.js';
import { cryptoRandom, type Random, seededRandom } from '../model/random.js';
import type { PickerMember, PickerState } from '../model/records.js';
import { parsePickerState } from '../picker/parse.js';
import { initialPickerState, type PickerEvent, pickerTransition } from '../picker/transition.js';
import { type PickerTuneView, pickerTitleFit } from '../picker/view.js';
import { displayKey, spokenKey } from '../text/normalise.js';
import { type EmbedChart, type EmbedTune, hashText } from './tunes.js';

/** Where a round is kept: `localStorage`, `sessionStorage`, or anything with the same two methods. */
export interface PickerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface StandalonePickerOptions {
  tunes: readonly EmbedTune[];
  /** Keeps the round across reloads; `null` keeps it in memory only. */
  store?: PickerStore | null;
  /** Tells rounds apart on one page (two pickers with the same tunes). */
  name?: string;
  /** Makes the picks reproducible: the same seed and the same presses give the same tunes and keys. */
  seed?: number;
  now?: () => number;
}

/**
 * What an embedded picker draws for the tune on screen: the app's tune view, without notes and ↑/↓, and
 * the tune's chart when it has one (drawn in `key`, the key picked).
 */
export interface EmbedTuneView
  extends Pick<
    PickerTuneView,
    | 'id'
    | 'title'
    | 'key'
    | 'keyLabel'
    | 'spokenKey'
    | 'knowledge'
    | 'knowledgeLabel'
    | 'titleFit'
    | 'titleLength'
  > {
  chart?: EmbedChart;
}

export type EmbedPickerView =
  | { status: 'empty'; message: string }
  | { status: 'ready'; tune: EmbedTuneView; canSkip: boolean };

export interface StandalonePicker {
  readonly tunes: readonly EmbedTune[];
  /** The storage key of this round (`null` without a store). */
  readonly storageKey: string | null;
  view(): EmbedPickerView;
  state(): PickerState;
  next(): void;
  skip(): void;
  startNewGig(): void;
  reset(): void;
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const EMBED_EMPTY_MESSAGE = 'No tunes to pick from yet.';

/** The storage key of a round: the picker's name and its tunes (another list is another round). */
export function embedStorageKey(tunes: readonly EmbedTune[], name = ''): string {
  const list = tunes.map((tune) => `${tune.id}:${tune.key}:${tune.knowledge}`).join(',');
  return `tunedeck:picker:${name}:${hashText(list).toString(36)}`;
}

/** A picker over `tunes`, restored from `store` when it holds this round. */
export function createStandalonePicker(options: StandalonePickerOptions): StandalonePicker {
  const tunes = [...options.tunes];
  const byId = new Map(tunes.map((tune) => [tune.id, tune]));
  const members: PickerMember[] = tunes.map(({ id, knowledge, key }) => ({ id, knowledge, key }));
  const store = options.store ?? null;
  const storageKey = store ? embedStorageKey(tunes, options.name) : null;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  // A seed gives each press its own stream, from the seed and the round's version: a reload part-way
  // through goes on with the picks it would have made.
  const random = (state: PickerState): Random =>
    options.seed === undefined ? cryptoRandom : seededRandom(hashText(`${options.seed}:${state.version}`));

  let state = load();
  let view = viewOf(state);
  // Opening the picker shows a tune (or drops ones no longer listed).
  apply({ type: 'sync' });

  function load(): PickerState {
    if (!store || !storageKey) return initialPickerState(now());
    try {
      const saved = store.getItem(storageKey);
      return saved === null ? initialPickerState(now()) : parsePickerState(JSON.parse(saved));
    } catch {
      // Storage blocked or its value damaged: a fresh round rather than no picker.
      return initialPickerState(now());
    }
  }

  function apply(event: PickerEvent) {
    if (members.length === 0) return;
    const next = pickerTransition(state, event, members, { random: random(state), now });
    if (next === state) return;
    state = next;
    view = viewOf(state);
    if (store && storageKey) {
      try {
        store.setItem(storageKey, JSON.stringify(state));
      } catch {
        // Full or blocked storage: the round goes on in memory.
      }
    }
    for (const listener of listeners) listener();
  }

  function viewOf(current: PickerState): EmbedPickerView {
    const picked = current.current;
    const tune = picked ? byId.get(picked.song) : undefined;
    if (!picked || !tune) return { status: 'empty', message: EMBED_EMPTY_MESSAGE };
    return {
      status: 'ready',
      tune: {
        id: tune.id,
        title: tune.title,
        key: picked.key,
        keyLabel: displayKey(picked.key),
        spokenKey: spokenKey(picked.key),
        knowledge: tune.knowledge,
        knowledgeLabel: KNOWLEDGE_LABELS[tune.knowledge],
        titleFit: pickerTitleFit(tune.title),
        titleLength: [...tune.title].length,
        ...(tune.chart ? { chart: tune.chart } : {}),
      },
      canSkip: tunes.length > 1,
    };
  }

  return {
    tunes,
    storageKey,
    view: () => view,
    state: () => state,
    next: () => apply({ type: 'next' }),
    skip: () => apply({ type: 'skip' }),
    startNewGig: () => apply({ type: 'start-new-gig' }),
    reset: () => apply({ type: 'reset' }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What a key does on an embedded picker with focus in it: → is NEXT, S is SKIP (Space presses the focused button). */
export function embedKeyAction(press: {
  key: string;
  repeat?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): 'next' | 'skip' | null {
  if (press.repeat || press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key === 'ArrowRight') return 'next';
  return press.key === 's' || press.key === 'S' ? 'skip' : null;
}
