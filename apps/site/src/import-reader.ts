import type { ImportSource } from '@tunedeck/core';
import type { ImportReadAnswer, ImportReadRequest } from './import-worker.js';

/**
 * The client's `readImport`: each file of the Import screen read by core's readers in a Web Worker of
 * its own (src/import-worker.ts, allowed by the Content-Security-Policy's `worker-src 'self'`), ended
 * once it has answered. A page where the worker cannot start or fails gets a rejection, and the client
 * reads the file in the page instead.
 */
export function readImportInWorker(
  text: string,
  fileName: string | undefined,
  now: number,
): Promise<ImportSource> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      type: 'module',
      name: 'tunedeck-import',
    });
    worker.onmessage = (event: MessageEvent<ImportReadAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.source);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The import worker failed'));
    };
    const request: ImportReadRequest = { text, fileName, now };
    worker.postMessage(request);
  });
}
