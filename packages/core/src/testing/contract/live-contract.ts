import { describe, expect, it } from 'vitest';
import { isLiveToken, type LiveView } from '../../band/live.js';
import { chartText, parseChartText } from '../../chart/text.js';
import { FIRST_SET_NAME } from '../../model/constants.js';
import type { Id } from '../../model/records.js';
import type { LiveStorage, TunedeckStorage, Unsubscribe } from '../../storage/storage.js';
import type { ContractContext, SignedUpUser } from './harness.js';
import {
  create,
  eventually,
  expectError,
  membership,
  newId,
  picker,
  remove,
  song,
  songSet,
  upsert,
} from './helpers.js';

/** What a follower has heard, in order. */
interface Follower {
  readonly heard: Array<LiveView | null>;
  /** The newest view heard, waiting for one matching. */
  waitFor(match: (view: LiveView | null) => boolean, what: string): Promise<LiveView | null>;
  stop: Unsubscribe;
}

async function follow(live: LiveStorage, token: string): Promise<Follower> {
  const heard: Array<LiveView | null> = [];
  const stop = await live.follow(token, (view) => heard.push(view));
  return {
    heard,
    stop,
    waitFor: (match, what) =>
      eventually(
        () => heard.length > 0 && match(heard.at(-1) ?? null) && { view: heard.at(-1) ?? null },
        what,
      ).then(({ view }) => view),
  };
}

