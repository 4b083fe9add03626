import { describe, expect, it } from 'vitest';
import { LIVE_RENEW_WAIT_MS, LIVE_WAKE_QUIET_MS, liveCatchUp } from './catch-up.js';

/** A catch-up whose reads answer when told, on a clock moved by hand; what it did, in order. */
function harness(options: { canRenew?: boolean } = {}) {
  let time = 1_000_000;
  const did: string[] = [];
  const pending: Array<{ resolve: () => void; reject: () => void }> = [];
  let canRenew = options.canRenew ?? true;
  const catchUp = liveCatchUp({
    read: () =>
      new Promise<void>((resolve, reject) => {
        did.push('read');
        pending.push({ resolve, reject });
      }),
    renew: () => {
      if (!canRenew) return false;
      did.push('renew');
      return true;
    },
    now: () => time,
    lost: () => did.push('lost'),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    catchUp,
    did,
    /** Answers the oldest read under way. */
    answer: async (ok = true) => {
      const read = pending.shift();
      if (!read) throw new Error('no read under way');
      if (ok) read.resolve();
      else read.reject();
      await settle();
    },
    pass: (ms: number) => {
      time += ms;
    },
    renewable: (value: boolean) => {
      canRenew = value;
    },
  };
}

describe('liveCatchUp', () => {
  it('on a wake renews the connection, and reads once when it is back', async () => {
    const { catchUp, did, answer } = harness();
    catchUp.wake();
    expect(did).toEqual(['renew']);
    catchUp.reconnected();
    expect(did).toEqual(['renew', 'read']);
    await answer();
    expect(did).toEqual(['renew', 'read']);
  });

  it('reads at once on a wake with no connection to renew', async () => {
    const { catchUp, did, answer } = harness({ canRenew: false });
    catchUp.wake();
    expect(did).toEqual(['read']);
    await answer();
    expect(did).toEqual(['read']);
  });

  it('takes a burst of wakes (shown, focused, online, resumed) as one: one renewal, one read', async () => {
    const { catchUp, did, answer, pass } = harness();
    catchUp.wake();
    pass(5);
    catchUp.wake();
    pass(40);
    catchUp.wake();
    catchUp.reconnected();
    catchUp.wake();
    await answer();
    pass(300);
    catchUp.wake();
    expect(did).toEqual(['renew', 'read']);
  });

  it('takes a burst of wakes as one read when there is nothing to renew', async () => {
    const { catchUp, did, answer, pass } = harness({ canRenew: false });
    catchUp.wake();
    catchUp.wake();
    catchUp.wake();
    await answer();
    pass(LIVE_WAKE_QUIET_MS - 1);
    catchUp.wake();
    expect(did).toEqual(['read']);
  });

  it('catches up again on a wake after the quiet time', async () => {
    const { catchUp, did, answer, pass } = harness();
    catchUp.wake();
    catchUp.reconnected();
    await answer();
    pass(LIVE_WAKE_QUIET_MS);
    catchUp.wake();
    expect(did).toEqual(['renew', 'read', 'renew']);
  });

  it('reads by itself on a wake once a renewal has not come back in time', async () => {
    const { catchUp, did, pass, renewable } = harness();
    catchUp.wake();
    pass(LIVE_RENEW_WAIT_MS - 1);
    catchUp.wake();
    expect(did).toEqual(['renew']);
    // The connection is still being made again (the network is down): nothing to renew, so read.
    renewable(false);
    pass(1);
    catchUp.wake();
    expect(did).toEqual(['renew', 'read']);
  });

  it('after a read that failed, a wake reads again at once (no quiet time)', async () => {
    const { catchUp, did, answer, pass } = harness({ canRenew: false });
    catchUp.wake();
    await answer(false);
    pass(10);
    catchUp.wake();
    expect(did).toEqual(['read', 'read']);
  });

  it('a wake during a read that fails reads once more after it; during one that succeeds, not', async () => {
    const failing = harness({ canRenew: false });
    failing.catchUp.wake();
    failing.catchUp.wake();
    failing.catchUp.wake();
    await failing.answer(false);
    expect(failing.did).toEqual(['read', 'read']);
    await failing.answer(false);
    expect(failing.did).toEqual(['read', 'read']);

    const succeeding = harness({ canRenew: false });
    succeeding.catchUp.wake();
    succeeding.catchUp.wake();
    await succeeding.answer();
    expect(succeeding.did).toEqual(['read']);
  });

  it('always reads when the connection comes back, even just after a read, and again after one under way', async () => {
    const { catchUp, did, answer } = harness();
    catchUp.reconnected();
    await answer();
    catchUp.reconnected();
    expect(did).toEqual(['read', 'read']);
    // Back again while that read is under way: it may have been answered before, so one more after it.
    catchUp.reconnected();
    catchUp.reconnected();
    expect(did).toEqual(['read', 'read']);
    await answer();
    expect(did).toEqual(['read', 'read', 'read']);
    await answer();
    expect(did).toEqual(['read', 'read', 'read']);
  });

  it('a probe unanswered says the network is gone once; the first answer after renews and reads, even just after a read', async () => {
    const { catchUp, did, answer, pass } = harness();
    catchUp.reconnected();
    await answer();
    // Answered probes while all is well: nothing.
    catchUp.probed(true);
    expect(did).toEqual(['read']);
    // The venue's Wi-Fi goes without a word: said once, however many probes fail.
    pass(1000);
    catchUp.probed(false);
    catchUp.probed(false);
    expect(did).toEqual(['read', 'lost']);
    // Back within the quiet time of the last read: renewed all the same, and read on its return.
    pass(1000);
    catchUp.probed(true);
    expect(did).toEqual(['read', 'lost', 'renew']);
    catchUp.reconnected();
    await answer();
    catchUp.probed(true);
    expect(did).toEqual(['read', 'lost', 'renew', 'read']);
  });
});
