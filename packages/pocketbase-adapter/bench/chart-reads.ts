// Charts and the library's first read (issue 47): should a chart on every tune come with the first read,
// or be read after it? Two accounts that differ only in their charts (one on every tune, 300 to 900
// bytes of typed text each, as a standard is) are read through the library route: the first read
// without charts, the same read with the charts in it, and the charts read alone, as the client reads
// them once the library is shown. Two shapes: a repertoire (5,000 tunes in one set) and the largest
// library one account may hold (library-reads.ts: 10,000 tunes with notes, sets, history, practice).
import { gzipSync } from 'node:zlib';
import { COLLECTIONS, initialPickerState, LIMITS } from '@tunedeck/core';
import type { PocketBaseServer } from '@tunedeck/pocketbase/server';
import { DAY, id, largestLibraryOps, post } from './library-reads.js';

const TUNES = 5000;
/** Rounds of reads (one of each kind a round, in turn: a busy moment of the machine hits all alike). */
const RUNS = 11;

const ROOTS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const QUALITIES = ['^7', '-7', '7', 'h7', 'o7', '6', '-6', '7b9', '7alt', '7sus', '^7#11', '-^7'];

/**
 * The typed text of a chart as a standard is written: sections of eight bars (four to eight of them:
 * 32 to 64 bars), four bars a line, one or two chords a bar. `seed` varies it, and its size: 340 to 830
 * bytes, about 580 on average: more than real charts (the 1,460 jazz standards of iReal Pro's public
 * playlist are 238 bytes on average as Tunedeck writes them, its 403 pop songs 379), so the figures
 * err on the heavy side.
 */
