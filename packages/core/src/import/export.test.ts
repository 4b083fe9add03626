import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../testing/fixtures.js';
import { readBackup } from './backup.js';
import { exportFile } from './export.js';

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
  });
});
