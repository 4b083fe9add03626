// Charts through the client store on the real server: read a moment after the library (the library
// route leaves them out, CHARTS_PATH answers them), kept through every read of the library again, and
// brought to every device by an import (a bulk change: its devices read the library and the charts again).
import { createTunedeckClient, type ImportRow, type TunedeckClient } from '@tunedeck/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();
const clients: TunedeckClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.auth.logOut();
    client.dispose();
  }
});

const TUNES = 300;
const SOLAR = { key: 'C-', text: '[A] C-^7 | G-7 C7 | F-^7 | Fh7 Bb7 |' };

describe('charts on the musician’s devices', () => {
  it('come after the library, with an import made on another device, and stay through a read again', async () => {
    const ann = await signUp(backend().storage(), 'charts-ann');
    const laptop = createTunedeckClient({ storage: ann.storage });
    const phoneStorage = backend().storage();
    await phoneStorage.auth.logIn({ email: ann.email, password: PASSWORD });
    const phone = createTunedeckClient({ storage: phoneStorage });
    clients.push(laptop, phone);
    for (const client of [laptop, phone]) await expect.poll(() => client.state.chartsLoaded).toBe(true);

    const rows: ImportRow[] = Array.from({ length: TUNES }, (_, i) => ({
      where: 'Standards',
      title: `Standard ${i + 1}`,
      sets: ['Standards'],
      chart: {
        key: 'Bb',
        text: `[A] Bb^7 | G-7 | C-7 | F7 |\nD-7 | G7 | C-7 F7 | ${i % 2 ? 'Bb^7' : 'Bb6'} |`,
      },
    }));
    const imported = await laptop.imports.commit(rows);
    expect(imported).toMatchObject({ ok: true });
    // A bulk change: no event a record; the phone reads the library, then the charts, again.
    await expect.poll(() => Object.keys(phone.state.library.charts).length, { timeout: 10_000 }).toBe(TUNES);
    expect(Object.keys(phone.state.library.songs)).toHaveLength(TUNES);

    // A read of the library again (the page shown again) keeps every chart: shown as it comes, while the
    // charts are read again after it.
    const before = phone.state.library.charts;
    await expect(phone.resync()).resolves.toBe(true);
    expect(phone.state.library.charts).toBe(before);
    await expect(phone.charts.ready()).resolves.toBe(true);

    // Set on the phone, heard on the laptop; gone with its song everywhere.
    const song = Object.values(phone.state.library.songs).find((s) => s.title === 'Standard 7')!;
    await expect(phone.library.setChart(song.id, SOLAR)).resolves.toMatchObject({ ok: true });
    await expect.poll(() => laptop.state.library.charts[song.id]?.text).toBe(SOLAR.text);
    await expect(laptop.library.deleteSong(song.id)).resolves.toMatchObject({ ok: true });
    await expect.poll(() => phone.state.library.charts[song.id]).toBeUndefined();
    expect(Object.keys(phone.state.library.charts)).toHaveLength(TUNES - 1);
  });
});
