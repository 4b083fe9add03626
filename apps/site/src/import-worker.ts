// The Import screen's reader, in a Web Worker of its own (src/import-reader.ts starts it): a big file's
// parsing (papaparse, iReal Pro's charts, a backup's JSON) and the garbage it leaves happen off the
// page's thread. One message in (the text, the file's name, the time), one answer out (core's
// `readImportSource`, the same as the page would have read).
import { type ImportSource, readImportSource } from '@tunedeck/core/import';

/** What the page asks. */
export interface ImportReadRequest {
  text: string;
  fileName: string | undefined;
  now: number;
}

/** What the worker answers: the source read, or why it could not be (the page then reads it itself). */
export type ImportReadAnswer = { ok: true; source: ImportSource } | { ok: false; message: string };

self.onmessage = (event: MessageEvent<ImportReadRequest>) => {
  const { text, fileName, now } = event.data;
  let answer: ImportReadAnswer;
  try {
    answer = { ok: true, source: readImportSource(text, fileName, now) };
  } catch (error) {
    answer = { ok: false, message: String(error) };
  }
  self.postMessage(answer);
};
