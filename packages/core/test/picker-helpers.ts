import type { Knowledge, SongKey } from '../src/model/constants.js';
import type { PickerMember } from '../src/model/records.js';

/** A valid 15-character id that reads as what it is in failure output: `new00000000007`. */
export function memberId(prefix: string, index: number): string {
  return `${prefix}${String(index).padStart(15 - prefix.length, '0')}`;
}

/** `count` members of one level, ids `new000…1`, `med000…1`, `kno000…1`. */
export function levelMembers(knowledge: Knowledge, count: number, key: SongKey = 'random'): PickerMember[] {
  const prefix = knowledge === 'know' ? 'kno' : knowledge;
  return Array.from({ length: count }, (_, i) => ({ id: memberId(prefix, i + 1), knowledge, key }));
}

export function setOf(
  counts: { new?: number; med?: number; know?: number },
  key: SongKey = 'random',
): PickerMember[] {
  return [
    ...levelMembers('new', counts.new ?? 0, key),
    ...levelMembers('med', counts.med ?? 0, key),
    ...levelMembers('know', counts.know ?? 0, key),
  ];
}

/** A random source that replays the given numbers, then repeats the last one. */
export function scriptedRandom(values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}

export const fixedClock = (start = 1_700_000_000_000) => {
  let t = start;
  return () => (t += 1000);
};
