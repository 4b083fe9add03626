// Prints median timings of core's hot paths, and the picker's reference figures. `npm run bench` at the root.
import { bulkAddToSet } from '../src/library/rules/bulk.js';
import type { Knowledge } from '../src/model/constants.js';
import { seededRandom } from '../src/model/random.js';
import type { PickerMember, PickerState } from '../src/model/records.js';
import { initialPickerState, pickerTransition } from '../src/picker/transition.js';
import { buildLibrary, setIdOf } from '../src/testing/fixtures.js';
import { chartBench } from './chart.bench.js';
import { medianMillis, report } from './measure.js';

const LEVELS: readonly Knowledge[] = ['new', 'med', 'know'];

function members(size: number): PickerMember[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `s${String(i).padStart(14, '0')}`,
    knowledge: LEVELS[i % 3]!,
    key: 'random',
  }));
}

function pickBench(size: number): void {
  const set = members(size);
  const context = { random: seededRandom(1), now: () => 0 };
  let state: PickerState = initialPickerState();
  // Half-way through a round: the realistic case for a long gig.
  for (let i = 0; i < size / 2; i += 1) state = pickerTransition(state, { type: 'next' }, set, context);
  const midRound = state;
  let i = 0;
  const warm = medianMillis(() => {
    state = pickerTransition(i++ % 50 === 0 ? midRound : state, { type: 'next' }, set, context);
  });
  report(`one pick (NEXT) on a ${size.toLocaleString('en')}-tune set`, warm, 0.1);
  // A state that did not come from the previous transition (just loaded, or from another device).
  const loaded = Array.from({ length: 400 }, () => structuredClone(midRound));
  let j = 0;
  const cold = medianMillis(() => {
    pickerTransition(loaded[j++ % loaded.length]!, { type: 'next' }, set, context);
  });
  report('  the first pick after loading the state (index rebuilt)', cold);
}

function bulkBench(librarySize: number, lines: number): void {
  const titles = Array.from({ length: librarySize }, (_, i) => `Library tune ${i}`);
  const library = buildLibrary({
    sets: { Gig: titles.slice(0, 200), Practice: [] },
    songs: Object.fromEntries(titles.map((t) => [t, {}])),
  });
  const setId = setIdOf(library, 'Practice');
  // Half new titles, a quarter already in the library, a quarter repeated or invalid.
  const text = Array.from({ length: lines }, (_, i) =>
    i % 4 === 0
      ? `Library tune ${i}`
      : i % 8 === 1
        ? `..bad ${i}`
        : i % 8 === 3
          ? `new tune ${i - 2}`
          : `new tune ${i}`,
  ).join('\n');
  const context = { random: seededRandom(3), now: () => 0 };
  const median = medianMillis(
    () => {
      const result = bulkAddToSet(library, setId, text, context);
      if (!result.ok) throw new Error('bulk add refused');
    },
    { minRuns: 30, minMillis: 500, warmup: 5 },
  );
  report(
    `bulk add: parse + plan ${lines.toLocaleString('en')} lines (library of ${librarySize.toLocaleString('en')})`,
    median,
    20,
  );
}

function referenceRun(): void {
  const set = [...members(300)];
  const levelOf = new Map(set.map((m) => [m.id, m.knowledge]));
  const counts: Record<Knowledge, number> = { new: 0, med: 0, know: 0 };
  const context = { random: seededRandom(2026), now: () => 0 };
  let state = initialPickerState();
  const t0 = performance.now();
  for (let gig = 0; gig < 2000; gig += 1) {
    for (let n = 0; n <= 30; n += 1) {
      state = pickerTransition(state, { type: n === 0 ? 'start-new-gig' : 'next' }, set, context);
      counts[levelOf.get(state.current!.song)!] += 1;
    }
  }
  const ms = performance.now() - t0;
  const ratio = (level: Knowledge) => (counts[level] / counts.know).toFixed(3);
  console.log(
    `reference run: 2,000 gigs x (Start New Gig + 30 NEXT) on 100/100/100 tunes: new:med:know = ${ratio('new')} : ${ratio('med')} : 1 (${counts.new}/${counts.med}/${counts.know} picks, ${ms.toFixed(0)} ms)`,
  );
}

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
pickBench(5_000);
bulkBench(5_000, 1_000);
referenceRun();
chartBench();
