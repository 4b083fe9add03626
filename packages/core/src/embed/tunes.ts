// The tunes an embedded picker is given (a React prop, an element's attribute or inline JSON), read into
// the picker's members with the app's own title rules. What cannot be read is reported, not guessed.
import { DEFAULT_KNOWLEDGE, type Knowledge, LIMITS, type SongKey } from '../model/constants.js';
import { createId, seededRandom } from '../model/random.js';
import { parseKeyName } from '../text/key-names.js';
import { normaliseText, titleKey } from '../text/normalise.js';
import { titleProblem } from '../text/title-rules.js';
import { SONG_TITLE_MESSAGES } from '../validation/messages.js';

/** One tune of an embedded picker. */
export interface EmbedTune {
  /** Derived from the title: the same title keeps its place in a saved round. */
  id: string;
  title: string;
  key: SongKey;
  knowledge: Knowledge;
}

/** A tune as a host writes it: a title alone, or with its key and how well it is known. */
export type EmbedTuneInput = string | { title: string; key?: string; knowledge?: string };

export interface EmbedTunes {
  tunes: EmbedTune[];
  /** One sentence per entry left out or read differently, for the host's console. */
  problems: string[];
}

/** The most tunes one embedded picker takes. */
export const EMBED_MAX_TUNES = LIMITS.multiAddLines;

const KNOWLEDGE_WORDS: Readonly<Record<string, Knowledge>> = {
  new: 'new',
  med: 'med',
  medium: 'med',
  know: 'know',
};

/** A 32-bit FNV-1a hash: ids and storage names from text, the same on every device. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The tune's id: 15 characters of a-z0-9 from its title (case and spacing ignored). */
export function embedTuneId(title: string): string {
  return createId(seededRandom(hashText(titleKey(title))));
}

/**
 * Reads tunes from an array (strings or `{ title, key, knowledge }`) or from text: one tune per line
 * or between semicolons, each "Title | key | knowledge" with the last two optional. Keys are read as
 * musicians write them ("Bb", "F#", "random"); knowledge is new, med (or medium) or know, `know` when
 * left out. Titles follow the app's rules; a title given twice is kept once.
 */
export function readEmbedTunes(input: unknown): EmbedTunes {
  const entries: unknown[] = typeof input === 'string' ? splitText(input) : Array.isArray(input) ? input : [];
  const tunes: EmbedTune[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  if (typeof input !== 'string' && !Array.isArray(input) && input !== undefined && input !== null)
    problems.push('The tunes must be a list (an array, or text with one tune per line).');
  entries.forEach((entry, index) => {
    const where = `Tune ${index + 1}`;
    if (tunes.length >= EMBED_MAX_TUNES) {
      if (tunes.length === EMBED_MAX_TUNES && index === EMBED_MAX_TUNES)
        problems.push(`Only the first ${EMBED_MAX_TUNES} tunes are used.`);
      return;
    }
    const raw = typeof entry === 'string' ? fromText(entry) : entry;
    if (typeof raw !== 'object' || raw === null || typeof (raw as { title?: unknown }).title !== 'string') {
      problems.push(`${where} has no title.`);
      return;
    }
    const { title: rawTitle, key: rawKey, knowledge: rawKnowledge } = raw as Record<string, unknown>;
    const title = normaliseText(rawTitle as string);
    const problem = titleProblem(rawTitle as string);
    if (problem) {
      problems.push(`${where} ("${title}") is left out: ${SONG_TITLE_MESSAGES[problem]}.`);
      return;
    }
    const id = embedTuneId(title);
    if (seen.has(id)) {
      problems.push(`${where} ("${title}") is already in the list.`);
      return;
    }
    seen.add(id);
    let key = parseKeyName(typeof rawKey === 'string' ? rawKey : '');
    if (key === null) {
      problems.push(`${where} ("${title}"): "${String(rawKey)}" is not a key; a random key is used.`);
      key = 'random';
    }
    let knowledge = DEFAULT_KNOWLEDGE;
    if (typeof rawKnowledge === 'string' && rawKnowledge.trim() !== '') {
      const word = KNOWLEDGE_WORDS[rawKnowledge.trim().toLowerCase()];
      if (word) knowledge = word;
      else problems.push(`${where} ("${title}"): "${rawKnowledge}" is not new, med or know; know is used.`);
    }
    tunes.push({ id, title, key, knowledge });
  });
  return { tunes, problems };
}

function splitText(text: string): string[] {
  return text
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function fromText(line: string): { title: string; key?: string; knowledge?: string } {
  const [title = '', key, knowledge] = line.split('|').map((part) => part.trim());
  return { title, ...(key !== undefined ? { key } : {}), ...(knowledge !== undefined ? { knowledge } : {}) };
}
