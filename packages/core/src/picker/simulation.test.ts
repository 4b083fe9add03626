import { describe, expect, it } from 'vitest';
import { fixedClock, setOf } from '../../test/picker-helpers.js';
import type { Knowledge, PlayableKey } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import { initialPickerState, pickerTransition } from './transition.js';

/** 2,000 gigs of Start New Gig + 30 NEXTs on 100 new / 100 med / 100 know tunes (the reference run). */
function simulate() {
  const members = setOf({ new: 100, med: 100, know: 100 });
  const levelOf = new Map(members.map((m) => [m.id, m.knowledge]));
  const context = { random: seededRandom(2026), now: fixedClock() };
  const counts: Record<Knowledge, number> = { new: 0, med: 0, know: 0 };
  const knowSequence: string[] = [];
  const keys: PlayableKey[] = [];
  const gigs: string[][] = [];
  let state = initialPickerState();
  for (let gig = 0; gig < 2000; gig += 1) {
    const picks: string[] = [];
    for (let n = 0; n <= 30; n += 1) {
      // Start New Gig picks the gig's first tune; 30 NEXTs follow.
      state = pickerTransition(state, { type: n === 0 ? 'start-new-gig' : 'next' }, members, context);
      const song = state.current!.song;
      const level = levelOf.get(song)!;
      counts[level] += 1;
      if (level === 'know') knowSequence.push(song);
      else picks.push(song);
      keys.push(state.current!.key);
    }
    gigs.push(picks);
  }
  return { counts, knowSequence, keys, gigs, total: 2000 * 31 };
}

describe('the reference run: 2,000 gigs of 30 NEXTs on 100/100/100 tunes', () => {
  const result = simulate();

  it('picks new : med : know as 3 : 2 : 1 within ±1.5%', () => {
    const { counts, total } = result;
    expect(Math.abs(counts.new / total - 3 / 6)).toBeLessThan(0.015 * (3 / 6));
    expect(Math.abs(counts.med / total - 2 / 6)).toBeLessThan(0.015 * (2 / 6));
    expect(Math.abs(counts.know / total - 1 / 6)).toBeLessThan(0.015 * (1 / 6));
    // The bag makes the ratio exact up to the bag's leftovers.
    expect(counts.new / counts.know).toBeCloseTo(3, 1);
    expect(counts.med / counts.know).toBeCloseTo(2, 1);
  });

  it('plays every know tune once before any know tune again', () => {
    const { knowSequence } = result;
    const rotations = Math.floor(knowSequence.length / 100);
    expect(rotations).toBeGreaterThan(90);
    for (let r = 0; r < rotations; r += 1) {
      expect(new Set(knowSequence.slice(r * 100, r * 100 + 100)).size).toBe(100);
    }
  });

  it('never plays a new or medium tune twice within a gig (their round)', () => {
    for (const picks of result.gigs) expect(new Set(picks).size).toBe(picks.length);
  });

  it('shows all 12 keys in every cycle of 12 random keys, never one twice in a row', () => {
    const { keys } = result;
    for (let cycle = 0; cycle < Math.floor(keys.length / 12); cycle += 1) {
      expect(new Set(keys.slice(cycle * 12, cycle * 12 + 12)).size).toBe(12);
    }
    for (let i = 1; i < keys.length; i += 1) expect(keys[i]).not.toBe(keys[i - 1]);
  });
});

describe('random keys over a long run', () => {
  it('shows all 12 keys before any repeats, in every cycle of 2,400 random-key picks', () => {
    const members = setOf({ new: 50, med: 50, know: 50 });
    const context = { random: seededRandom(99), now: fixedClock() };
    let state = initialPickerState();
    const keys: PlayableKey[] = [];
    for (let i = 0; i < 2400; i += 1) {
      state = pickerTransition(state, { type: i % 40 === 0 ? 'start-new-gig' : 'next' }, members, context);
      keys.push(state.current!.key);
    }
    for (let cycle = 0; cycle < 200; cycle += 1) {
      expect(new Set(keys.slice(cycle * 12, cycle * 12 + 12)).size).toBe(12);
    }
    for (let i = 1; i < keys.length; i += 1) expect(keys[i]).not.toBe(keys[i - 1]);
  });
});
