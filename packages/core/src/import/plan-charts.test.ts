import { describe, expect, it } from 'vitest';
import { applyChange } from '../library/change.js';
import { LIMITS } from '../model/constants.js';
import { EMPTY_LIBRARY } from '../model/records.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import { buildLibrary, fixedContext, songIdOf } from '../testing/fixtures.js';
import { planImport } from './plan.js';
import type { ImportRow } from './rows.js';

// As iReal Pro's reader gives them: the text as Tunedeck writes a chart (`chartText`).
const AUTUMN = { key: 'G-', text: '[A] C-7 | F7 | Bb^7 | Eb^7 |\nAh7 | D7b9 | G- | G- |' };
const SOLAR = { key: 'C-', text: '[A] C-^7 | G-7 C7 | F-^7 | Fh7 Bb7 |' };
const row = (title: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  where: `Song ${title}`,
  title,
  sets: ['Standards'],
  ...extra,
});

describe('an import keeps each tune’s chart', () => {
  it('creates the chart with its song, in the same change, under the song’s id', () => {
    const plan = planImport(
      EMPTY_LIBRARY,
      [row('Autumn Leaves', { chart: AUTUMN }), row('Solar')],
      fixedContext(),
    );
    const ops = plan.change.ops;
    const song = ops.find((op) => op.type === 'create' && op.collection === 'songs')!;
    const songId = song.type === 'create' ? song.record.id : '';
    const index = ops.indexOf(song);
    expect(ops[index + 1]).toEqual({
      type: 'create',
      collection: 'charts',
      record: { id: songId, song: songId, ...AUTUMN },
    });
    expect(ops.filter((op) => op.type !== 'account' && op.collection === 'charts')).toHaveLength(1);
    expect(plan.preview).toMatchObject({ added: ['Autumn Leaves', 'Solar'], writes: ops.length });
    expect(plan.preview.chartsLeftOut).toBeUndefined();
    expect(plan.preview.charts).toBe(1);
    expect(applyChange(EMPTY_LIBRARY, plan.change).charts[songId]).toEqual({
      id: songId,
      song: songId,
      ...AUTUMN,
    });
  });

  it('imports a tune whose chart core refuses without it, and says which and why', () => {
    const long = { key: 'C', text: `${'| C '.repeat(LIMITS.chartBars + 1)}|` };
    const plan = planImport(
      EMPTY_LIBRARY,
      [row('Giant Steps', { chart: long }), row('Nardis', { chart: { key: 'E minor', text: SOLAR.text } })],
      fixedContext(),
    );
    expect(plan.preview.added).toEqual(['Giant Steps', 'Nardis']);
    expect(plan.preview.charts).toBe(0);
    expect(plan.change.ops.some((op) => op.type !== 'account' && op.collection === 'charts')).toBe(false);
    expect(plan.preview.chartsLeftOut).toEqual([
      {
        where: 'Song Giant Steps',
        title: 'Giant Steps',
        message: 'A chart holds at most 400 bars; this one has 401.',
      },
      {
        where: 'Song Nardis',
        title: 'Nardis',
        message: "'E minor' is not a key: write a key like C, Bb, F# or G- (G minor).",
      },
    ]);
  });

  it('changes the chart of a tune already in the library only when the import updates', () => {
    const library = buildLibrary({ songs: { Solar: { chart: SOLAR }, 'Autumn Leaves': {} } });
    const solar = songIdOf(library, 'Solar');
    const autumn = songIdOf(library, 'Autumn Leaves');
    const rows = [row('Solar', { chart: { ...SOLAR, key: 'D-' } }), row('Autumn Leaves', { chart: AUTUMN })];
    const charts = (ops: ReturnType<typeof planImport>['change']['ops']) =>
      ops.filter((op) => op.type !== 'account' && op.collection === 'charts');
    const kept = planImport(library, rows, fixedContext());
    expect(charts(kept.change.ops)).toEqual([]);
    expect(kept.preview.kept).toEqual(['Solar', 'Autumn Leaves']);
    const updated = planImport(library, rows, fixedContext(), { update: true });
    expect(charts(updated.change.ops)).toEqual([
      { type: 'upsert', collection: 'charts', record: { id: solar, song: solar, ...SOLAR, key: 'D-' } },
      { type: 'upsert', collection: 'charts', record: { id: autumn, song: autumn, ...AUTUMN } },
    ]);
    expect(updated.preview.updated).toEqual(['Solar', 'Autumn Leaves']);
    // The same chart as held changes nothing.
    const same = planImport(library, [row('Solar', { chart: SOLAR })], fixedContext(), { update: true });
    expect(charts(same.change.ops)).toEqual([]);
    expect(same.preview.kept).toEqual(['Solar']);
  });

  it('writes 1,400 tunes with their charts in one change the server takes', async () => {
    const backend = createMemoryBackend();
    backend.seedUser({ email: 'ann@example.com', password: 'secret1' });
    const storage = createMemoryStorage({ backend });
    await storage.auth.logIn({ email: 'ann@example.com', password: 'secret1' });
    const rows = Array.from({ length: 1400 }, (_, i) => row(`Standard ${i + 1}`, { chart: AUTUMN }));
    const plan = planImport(await storage.loadLibrary(), rows, fixedContext());
    expect(plan.preview.tooLarge).toBeNull();
    // Each tune, its chart and its place in the set, and the set.
    expect(plan.change.ops).toHaveLength(1 + 3 * 1400);
    await storage.apply(plan.change);
    expect(Object.keys(await storage.loadCharts!())).toHaveLength(1400);
  });
});
