// Charts: reading iReal Pro's public Jazz 1460 playlist (the link, 1,460 songs) into songs with charts, as the
// Import screen does, against the goal of one second in Node. `tsx --conditions=source bench/chart.bench.ts`.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { iRealChartMusic, readIRealChart } from '../src/chart/ireal.js';
import type { Chart } from '../src/chart/model.js';
import { readIReal } from '../src/import/ireal.js';
import { medianMillis, report } from './measure.js';

const link = gunzipSync(
  readFileSync(new URL('../test/playlists/jazz1460.txt.gz', import.meta.url)),
).toString();

function readPlaylist(): number {
  const { playlists } = readIReal(link);
  const tunes = playlists[0]!.tunes;
  if (tunes.length !== 1460 || tunes.some((tune) => !tune.chart))
    throw new Error('the playlist did not read');
  return tunes.length;
}

export function chartBench(): void {
  // The first read in a fresh process is the one a musician waits for: the code is not warm yet.
  const t0 = performance.now();
  readPlaylist();
  report('iReal: Jazz 1460 link -> 1,460 songs + charts (1st run)', performance.now() - t0, 1000);
  report('  the same, warm', medianMillis(readPlaylist, { minRuns: 5, minMillis: 1000, warmup: 1 }), 1000);
  // Each song's music field ("Title=Composer==Style=Key==Music=…"), the playlist's name left out.
  const charts = decodeURIComponent(link.trim().slice('irealb://'.length))
    .split('===')
    .slice(0, -1)
    .map((song) => (readIRealChart(song.split('=')[6]!) as { chart: Chart }).chart);
  report(
    '  write the 1,460 charts back as iReal music',
    medianMillis(() => charts.forEach(iRealChartMusic), { minRuns: 5, minMillis: 1000, warmup: 1 }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Node ${process.version}, ${new Date().toISOString()}`);
  chartBench();
}
