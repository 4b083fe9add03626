// Prints median timings of core's hot paths on this machine. Run with `npm run bench` at the root.
import { initialPickerState, pickerTransition } from '../src/picker/transition.js';
import { seededRandom } from '../src/model/random.js';
import type { PickerMember, PickerState } from '../src/model/records.js';
import { medianMillis, report } from './measure.js';

const KNOWLEDGE = ['new', 'med', 'know'] as const;

function pickBench(size: number): void {
  const members: PickerMember[] = Array.from({ length: size }, (_, i) => ({
    id: `s${String(i).padStart(14, '0')}`,
    knowledge: KNOWLEDGE[i % 3]!,
    key: 'random',
  }));
  const context = { random: seededRandom(1), now: () => 0 };
  let state: PickerState = initialPickerState();
  // Half-way through a round: the realistic case for a long gig.
  for (let i = 0; i < size / 2; i += 1) state = pickerTransition(state, { type: 'next' }, members, context);
  const midRound = state;
  let i = 0;
  const median = medianMillis(() => {
    state = pickerTransition(i++ % 50 === 0 ? midRound : state, { type: 'next' }, members, context);
  });
  report(`one pick (NEXT) on a ${size.toLocaleString('en')}-tune set`, median, 0.1);
}

pickBench(5_000);
