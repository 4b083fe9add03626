// `npm run bench` (after core's): the PocketBase backend's numbers on this machine.
import { readFileSync } from 'node:fs';
import { bulkAddToSet, type LibraryEvent, type TunedeckStorage } from '@tunedeck/core';
import { planImport, readCsv } from '@tunedeck/core/import';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';
import PocketBase from 'pocketbase';
import { chartReadLines, measureChartReads } from './chart-reads.js';
import { measureLibraryReads } from './library-reads.js';
import { measureShortWrites } from './short-writes.js';
import { measureThroughput, type ThroughputResult } from './throughput.js';

const specifier = 'eventsource';
const { EventSource } = (await import(specifier)) as { EventSource: unknown };
(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

const PASSWORD = 'bench-pass-1';
/**
 * The throughput goal's reference: the median of 3 runs of `measureThroughput` (each on a fresh server)
 * at commit 3f71193, before the hardening work (picker compare-and-set, type and size checks,
 * throttles), measured on 2026-11-23 on this 2-core AMD EPYC VM, Node 20.20, PocketBase 0.36.9.
 */
const THROUGHPUT_BASELINE = { perSecond: 305, p95: 153 };
const context = { random: Math.random, now: Date.now };
let requests = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests += 1;
  return realFetch(input, init);
};

const mail = await startMailCatcher({ log: false });
const SUPERUSER = { email: 'bench-admin@example.com', password: 'bench-admin-pass-1' };
const server = await startPocketBase({
  rateLimits: false,
  smtp: { host: mail.host, port: mail.port },
  superuser: SUPERUSER,
});
const admin = new PocketBase(server.url).autoCancellation(false);
await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
/** Marks the account verified (as its emailed link would): an unverified one holds 1,000 records. */
const verify = (id: string) => admin.collection('users').update(id, { verified: true });
/** A new device: the adapter over its own SDK client. */
const device = () => createPocketBaseStorage({ pb: new PocketBase(server.url) });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function importTunes(storage: TunedeckStorage, count: number, label: string) {
  const library = await storage.loadLibrary();
  const titles = Array.from({ length: count }, (_, index) => `${label} tune ${index + 1}`).join('\n');
  const result = bulkAddToSet(library, storage.auth.current()!.pickerSet, titles, context);
  if (!result.ok) throw new Error('bulk add refused');
  const before = requests;
  const start = performance.now();
  await storage.apply(result.change);
  return { time: performance.now() - start, requests: requests - before, ops: result.change.ops.length };
}

/**
 * Imports 1,000 tunes for five new musicians (each on a fresh account) and returns the times.
 * `listeners` devices of the musician follow the library live meanwhile: on the site, the importing
 * device itself listens, and so does every other open device.
 */
async function importRuns(options: { listeners: number }) {
  const runs: Array<{ time: number; requests: number; ops: number }> = [];
  for (let run = 0; run < 5; run += 1) {
    const email = `bench-import-${run}-${Date.now()}@example.com`;
    const importer = device();
    await verify((await importer.auth.signUp({ email, password: PASSWORD })).id);
    const others = Array.from({ length: Math.max(0, options.listeners - 1) }, device);
    const stops: Array<() => void> = [];
    for (const other of others) await other.auth.logIn({ email, password: PASSWORD });
    for (const listener of options.listeners > 0 ? [importer, ...others] : []) {
      stops.push(await listener.subscribe(() => {}));
    }
    runs.push(await importTunes(importer, 1000, `Import ${run}`));
    for (const stop of stops) stop();
    // Signed-in devices keep a realtime connection: close them, or they outlive the server.
    for (const other of [importer, ...others]) await other.auth.logOut();
  }
  const times = runs.map((run) => run.time).sort((a, b) => a - b);
  return {
    median: percentile(times, 0.5),
    max: times.at(-1)!,
    requests: runs[0]!.requests,
    ops: runs[0]!.ops,
  };
}

