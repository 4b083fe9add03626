import { songsOfSet } from '../library/queries.js';
import { KNOWLEDGE_COLOURS, KNOWLEDGE_LABELS, type Knowledge, type PlayableKey } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { displayKey, displayTitle } from '../text/normalise.js';

export const NO_NOTES_TEXT = 'This song has no notes to display';

/** What the picker screen shows for the tune on screen. */
export interface PickerTuneView {
  id: Id;
  /** The title as displayed (see `displayTitle`). */
  title: string;
  key: PlayableKey;
  /** The key with real glyphs: "E♭". */
  keyLabel: string;
  /** The key for screen readers: "E flat". */
  spokenKey: string;
  knowledge: Knowledge;
  /** "New", "Medium" or "Know": knowledge is never shown by colour alone. */
  knowledgeLabel: string;
  colour: string;
  notes: string;
  hasNotes: boolean;
  /** Title size in rem (6 for short titles down to 2.25) and the lines it may take. */
  titleFit: PickerTitleFit;
  /** The title's length in characters (code points), for screens that fit it to their width. */
  titleLength: number;
  /**
   * Its longest word's length in characters: words are never broken, so a screen sets the title small
   * enough for this word to fit a line whole ("Supercalifragilisticexpialidocious" goes below the
   * minimum size rather than break).
   */
  titleWordLength: number;
  /** ↑ does something (not for a `know` tune). */
  canRaise: boolean;
  /** ↓ on a `new` tune opens "Move Out Of Library" instead of lowering. */
  lowerMovesOut: boolean;
}

export type PickerScreenView =
  | { status: 'no-set' }
  | { status: 'empty'; setId: Id; setName: string; message: string }
  | {
      status: 'ready';
      setId: Id;
      setName: string;
      songCount: number;
      /** Null until the first pick of this set arrives. */
      tune: PickerTuneView | null;
      canNext: boolean;
      /** SKIP needs another tune to go to. */
      canSkip: boolean;
    };

/** The empty-set sentence of the picker screen. */
export function emptySetMessage(setName: string): string {
  return `'${setName}' doesn't have any songs yet. Either change the set you want to pick tunes from, or add some songs to it to get started!`;
}

/**
 * How the picker's title is set: the size in rem for a roomy screen, stepping down as titles get
 * longer, on two lines. Screens shrink the size further to fit two lines of their width, never below
 * `PICKER_TITLE_MIN_REM` (unless its longest word needs less to fit a line whole: words are never
 * broken), and never above the key's size (the key is what the band reads from across the room). A
 * title two lines cannot hold at that size ends in "…" on screen; screen readers, the notes dialog and
 * the title's tooltip still give all of it.
 */
export interface PickerTitleFit {
  rem: number;
  lines: 2;
}

/**
 * The title's size never drops below this for its length on a phone: readable from a music stand a
 * metre away. Only a word too long for a line at this size takes the title smaller.
 */
export const PICKER_TITLE_MIN_REM = 2;

const TITLE_STEPS: readonly (readonly [maxLength: number, rem: number])[] = [
  [8, 6],
  [14, 5],
  [22, 4],
  [34, 3.25],
  [48, 2.75],
  [64, 2.25],
];

export function pickerTitleFit(title: string): PickerTitleFit {
  const length = [...title].length;
  const step = TITLE_STEPS.find(([maxLength]) => length <= maxLength);
  return { rem: step ? step[1] : PICKER_TITLE_MIN_REM, lines: 2 };
}

/** The length in characters (code points) of the longest of `text`'s words (split at white space). */
export function longestWordLength(text: string): number {
  return Math.max(0, ...text.split(/\s+/u).map((word) => [...word].length));
}

/** The picker screen's view model: everything it draws, derived from the library and the set's picker state. */
export function pickerView(
  library: Pick<Library, 'sets' | 'songs' | 'memberships' | 'pickers'>,
  setId: Id | null | undefined,
): PickerScreenView {
  const set = setId ? library.sets[setId] : undefined;
  if (!set) return { status: 'no-set' };
  const setName = displayTitle(set.name);
  const songs = songsOfSet(library, set.id);
  if (songs.length === 0)
    return { status: 'empty', setId: set.id, setName, message: emptySetMessage(setName) };
  const current = library.pickers[set.id]?.state.current;
  const song = current ? library.songs[current.song] : undefined;
  const isMember = song !== undefined && songs.some((member) => member.id === song.id);
  let tune: PickerTuneView | null = null;
  if (current && song && isMember) {
    const title = displayTitle(song.title);
    // The song's own key when it has one: a key edited while the tune is on screen shows at once (the
    // pick kept the key of that moment, drawn when the song's key was random). Otherwise the drawn one.
    const key = song.key === 'random' ? current.key : song.key;
    tune = {
      id: song.id,
      title,
      key,
      keyLabel: displayKey(key),
      spokenKey: key,
      knowledge: song.knowledge,
      knowledgeLabel: KNOWLEDGE_LABELS[song.knowledge],
      colour: KNOWLEDGE_COLOURS[song.knowledge],
      notes: song.notes,
      hasNotes: song.notes.trim() !== '',
      titleFit: pickerTitleFit(title),
      titleLength: [...title].length,
      titleWordLength: longestWordLength(title),
      canRaise: song.knowledge !== 'know',
      lowerMovesOut: song.knowledge === 'new',
    };
  }
  return {
    status: 'ready',
    setId: set.id,
    setName,
    songCount: songs.length,
    tune,
    canNext: true,
    canSkip: songs.length > 1,
  };
}
