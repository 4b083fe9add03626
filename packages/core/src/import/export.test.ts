import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readIRealChart } from '../chart/ireal.js';
import { chartText } from '../chart/text.js';
import { buildLibrary } from '../testing/fixtures.js';
import { titleKey } from '../text/normalise.js';
import { readBackup } from './backup.js';
import { exportFile } from './export.js';
import { readIReal } from './ireal.js';
import { iRealLink } from './ireal-export.js';

describe('the exports', () => {
  const library = buildLibrary({ sets: { Gig: ['Solar'] } });
  const account = { loginToPicker: true, pickerSet: Object.keys(library.sets)[0]! };
  const now = Date.UTC(2026, 10, 24, 23, 30);

  it('names each file by its kind and the day, with its type', () => {
    const csv = exportFile('csv', library, account, now);
    expect([csv.name, csv.type, csv.text.split('\r\n')]).toEqual([
      'tunedeck-library-2026-11-24.csv',
      'text/csv',
      ['title,key,knowledge,notes,composer,style,sets', 'Solar,random,know,,,,Gig'],
    ]);
    const backup = exportFile('backup', library, account, now);
    expect([backup.name, backup.type]).toEqual(['tunedeck-backup-2026-11-24.json', 'application/json']);
    expect(readBackup(backup.text, now)).toMatchObject({ ok: true, backup: { settings: account } });
    const ireal = exportFile('ireal', library, account, now);
    expect([ireal.name, ireal.type]).toEqual(['tunedeck-ireal-2026-11-24.html', 'text/html']);
  });
});

