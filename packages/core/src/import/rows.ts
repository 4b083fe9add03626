import type { Knowledge, SongKey } from '../model/constants.js';

/** One tune as any import source brings it (text line, CSV row, iReal song), before the rules. */
export interface ImportRow {
  /** Where it came from, for messages ("Row 3", "Line 12", the playlist's name). */
  where: string;
  title: string;
  /** Absent: the default (random) for a new song, unchanged for an existing one. */
  key?: SongKey;
  knowledge?: Knowledge;
  notes?: string;
  /** Names of the sets it goes into; sets that do not exist are made. */
  sets: string[];
  /** Who wrote it and its style (iReal Pro brings both); absent: empty for a new song, unchanged for an existing one. */
  composer?: string;
  style?: string;
  /**
   * Its chart (iReal Pro brings one): the key it is written in, as iReal writes it ("Bb", "G-"), and the
   * chart's canonical text (`chartText`). Absent: no chart (an existing song's stays as it is).
   */
  chart?: { key: string; text: string };
}

/** Something an import could not read as it was, in words a musician understands. */
export interface ImportProblem {
  where: string;
  message: string;
}
