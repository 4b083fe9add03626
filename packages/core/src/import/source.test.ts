import { describe, expect, it } from 'vitest';
import { buildLibrary, FIXTURE_TIME } from '../testing/fixtures.js';
import { libraryBackup } from './backup.js';
import { importKind, readImportSource } from './source.js';

const IREAL =
  'irealb://Solar%3DDavis%20Miles%3D%3DMedium%20Swing%3DC-%3D%3D1r34LbKcu7%3D%3D%3DBlue%20Bossa%3DDorham%20Kenny%3D%3DBossa%20Nova%3DC-%3D%3D1r34LbKcu7%3D%3D%3DGig';

describe('the import source', () => {
  it('takes the kind from the file name first, then from what the text looks like', () => {
    expect(importKind('{"format":"tunedeck-backup"}')).toBe('backup');
    expect(importKind('anything', 'tunedeck-backup-2026-11-24.json')).toBe('backup');
    expect(importKind(`<a href="${IREAL}">Gig</a>`, 'Gig.html')).toBe('ireal');
    expect(importKind(IREAL)).toBe('ireal');
    expect(importKind('Solar\nBlue Bossa', 'tunes.csv')).toBe('csv');
    expect(importKind('Sets,"Title",key\nGig,Solar,C')).toBe('csv');
    expect(importKind('Solar, Blue Bossa\nAll The Things You Are')).toBe('text');
    expect(importKind('Solar\nBlue Bossa', 'tunes.txt')).toBe('text');
  });

  it('reads each kind with its reader', () => {
    const ireal = readImportSource(IREAL, undefined, FIXTURE_TIME);
    expect(ireal.kind).toBe('ireal');
    expect(ireal.rows.map((row) => [row.title, row.key, row.sets, row.composer, row.style])).toEqual([
      ['Solar', 'C', ['Gig'], 'Miles Davis', 'Medium Swing'],
      ['Blue Bossa', 'C', ['Gig'], 'Kenny Dorham', 'Bossa Nova'],
    ]);
    expect(readImportSource('title,key\nSolar,C\n', 'a.csv', FIXTURE_TIME)).toEqual({
      kind: 'csv',
      rows: [{ where: 'Row 1', title: 'Solar', key: 'C', sets: [] }],
      problems: [],
    });
    expect(readImportSource('Solar\n\n  Blue Bossa ', undefined, FIXTURE_TIME)).toEqual({
      kind: 'text',
      rows: [
        { where: 'Line 1', title: 'Solar', sets: [] },
        { where: 'Line 3', title: 'Blue Bossa', sets: [] },
      ],
      problems: [],
    });
  });

  it('says why when a source holds no tune', () => {
    expect(readImportSource('\n  \n', undefined, FIXTURE_TIME)).toEqual({
      kind: 'text',
      rows: [],
      problems: [{ where: 'The file', message: 'No tunes were found in it: nothing to import.' }],
    });
    expect(readImportSource('Key,Notes\nC,x', 'a.csv', FIXTURE_TIME).problems.map((p) => p.where)).toEqual([
      'The first line',
    ]);
  });

  it('reads a backup whole, or refuses it with the reason', () => {
    const library = buildLibrary({ sets: { Gig: ['Solar'] } });
    const setId = Object.keys(library.sets)[0]!;
    const backup = libraryBackup(library, { loginToPicker: false, pickerSet: setId }, 5);
    const read = readImportSource(JSON.stringify(backup), 'backup.json', FIXTURE_TIME);
    expect(read).toEqual({ kind: 'backup', backup, rows: [], problems: [] });
    expect(readImportSource('{"format":"something else"}', undefined, FIXTURE_TIME)).toEqual({
      kind: 'backup',
      backup: null,
      rows: [],
      problems: [{ where: 'The file', message: expect.stringMatching(/not a Tunedeck backup/i) }],
    });
  });
});
