import { describe } from 'vitest';
import { accountContract } from './account-contract.js';
import { authContract } from './auth-contract.js';
import { chartContract } from './chart-contract.js';
import { contactContract } from './contact-contract.js';
import { dataContract } from './data-contract.js';
import { contractContext, type HarnessFactory } from './harness.js';
import { isolationContract } from './isolation-contract.js';
import { liveContract } from './live-contract.js';
import { pickerContract } from './picker-contract.js';
import { realtimeContract } from './realtime-contract.js';
import { rulesContract } from './rules-contract.js';

/**
 * Registers the vitest tests every `TunedeckStorage` adapter must pass. `harness` is called before each
 * test; the tests use fresh accounts with unique emails and wait for realtime events instead of assuming
 * timings, so they run against a long-lived real server as well as against the memory adapter.
 *
 * @example
 * storageContract('memory', () => {
 *   const backend = createMemoryBackend();
 *   return {
 *     createClient: () => createMemoryStorage({ backend }),
 *     latestEmail: async (to, kind) => backend.latestEmail(to, kind)!.token,
 *   };
 * });
 */
export function storageContract(name: string, harness: HarnessFactory): void {
  describe(`storage contract: ${name}`, () => {
    const ctx = contractContext(harness);
    authContract(ctx);
    accountContract(ctx);
    dataContract(ctx);
    rulesContract(ctx);
    pickerContract(ctx);
    isolationContract(ctx);
    realtimeContract(ctx);
    chartContract(ctx);
    contactContract(ctx);
    liveContract(ctx);
  });
}
