// What the site's benches measure in a page, written once.
import type { Page } from 'playwright';

/** Resolves with the time from `act` until the DOM holds `done` and the frame after it is drawn. */
export async function timed(page: Page, act: string, done: string): Promise<number> {
  const source = `new Promise((resolve) => {
    const isDone = ${done};
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!isDone()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => resolve('timed out: ' + location.pathname + ' ' + document.body.innerText.slice(0, 300)), 15000);
    ${act}
  })`;
  const result = await page.evaluate(source);
  if (typeof result !== 'number') throw new Error(String(result));
  return result;
}

/** A musician's repertoire as a CSV of `count` tunes (title, key, knowledge, notes, sets), for the Import screen. */
export function repertoireCsv(count: number): string {
  const knowledge = ['new', 'med', 'know'];
  return [
    'title,key,knowledge,notes,sets',
    ...Array.from(
      { length: count },
      (_, i) => `"Standard ${i + 1}, take ${i % 7}",B flat,${knowledge[i % 3]},"Chart p. ${i}",Book ${i % 5}`,
    ),
  ].join('\r\n');
}

/** What a bench's Chromium trace records: the main thread's tasks, V8's samples of what ran, user timings. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];