/** Band follow (`TunedeckStorage.live`): live shares of a set, followed by token. */
export function liveContract(ctx: ContractContext): void {
  describe('live shares (band follow)', () => {
    /** A leader with a set "Friday" of Solar (in C) and Nardis, sharing it live. */
    async function sharing() {
      const leader = await ctx.signUp('leader');
      const live = leader.client.live;
      const solar = song('Solar', { key: 'C', notes: 'Watch the bridge' });
      const nardis = song('Nardis');
      await leader.client.apply({
        ops: [
          create('songs', solar),
          create('songs', nardis),
          create('memberships', membership(leader.firstSet, solar.id)),
          create('memberships', membership(leader.firstSet, nardis.id)),
        ],
      });
      const share = await live.start(leader.firstSet);
      return { leader, live, share, solar, nardis };
    }

    /** The leader's picker on `song` in `key`, at `version`. */
    async function pick(leader: SignedUpUser, songId: Id, key: 'C' | 'E flat', version: number) {
      const record = picker(leader.firstSet, version);
      await leader.client.apply({
        ops: [upsert('pickers', { ...record, state: { ...record.state, current: { song: songId, key } } })],
      });
    }

    const guestLive = (client: TunedeckStorage) => client.live;

    it('starts a share of one of the musician’s sets with a 128-bit token, found again by current()', async () => {
      const { leader, live, share } = await sharing();
      expect(isLiveToken(share.token)).toBe(true);
      expect(share).toEqual({ token: share.token, set: leader.firstSet, started: expect.any(Number) });
      await expect(live.current()).resolves.toEqual(share);
      const device = await ctx.secondDevice(leader);
      await expect(device.live?.current()).resolves.toEqual(share);
    });

    it('lets a guest follow: the set’s name and the called tune at once, each call after, nothing else', async () => {
      const { leader, share, solar, nardis } = await sharing();
      const follower = await follow(guestLive(ctx.client()), share.token);
      const first = await follower.waitFor((view) => view !== null, 'the first view');
      expect(first).toEqual({ version: 0, setName: FIRST_SET_NAME, current: null, recent: [] });
      await pick(leader, solar.id, 'E flat', 1);
      const called = await follower.waitFor((view) => view?.current?.title === 'Solar', 'Solar called');
      // Solar's own key, as the leader's picker shows it.
      expect(called?.current).toEqual({ title: 'Solar', key: 'C', time: expect.any(Number), chart: null });
      // Nardis has a chart: it comes with its call (its key and text only), as it is stored.
      const chart = { key: 'E-', text: chartText(parseChartText('[A] E-^7 | F^7 | E-^7 | F^7 |]').chart) };
      await leader.client.apply({ ops: [create('charts', { id: nardis.id, song: nardis.id, ...chart })] });
      await pick(leader, nardis.id, 'E flat', 2);
      const next = await follower.waitFor((view) => view?.current?.title === 'Nardis', 'Nardis called');
      expect(next).toEqual({
        version: 2,
        setName: FIRST_SET_NAME,
        current: { title: 'Nardis', key: 'E flat', time: expect.any(Number), chart },
        recent: [],
      });
      // NEXT recorded Solar as played at the gig: it is the last tune before the one called.
      const gig = { id: newId(), set: leader.firstSet, setName: FIRST_SET_NAME, started: Date.now() };
      const play = {
        id: newId(),
        gig: gig.id,
        song: solar.id,
        title: 'Solar',
        key: 'C' as const,
        played: Date.now(),
      };
      await leader.client.apply({ ops: [create('gigs', gig), create('plays', play)] });
      const played = await follower.waitFor(
        (view) => view?.recent.length === 1,
        'Solar among the last played',
      );
      expect(played?.recent).toEqual([{ title: 'Solar', key: 'C', time: play.played }]);
      const text = JSON.stringify(follower.heard);
      expect(text).not.toContain('Watch the bridge');
      for (const id of [
        solar.id,
        nardis.id,
        leader.firstSet,
        leader.account.id,
        leader.email,
        gig.id,
        play.id,
      ])
        expect(text).not.toContain(id);
      follower.stop();
    });

    it('follows the leader’s picker set: after Change Set, the band sees the new set’s tune on the same link', async () => {
      const { leader, live, share, solar } = await sharing();
      const follower = await follow(guestLive(ctx.client()), share.token);
      await pick(leader, solar.id, 'C', 1);
      await follower.waitFor((view) => view?.current?.title === 'Solar', 'Solar called in the first set');
      // The second set: Blue Bossa, called once the picker is on it.
      const second = songSet('Saturday');
      const bossa = song('Blue Bossa', { key: 'C' });
      await leader.client.apply({
        ops: [
          create('sets', second),
          create('songs', bossa),
          create('memberships', membership(second.id, bossa.id)),
          { type: 'account', patch: { pickerSet: second.id } },
        ],
      });
      const switched = await follower.waitFor((view) => view?.setName === 'Saturday', 'the second set');
      expect(switched?.current).toBeNull();
      const record = picker(second.id, 1);
      await leader.client.apply({
        ops: [
          upsert('pickers', {
            ...record,
            state: { ...record.state, current: { song: bossa.id, key: 'C' } },
          }),
        ],
      });
      const called = await follower.waitFor(
        (view) => view?.current?.title === 'Blue Bossa',
        'Blue Bossa called in the second set',
      );
      expect(called).toEqual({
        version: 1,
        setName: 'Saturday',
        current: { title: 'Blue Bossa', key: 'C', time: expect.any(Number), chart: null },
        recent: [],
      });
      await expect(live.current()).resolves.toEqual({ ...share, set: second.id });
      // The first set deleted: the share shows the second, and goes on.
      await leader.client.apply({ ops: [remove('sets', leader.firstSet)] });
      const late = await follow(guestLive(ctx.client()), share.token);
      await late.waitFor((view) => view?.current?.title === 'Blue Bossa', 'the share still open');
      for (const each of [follower, late]) each.stop();
    });

    it('ends at stop(): followers hear null, the token opens nothing, a new share has a new token', async () => {
      const { live, share, leader } = await sharing();
      const follower = await follow(guestLive(ctx.client()), share.token);
      await follower.waitFor((view) => view !== null, 'the first view');
      await live.stop();
      await follower.waitFor((view) => view === null, 'the end of the share');
      await expect(live.current()).resolves.toBeNull();
      const late = await follow(guestLive(ctx.client()), share.token);
      await late.waitFor((view) => view === null, 'null for an ended share');
      const again = await live.start(leader.firstSet);
      expect(again.token).not.toBe(share.token);
      const stale = await follow(guestLive(ctx.client()), share.token);
      await stale.waitFor((view) => view === null, 'null for the old token after sharing again');
      const fresh = await follow(guestLive(ctx.client()), again.token);
      await fresh.waitFor((view) => view !== null, 'the new share');
      for (const follower of [late, stale, fresh]) follower.stop();
    });

    it('ends the share before when another starts, and with the account', async () => {
      const { leader, live, share } = await sharing();
      const follower = await follow(guestLive(ctx.client()), share.token);
      await follower.waitFor((view) => view !== null, 'the first view');
      const next = await live.start(leader.firstSet);
      await follower.waitFor((view) => view === null, 'the first share ended by the second');
      const second = await follow(guestLive(ctx.client()), next.token);
      await second.waitFor((view) => view !== null, 'the second share');
      await leader.client.auth.deleteAccount();
      await second.waitFor((view) => view === null, 'the share ended with the account');
    });

    it('opens nothing for an unknown or malformed token', async () => {
      const client = ctx.client();
      for (const token of ['0'.repeat(32), 'not a token', '']) {
        const follower = await follow(client.live, token);
        await follower.waitFor((view) => view === null, `null for "${token}"`);
      }
    });

    it('shares only the musician’s own sets, only when signed in, and shows no one else’s share', async () => {
      const { share } = await sharing();
      const other = await ctx.signUp('other');
      const live = other.client.live;
      await expect(live.current()).resolves.toBeNull();
      await expectError(live.start(share.set), 'not-found');
      const guest = guestLive(ctx.client());
      await expectError(guest.start(share.set), 'not-signed-in');
      await expectError(guest.current(), 'not-signed-in');
      await expectError(guest.stop(), 'not-signed-in');
      // The other musician's stop() ends nothing of the leader's.
      await live.stop();
      const follower = await follow(guest, share.token);
      await follower.waitFor((view) => view !== null, 'the leader’s share still open');
    });
  });
}