try {
  // 1. Import 1,000 new tunes into a set: one request to the change route, one transaction.
  const listening = [
    'no device listening',
    'the importing device listening',
    'it and another device listening',
  ];
  for (const listeners of [0, 1, 2]) {
    const result = await importRuns({ listeners });
    console.log(
      `pocketbase: import 1,000 new tunes into a set (${result.ops} records, atomic, ${listening[listeners]}; ` +
        `5 runs): median ${ms(result.median)}, max ${ms(result.max)}, ${result.requests} HTTP request(s) ` +
        '(goal ≤ 1000 ms)',
    );
  }

  // 1b. A 5,000-tune CSV import end to end: read the file, plan it, one atomic write (issue 14).
  {
    const email = `bench-csv-${Date.now()}@example.com`;
    const importer = device();
    await verify((await importer.auth.signUp({ email, password: PASSWORD })).id);
    const stop = await importer.subscribe(() => {});
    const knowledge = ['new', 'med', 'know'];
    const csv = [
      'title,key,knowledge,notes,sets',
      ...Array.from(
        { length: 5000 },
        (_, i) =>
          `"Standard ${i + 1}, take ${i % 7}",B flat,${knowledge[i % 3]},"Chart p. ${i}",Book ${i % 5}`,
      ),
    ].join('\r\n');
    const start = performance.now();
    const { rows } = readCsv(csv);
    const read = performance.now();
    const plan = planImport(await importer.loadLibrary(), rows, context);
    const planned = performance.now();
    await importer.apply(plan.change);
    const written = performance.now();
    stop();
    await importer.auth.logOut();
    console.log(
      `pocketbase: import 5,000 tunes from CSV end to end (${plan.change.ops.length} records, one atomic write): ` +
        `${ms(written - start)} (read ${ms(read - start)}, plan ${ms(planned - read)}, write ${ms(written - planned)}) ` +
        '(goal ≤ 3000 ms)',
    );
  }

  // 2. Realtime latency: a write on one device to its event on another, 200 writes.
  const email = `bench-realtime-${Date.now()}@example.com`;
  const writer = device();
  await writer.auth.signUp({ email, password: PASSWORD });
  const reader = device();
  await reader.auth.logIn({ email, password: PASSWORD });
  const arrived = new Map<string, number>();
  const stop = await reader.subscribe((event: LibraryEvent) => {
    if (event.type === 'upsert' && event.collection === 'wishlist')
      arrived.set(event.record.id, performance.now());
  });
  const latencies: number[] = [];
  for (let index = 0; index < 200; index += 1) {
    const id = `w${String(index).padStart(14, '0')}`;
    const sent = performance.now();
    await writer.apply({
      ops: [
        {
          type: 'create',
          collection: 'wishlist',
          record: { id, title: `Wish ${index}`, created: Date.now() },
        },
      ],
    });
    while (!arrived.has(id)) await new Promise((resolve) => setTimeout(resolve, 0));
    latencies.push(arrived.get(id)! - sent);
  }
  stop();
  await reader.auth.logOut();
  await writer.auth.logOut();
  latencies.sort((a, b) => a - b);
  console.log(
    `pocketbase: realtime latency, write on one device to the event on another (200 writes): ` +
      `median ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))} (goal p95 ≤ 50 ms)`,
  );

  // 3. Server memory with 20 musicians of 1,000 tunes each.
  const times: number[] = [];
  for (let user = 0; user < 20; user += 1) {
    const storage = device();
    const account = await storage.auth.signUp({
      email: `bench-user-${user}-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    await verify(account.id);
    times.push((await importTunes(storage, 1000, `User ${user}`)).time);
    await storage.auth.logOut();
  }
  times.sort((a, b) => a - b);
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  console.log(
    `pocketbase: server RSS with 20 users × 1,000 tunes: ${rss.toFixed(0)} MiB (peak ${peak.toFixed(0)} MiB); ` +
      `imports median ${ms(percentile(times, 0.5))}`,
  );

  // 3b. Bounded reads: six devices open the largest library one account may hold at once.
  {
    const reads = await measureLibraryReads(server, verify);
    console.log(
      `pocketbase: 6 concurrent reads of the largest library allowed (${reads.records.toLocaleString('en-US')} records, ` +
        `${(reads.bytes / 1024 / 1024).toFixed(1)} MB of JSON each): server memory +${reads.growth.toFixed(0)} MiB ` +
        `(from ${reads.before.toFixed(0)} to a peak of ${reads.peak.toFixed(0)} MiB), reads took ${ms(reads.slowest)} ` +
        '(goal: growth ≤ 300 MiB)',
    );
  }

  // 3c. Charts and the first read (issue 47): a chart on every tune, in the first read or read after it.
  for (const line of chartReadLines(await measureChartReads(server, verify))) console.log(line);

  // 3d. Short writes: another musician's saves while the largest change allowed is applied.
  {
    const clients = { big: new PocketBase(server.url), other: new PocketBase(server.url) };
    let firstSet = '';
    const storages: TunedeckStorage[] = [];
    for (const [who, pb] of Object.entries(clients)) {
      const storage = createPocketBaseStorage({ pb });
      storages.push(storage);
      const account = await storage.auth.signUp({
        email: `short-writes-${who}-${Date.now()}@example.com`,
        password: PASSWORD,
      });
      if (who === 'big') {
        await verify(account.id);
        firstSet = account.pickerSet;
      }
    }
    const send = (who: keyof typeof clients, ops: unknown[]) =>
      fetch(`${server.url}/api/tunedeck/changes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: clients[who].authStore.token },
        body: JSON.stringify({ ops }),
      }).then(async (answer) => ({ status: answer.status, body: await answer.text() }));
    const measured = await measureShortWrites(send, firstSet);
    // Signed out, as every section ends: a session's refresh timer would keep the bench from exiting.
    for (const storage of storages) await storage.auth.logOut();
    if (measured.answer.status !== 204)
      throw new Error(`the largest change was refused: ${String(measured.answer.body)}`);
    console.log(
      `pocketbase: short writes, the largest change (${measured.steps.toLocaleString('en-US')} steps) applied in ` +
        `${ms(measured.took)}; another musician's ${measured.saves.length} saves meanwhile, the slowest ` +
        `${ms(measured.slowest)} (goal ≤ 1000 ms)`,
    );
  }

  // 4. Throughput: 20 musicians at once, each making 50 mixed changes one after another; 3 runs, each
  // on a fresh server (the same seed gives the same changes), the median run reported.
  const runs: ThroughputResult[] = [];
  for (let run = 0; run < 3; run += 1) {
    const fresh = await startPocketBase({
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      throttles: { mailPerAddress: { windowMs: 0 } },
    });
    try {
      runs.push(await measureThroughput(fresh.url));
    } finally {
      await fresh.stop();
    }
  }
  const throughput = runs.sort((a, b) => a.perSecond - b.perSecond)[1]!;
  console.log(
    `pocketbase: throughput, 20 users × 50 mixed changes (median of 3 runs): ` +
      `${throughput.perSecond.toFixed(0)} req/s, p50 ${ms(throughput.p50)}, p95 ${ms(throughput.p95)} ` +
      `(goal: within 10% of the pre-hardening baseline: ${THROUGHPUT_BASELINE.perSecond} req/s, ` +
      `p95 ${THROUGHPUT_BASELINE.p95} ms)`,
  );
} finally {
  await server.stop();
  await mail.stop();
}
