// Practice's small shared facts: the daily settings and their defaults, grades and card states. No
// scheduler here (that is `./schedule.ts`, in the `@tunedeck/core/practice` entry): the picker's NEXT and
// the server's checks need these without loading FSRS.
import { LIMITS } from '../model/constants.js';
import type { Account, CardState, Grade, PracticeSettings } from '../model/records.js';

/** 3 new tunes and 20 minutes a day, each tune in its own key. */
export const DEFAULT_PRACTICE: PracticeSettings = Object.freeze({
  newPerDay: 3,
  minutes: 20,
  allKeys: false,
});

export const GRADES: readonly Grade[] = [1, 2, 3, 4];

export const GRADE_LABELS: Readonly<Record<Grade, string>> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/** A song page's practice summary before its first grade. */
export const NOT_PRACTISED_TEXT = 'Not practised yet';

/** What a gig's NEXT on a due tune counts as. */
export const GIG_GRADE: Grade = 3;

export function isGrade(value: unknown): value is Grade {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function isCardState(value: unknown): value is CardState {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Whether `value` is a whole, well-formed set of practice settings within their bounds. */
export function isPracticeSettings(value: unknown): value is PracticeSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return (
    Object.keys(fields).length === 3 &&
    isWhole(fields.newPerDay, 0, LIMITS.practiceNewPerDay) &&
    isWhole(fields.minutes, 5, LIMITS.practiceMinutes) &&
    typeof fields.allKeys === 'boolean'
  );
}

/** The account's practice settings, or the defaults. */
export function practiceSettings(account: Pick<Account, 'practice'> | null | undefined): PracticeSettings {
  return account?.practice ?? DEFAULT_PRACTICE;
}

/** The practice settings as a form holds them (numbers as typed). */
export interface PracticeSettingsInput {
  newPerDay: string;
  minutes: string;
  allKeys: boolean;
}

export type PracticeSettingsErrors = Partial<Record<'newPerDay' | 'minutes', string>>;

/** The form's settings, or what is wrong with each field, in the page's words. */
export function readPracticeSettings(
  input: PracticeSettingsInput,
): { ok: true; settings: PracticeSettings } | { ok: false; errors: PracticeSettingsErrors } {
  const whole = (text: string, min: number, max: number) => {
    const trimmed = text.trim();
    return /^\d{1,4}$/.test(trimmed) && Number(trimmed) >= min && Number(trimmed) <= max
      ? Number(trimmed)
      : null;
  };
  const newPerDay = whole(input.newPerDay, 0, LIMITS.practiceNewPerDay);
  const minutes = whole(input.minutes, 5, LIMITS.practiceMinutes);
  const errors: PracticeSettingsErrors = {};
  if (newPerDay === null) errors.newPerDay = `Enter a whole number from 0 to ${LIMITS.practiceNewPerDay}.`;
  if (minutes === null)
    errors.minutes = `Enter a whole number of minutes from 5 to ${LIMITS.practiceMinutes}.`;
  if (newPerDay === null || minutes === null) return { ok: false, errors };
  return { ok: true, settings: { newPerDay, minutes, allKeys: input.allKeys } };
}
