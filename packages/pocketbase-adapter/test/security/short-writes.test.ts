import { LIMITS } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { measureShortWrites } from '../../bench/short-writes.js';
import { verifyUser } from '../support/fixtures.js';
import { postChange, rawUser, useSecurityBackend } from './support.js';

// SQLite has one writer: a change holds it while it is applied, and every other musician's save waits.
// All of a change that needs no database is done before the writer is taken (pb_hooks/lib/bulk-creates.cjs),
// so the writer is held for a small part of the change's time. The goal, no save waiting over 1 s, is a
// time on a quiet machine: `npm run bench` prints it (about 0.2 s here). This test runs beside other work,
// which slows the change and the saves alike (measured with 3 and 6 busy processes beside: the change took
// 4.3 and 6.7 s, the slowest save 0.5 and 0.8 s), so it checks the share: the other's slowest save waits at
// most 30 % of the time the largest change takes. Quiet, that share is 8-12 %; with the writer held 1.5 s
// longer than today (tried), 48 %.
const backend = useSecurityBackend();
const url = () => backend().server.url;

describe('short writes', () => {
  it('one musician sends the largest change allowed while another saves a wish every 100 ms: the writer is held for a small part of it', async () => {
    const big = await rawUser(url(), 'big-change');
    const other = await rawUser(url(), 'other-saves');
    await verifyUser(url(), big.id);
    const measured = await measureShortWrites(
      (who, ops) => postChange(url(), who === 'big' ? big : other, ops),
      big.firstSet,
    );
    console.info(
      `largest change (${measured.steps} steps) applied in ${measured.took.toFixed(0)} ms; ` +
        `${measured.saves.length} wishes saved meanwhile, the slowest in ${measured.slowest.toFixed(0)} ms`,
    );
    expect(measured.steps).toBe(LIMITS.changeOps);
    expect(measured.answer).toEqual({ status: 204, body: null });
    expect(measured.saves.map((save) => save.status)).toEqual(measured.saves.map(() => 204));
    expect(measured.slowest / measured.took).toBeLessThanOrEqual(0.3);
  }, 120_000);
});
