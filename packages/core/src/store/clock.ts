// The clock the client writes times by. A device's clock can lie: a phone set back a day, one three days
// ahead, one that gives NaN. The server refuses a time more than a day past its own (`isTimeWithinSense`),
// and a grade or a NEXT at a time before the last one is no time at all, so the client writes by the
// server's clock as its latest answer told when the device's is far from it.
import type { RuleContext } from '../library/rules/context.js';
import { type Clock, cryptoRandom, type Random } from '../model/random.js';
import { isClockReading } from '../model/times.js';

/**
 * How far the device's clock may be from the server's before the client writes by the server's: past
 * the second a server's answer tells its time to, and the time the answer took on the way.
 */
export const CLOCK_TOLERANCE_MS = 60_000;

/**
 * The device's clock (`device`), unless it gives no time (see `isClockReading`) or lies more than
 * `CLOCK_TOLERANCE_MS` from the server's time (`server`: null before any answer): then the server's.
 * With neither (the first moments of a visit with no network and a clock that gives no time), the last
 * good reading, or the device's (the rules then refuse in words: `CLOCK_UNSET`).
 */
export function writingClock(device: Clock, server: () => number | null): Clock {
  let last: number | null = null;
  return () => {
    const own = device();
    const told = server();
    const trusted = told !== null && isClockReading(told) ? Math.round(told) : null;
    let now: number;
    if (trusted !== null && !(Math.abs(own - trusted) <= CLOCK_TOLERANCE_MS)) now = trusted;
    else if (isClockReading(own)) now = own;
    else now = last ?? own;
    if (isClockReading(now)) last = now;
    return now;
  };
}

/** The client's context for core's rules: ids from a strong source, times by `writingClock`. */
export function clientContext(
  options: { readonly random?: Random; readonly now?: Clock },
  server: () => number | null,
): RuleContext {
  return { random: options.random ?? cryptoRandom, now: writingClock(options.now ?? Date.now, server) };
}