describe('the iReal Pro export', () => {
  const account = { loginToPicker: false, pickerSet: '' };
  const chartOf = (music: string) => {
    const read = readIRealChart(music);
    if ('problem' in read) throw new Error(read.problem);
    return chartText(read.chart);
  };
  const AUTUMN = chartOf('*A{T44C-7XyQ|F7XyQ|Bb^7XyQ|Eb^7XyQ|Ah7XyQ|D7b13XyQ|G-6XyQKcl  }');
  const SOLAR = chartOf(
    '[T44C-6XyQKcl LZG-7XyQ|C7XyQ|F^7XyQKcl LZF-7XyQ|Bb7XyQ|Eb^7XyQ|Eb-7 Ab7LZDb^7XyQ|Dh7 G7b9 Z',
  );

  it('writes a page iReal Pro imports: every tune, then one playlist a set, each song with its chart', () => {
    const library = buildLibrary({
      sets: { Gig: ['Solar', 'The Days Of Wine And Roses'], 'Empty set': [] },
      songs: {
        'Autumn Leaves': {
          key: 'F sharp',
          composer: 'Joseph Kosma',
          style: 'Medium Swing',
          chart: { key: 'G-', text: AUTUMN },
        },
        Solar: {
          key: 'B flat',
          composer: 'Miles Davis',
          style: 'Medium Swing',
          chart: { key: 'C-', text: SOLAR },
        },
        'The Days Of Wine And Roses': { composer: 'Henry Mancini', style: 'Ballad' },
      },
    });
    const page = exportFile('ireal', library, account, 0).text;
    expect(page.split('\n').filter((line) => !line.startsWith('<li>'))).toEqual([
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head><meta charset="utf-8"><title>Tunedeck for iReal Pro</title></head>',
      '<body>',
      '<h1>Tunedeck for iReal Pro</h1>',
      '<p>Open this page on the device that has iReal Pro and tap a playlist to import it.</p>',
      '<ul>',
      '</ul>',
      '</body>',
      '</html>',
      '',
    ]);
    expect(page.match(/<li>.*<\/li>/g)!.map((item) => item.replace(/href="[^"]*"/, 'href'))).toEqual([
      '<li><a href>All tunes</a> (3 tunes)</li>',
      '<li><a href>Gig</a> (2 tunes)</li>',
    ]);

    const { playlists, problems } = readIReal(page);
    // A song's key comes back as its chart's; a random key has no place in iReal Pro: C stands in.
    expect(problems).toEqual([]);
    expect(playlists).toEqual([
      {
        name: 'All tunes',
        tunes: [
          {
            title: 'Autumn Leaves',
            key: 'G',
            composer: 'Joseph Kosma',
            style: 'Medium Swing',
            chart: { key: 'G-', text: AUTUMN },
          },
          {
            title: 'Solar',
            key: 'C',
            composer: 'Miles Davis',
            style: 'Medium Swing',
            chart: { key: 'C-', text: SOLAR },
          },
          { title: 'The Days Of Wine And Roses', key: 'C', composer: 'Henry Mancini', style: 'Ballad' },
        ],
      },
      {
        name: 'Gig',
        tunes: [
          {
            title: 'Solar',
            key: 'C',
            composer: 'Miles Davis',
            style: 'Medium Swing',
            chart: { key: 'C-', text: SOLAR },
          },
          { title: 'The Days Of Wine And Roses', key: 'C', composer: 'Henry Mancini', style: 'Ballad' },
        ],
      },
    ]);
  });

  it('writes the link as iReal Pro does: sorting title, composer last name first, "=" kept out of names', () => {
    expect(
      decodeURIComponent(
        iRealLink('A=B', [
          { title: 'The Nearness Of You', composer: 'Hoagy Carmichael', style: 'Ballad', key: 'F' },
        ]),
      ),
    ).toBe('irealb://Nearness Of You, The=Carmichael Hoagy==Ballad=F==1r34LbKcu7==0=0===A-B');
    expect(exportFile('ireal', buildLibrary(), account, 0).text).toContain(
      '<p>The library has no tunes yet.</p>',
    );
  });

  it('keeps songs apart when their composer and style are empty (no "===" inside a song)', () => {
    const songs = ['Solar', 'Nardis'].map((title) => ({ title, composer: '', style: '', key: 'C' }));
    const link = iRealLink('Gig', songs);
    expect(decodeURIComponent(link)).toBe(
      'irealb://Solar= == =C==1r34LbKcu7==0=0===Nardis= == =C==1r34LbKcu7==0=0===Gig',
    );
    expect(readIReal(link)).toEqual({
      playlists: [
        { name: 'Gig', tunes: songs.map(({ title }) => ({ title, key: 'C', composer: '', style: '' })) },
      ],
      problems: [],
    });
  });

  it('takes the 403 pop songs out and back in with every chart unchanged', () => {
    const link = gunzipSync(
      readFileSync(new URL('../../test/playlists/pop400.txt.gz', import.meta.url)),
    ).toString();
    const tunes = readIReal(link).playlists[0]!.tunes;
    const unique = [...new Map(tunes.map((tune) => [titleKey(tune.title), tune])).values()];
    const library = buildLibrary({
      sets: { 'Pop 400': unique.map((tune) => tune.title) },
      songs: Object.fromEntries(
        unique.map((tune) => [
          tune.title,
          {
            key: tune.key,
            composer: tune.composer,
            style: tune.style,
            ...(tune.chart ? { chart: tune.chart } : {}),
          },
        ]),
      ),
    });
    const back = readIReal(exportFile('ireal', library, account, 0).text);
    expect(back.problems).toEqual([]);
    expect(back.playlists.map((playlist) => [playlist.name, playlist.tunes.length])).toEqual([
      ['All tunes', unique.length],
      ['Pop 400', unique.length],
    ]);
    const byTitle = (list: typeof tunes) => [...list].sort((a, b) => (a.title < b.title ? -1 : 1));
    expect(byTitle(back.playlists[0]!.tunes)).toEqual(byTitle(unique));
    expect(unique.length).toBe(403);
    expect(unique.every((tune) => tune.chart)).toBe(true);
  });
});
