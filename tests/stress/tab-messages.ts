// What the stress runs of tests/stress share: the tab bus counted in the page, and answers bounded in time.
import type { CDPSession, Page } from 'playwright';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error).split('\n')[0]!;

/**
 * Counts, in the page, every message the page's BroadcastChannels post and hear, by type (the channel's
 * name first unless it is the app's "tunedeck"), and keeps the last few hundred with their details.
 */
export const COUNT_MESSAGES = `(() => {
  if (window.__tabMessages || typeof BroadcastChannel === 'undefined') return;
  const Native = BroadcastChannel;
  const tally = { posted: {}, received: {}, log: [] };
  window.__tabMessages = tally;
  const kind = (data) => (data && typeof data === 'object' && typeof data.type === 'string' ? data.type : typeof data);
  const note = (way, channel, data) => {
    const type = channel.name === 'tunedeck' ? kind(data) : channel.name + ':' + kind(data);
    tally[way][type] = (tally[way][type] || 0) + 1;
    const entry = { at: Date.now(), way, type };
    if (data && data.type === 'picker' && data.chain) {
      const chain = data.chain;
      Object.assign(entry, {
        set: chain.set, rev: chain.rev, tab: chain.tab, moves: chain.moves,
        version: chain.state && chain.state.version,
        song: chain.state && chain.state.current ? chain.state.current.song : null,
        base: chain.base ? chain.base.version : null,
        played: chain.state && chain.state.played ? chain.state.played.length : null,
      });
    } else if (data && data.type === 'accepted') {
      Object.assign(entry, { set: data.set, version: data.state && data.state.version, moves: data.moves });
    } else if (data && data.type === 'write' && data.write) {
      const ops = data.write.change && data.write.change.ops ? data.write.change.ops : [];
      Object.assign(entry, { id: data.write.id, ops: ops.map((op) => op.type + ' ' + op.collection).join(', ') });
    } else if (data && data.type === 'settled') {
      Object.assign(entry, { taken: (data.taken || []).length, failed: (data.failed || []).length, refused: (data.refused || []).length });
    } else if (data && data.type === 'sender') {
      Object.assign(entry, { offline: data.offline });
    }
    tally.log.push(entry);
    if (tally.log.length > 600) tally.log.splice(0, 200);
  };
  const post = Native.prototype.postMessage;
  Native.prototype.postMessage = function (data) {
    note('posted', this, data);
    return post.call(this, data);
  };
  class Counted extends Native {
    constructor(name) {
      super(name);
      super.addEventListener('message', (event) => note('received', this, event.data));
    }
  }
  window.BroadcastChannel = Counted;
})()`;

export type ByType = Record<string, number>;
export interface Counts {
  posted: ByType;
  received: ByType;
}
export interface LogEntry {
  at: number;
  way: 'posted' | 'received';
  type: string;
  [detail: string]: unknown;
}

export const noCounts = (): Counts => ({ posted: {}, received: {} });
export const addTypes = (a: ByType, b: ByType): ByType => {
  const sum = { ...a };
  for (const [type, n] of Object.entries(b)) sum[type] = (sum[type] ?? 0) + n;
  return sum;
};
export const totalOf = (types: ByType) => Object.values(types).reduce((sum, n) => sum + n, 0);
export const shortTypes = (types: ByType) =>
  Object.entries(types)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type} ${n}`)
    .join(', ') || 'none';

/** An answer that did not come in time. */
export class NoAnswer extends Error {}

/** `work`, or a NoAnswer rejection once `ms` pass without an answer. */
export function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What the page's tab bus counted (null before the app's page loaded). */
export function readCounts(page: Page, ms = 10_000): Promise<Counts | null> {
  return within(
    ms,
    'counts',
    page.evaluate(
      '(() => { const t = window.__tabMessages; return t ? { posted: t.posted, received: t.received } : null; })()',
    ) as Promise<Counts | null>,
  ).catch(() => null);
}

/** The last messages the page posted and heard, oldest first. */
export function readLog(page: Page, ms = 10_000): Promise<LogEntry[]> {
  return within(
    ms,
    'log',
    page.evaluate('(window.__tabMessages && window.__tabMessages.log) || []') as Promise<LogEntry[]>,
  ).catch(() => []);
}

/** Seconds of main-thread tasks the page ran since it started (Chromium's TaskDuration). */
export async function taskSeconds(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
}
