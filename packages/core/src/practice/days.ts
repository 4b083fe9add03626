// Practice counts in the musician's days: local midnights, in the device's time zone (a day of a
// daylight-saving change is 23 or 25 hours long, so days are stepped on the calendar, never by 24 hours).

/** Local midnight starting the day `time` falls on. */
export function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** The local midnight `days` calendar days after the start of `time`'s day (before, when negative). */
export function addDays(time: number, days: number): number {
  const day = new Date(startOfDay(time));
  day.setDate(day.getDate() + days);
  return day.getTime();
}

/** The last millisecond of the day `time` falls on. */
export function endOfDay(time: number): number {
  return addDays(time, 1) - 1;
}

/** Calendar days from the day of `from` to the day of `to` (negative when `to` is earlier). */
export function dayDistance(from: number, to: number): number {
  return Math.round((startOfDay(to) - startOfDay(from)) / (24 * 60 * 60 * 1000));
}
