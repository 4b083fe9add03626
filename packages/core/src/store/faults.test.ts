// A seeded fault-injection run of the client store (test/fault-run.ts), three seeds of it: nothing a tab
// did is lost, nothing is written twice, and every view ends equal to the server's library.
// `node packages/core/test/fault-stress.ts` runs hundreds of seeds, looking for a spin.
import { describe, expect, it } from 'vitest';
import { faultRun } from '../../test/fault-run.js';

describe('fault injection: three tabs and a second device, the network and the server failing', () => {
  for (const seed of [1, 2, 3]) {
    it(`loses nothing, writes nothing twice, and ends with every view equal to the server (seed ${seed})`, async () => {
      const counts = await faultRun(seed, 300);
      console.log(
        `seed ${seed}: ${counts.steps} steps, ${counts.picks} picks, ${counts.made} writes made, ` +
          `${counts.taken} taken, ${counts.refused} refused (${counts.shown} shown in every tab), ` +
          `${counts.resent} sent again after a lost answer, ${counts.lost} lost, ${counts.duplicated} duplicated, ${counts.mismatched} views unlike the server`,
      );
      expect(counts.lost).toBe(0);
      expect(counts.writesLeft).toBe(0);
      expect(counts.errors).toEqual([]);
      expect(counts.duplicated).toBe(0);
      expect(counts.mismatched).toBe(0);
      expect(counts.shown).toBe(counts.refused);
      expect(counts.taken + counts.refused).toBeLessThanOrEqual(counts.made);
    }, 60_000);
  }
});