export function benchChartText(seed: number): string {
  const chord = (n: number) => `${ROOTS[n % 12]}${QUALITIES[(n * 7 + seed) % 12]}`;
  const sections = 4 + (seed % 5);
  const two = 0.6 + (seed % 5) / 10;
  const lines: string[] = [];
  for (let section = 0; section < sections; section += 1) {
    for (let line = 0; line < 2; line += 1) {
      const bars = Array.from({ length: 4 }, (_, b) => {
        const n = seed + section * 8 + line * 4 + b;
        return (n * 37) % 100 < two * 100 ? `${chord(n)} ${chord(n + 5)}` : chord(n);
      });
      const mark = line === 0 ? `[${'AABACDEF'[section]}] ` : '';
      lines.push(`${mark}| ${bars.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

type Op = { type: 'create'; collection: string; record: Record<string, unknown> };
const create = (collection: string, record: Record<string, unknown>): Op => ({
  type: 'create',
  collection,
  record,
});

/** 5,000 tunes in the first set, with their picker state. */
function repertoire(firstSet: string): Op[] {
  const now = Date.now();
  const songs = Array.from({ length: TUNES }, (_, i) => ({
    id: id(),
    title: `Standard ${i + 1}`,
    key: 'B flat',
    knowledge: (['new', 'med', 'know'] as const)[i % 3],
    notes: '',
    composer: 'A Composer',
    style: 'Medium Swing',
    created: now - DAY,
  }));
  return [
    ...songs.map((song) => create('songs', song)),
    ...songs.map((song) => create('memberships', { id: id(), set: firstSet, song: song.id })),
    create('pickers', { id: firstSet, set: firstSet, state: initialPickerState(now - DAY) }),
  ];
}

/** A chart for each of the change's songs. */
function chartsOf(ops: Op[]): Op[] {
  return ops
    .filter((op) => op.collection === 'songs')
    .map((op, index) => {
      const song = String(op.record.id);
      return create('charts', { id: song, song, key: 'Bb', text: benchChartText(index) });
    });
}

/** Changes of at most LIMITS.changeOps steps and well under LIMITS.changeBytes. */
function changesOf(ops: Op[]): Op[][] {
  const changes: Op[][] = [];
  let current: Op[] = [];
  let bytes = 0;
  for (const op of ops) {
    const size = JSON.stringify(op).length;
    if (current.length >= LIMITS.changeOps || bytes + size > LIMITS.changeBytes / 2) {
      changes.push(current);
      current = [];
      bytes = 0;
    }
    current.push(op);
    bytes += size;
  }
  if (current.length > 0) changes.push(current);
  return changes;
}

/** A new verified account holding what `build` makes for its first set; its session token. */
async function account(
  server: PocketBaseServer,
  verify: (id: string) => Promise<unknown>,
  build: (firstSet: string) => Op[],
): Promise<string> {
  const email = `bench-charts-${id()}@example.com`;
  const password = 'bench-pass-1';
  await post(server.url, '/api/collections/users/records', { email, password, passwordConfirm: password });
  const login = await post(server.url, '/api/collections/users/auth-with-password', {
    identity: email,
    password,
  });
  const token = String(login.token);
  const user = login.record as { id: string; pickerSet: string };
  await verify(user.id);
  for (const ops of changesOf(build(user.pickerSet)))
    await post(server.url, '/api/tunedeck/changes', { ops }, token);
  return token;
}

/** One read of the library route: its time (fetched and parsed, as a device does), records and bytes. */
async function read(url: string, token: string, query: string) {
  const began = performance.now();
  const answer = await fetch(`${url}/api/tunedeck/library${query}`, {
    headers: { authorization: token, 'accept-encoding': 'gzip' },
  });
  const text = await answer.text();
  const library = JSON.parse(text) as Record<string, unknown[]>;
  const took = performance.now() - began;
  if (!answer.ok) throw new Error(`library read: ${answer.status} ${text.slice(0, 200)}`);
  const records = Object.values(library).reduce((sum, list) => sum + list.length, 0);
  return { took, records, bytes: Buffer.byteLength(text), gzipped: gzipSync(text).length };
}

type Read = Awaited<ReturnType<typeof read>>;

/**
 * Each read of `reads` (a token and a query) RUNS times, one of each in turn, after one round to warm
 * up: the median time of each, with its answer's records and bytes.
 */
async function medians(url: string, reads: Array<[string, string]>): Promise<Read[]> {
  for (const [token, query] of reads) await read(url, token, query);
  const runs: Read[][] = reads.map(() => []);
  for (let round = 0; round < RUNS; round += 1)
    for (const [index, [token, query]] of reads.entries()) runs[index]!.push(await read(url, token, query));
  return runs.map((list) => {
    const times = list.map((run) => run.took).sort((a, b) => a - b);
    return { ...list[0]!, took: times[Math.floor(times.length / 2)]! };
  });
}

export interface ChartReadShape {
  shape: string;
  /** The first read of the account without charts. */
  without: Read;
  /** The first read of the account with a chart on every tune, the charts left out (the choice). */
  apart: Read;
  /** The same read with the charts in it. */
  within: Read;
  /** The charts alone, as the client reads them after the library is shown. */
  charts: Read;
}

/** The figures of both shapes. */
export async function measureChartReads(
  server: PocketBaseServer,
  verify: (id: string) => Promise<unknown>,
): Promise<ChartReadShape[]> {
  const shapes: Array<[string, (firstSet: string) => Op[]]> = [
    ['5,000 tunes in one set', repertoire],
    ['the largest library allowed (10,000 tunes)', (set) => largestLibraryOps(set) as Op[]],
  ];
  const all = `?collections=${COLLECTIONS.join(',')}`;
  const results: ChartReadShape[] = [];
  for (const [shape, build] of shapes) {
    const plain = await account(server, verify, build);
    const charted = await account(server, verify, (set) => {
      const ops = build(set);
      return [...ops, ...chartsOf(ops)];
    });
    const [without, apart, within, charts] = await medians(server.url, [
      [plain, ''],
      [charted, ''],
      [charted, all],
      [charted, '?collections=charts'],
    ]);
    results.push({ shape, without: without!, apart: apart!, within: within!, charts: charts! });
  }
  return results;
}

/** The bench's lines for the figures, each with the goal and whether the first read meets it. */
export function chartReadLines(results: readonly ChartReadShape[]): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const more = (time: number, base: number) =>
    `${time >= base ? '+' : ''}${((time / base - 1) * 100).toFixed(0)} %`;
  return results.map(
    ({ shape, without, apart, within, charts }) =>
      `pocketbase: first read of ${shape}, median of ${RUNS}: without charts ${ms(without.took)} ` +
      `(${mb(without.bytes)}); with a chart on every tune, read after it as the client does, ` +
      `${ms(apart.took)} (${more(apart.took, without.took)}), then the charts ${ms(charts.took)} ` +
      `(${mb(charts.bytes)}, ${mb(charts.gzipped)} gzipped); with the charts in it ${ms(within.took)} ` +
      `(${more(within.took, without.took)}, ${mb(within.bytes)}) (goal: the first read with charts ` +
      `within 10 % of without: ${apart.took <= without.took * 1.1 ? 'met' : 'missed'}, by reading them after it)`,
  );
}
