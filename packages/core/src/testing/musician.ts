// A seeded musician for practice simulations (core's tests, the benches): how a tune of each level goes.
import type { Knowledge } from '../model/constants.js';
import type { Grade } from '../model/records.js';

/** The chances of Again, Hard, Good and Easy for a tune of each level. */
export const MUSICIAN_GRADE_ODDS: Readonly<Record<Knowledge, readonly number[]>> = {
  new: [0.3, 0.3, 0.3, 0.1],
  med: [0.12, 0.28, 0.45, 0.15],
  know: [0.04, 0.11, 0.55, 0.3],
};

/** A grade for a tune at `level`, drawn from `random` with `MUSICIAN_GRADE_ODDS`. */
export function musicianGrade(random: () => number, level: Knowledge): Grade {
  const odds = MUSICIAN_GRADE_ODDS[level];
  let roll = random();
  for (let index = 0; index < odds.length; index += 1) {
    roll -= odds[index]!;
    if (roll < 0) return (index + 1) as Grade;
  }
  return 4;
}
