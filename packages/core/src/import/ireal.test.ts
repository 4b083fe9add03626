import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scrambleIReal } from '../chart/ireal.js';
import { LIMITS, type SongKey } from '../model/constants.js';
import { iRealComposer, iRealKey, iRealRows, iRealTitle, readIReal } from './ireal.js';

/** One song as iReal Pro writes it: sorting title, composer last name first, style, iReal key, its chart. */
type Chart = [title: string, composer: string, style: string, key: string, music?: string];

/** Four bars, as iReal Pro writes them (short enough that the scramble leaves them as they are). */
const FOUR_BARS = '1r34LbKcu7[T44C^7XyQ|A-7XyQ|D-7XyQ|G7XyQZ';
/** The same four bars as Tunedeck stores a chart (`chartText`). */
const FOUR_BARS_TEXT = 'C^7 | A-7 | D-7 | G7 |]';

/** Built from the format: "Title=Composer==Style=Key==Changes=CompStyle=Bpm=Repeats", "===" between. */
function irealbLink(charts: readonly Chart[], playlist: string | null): string {
  const songs = charts.map(
    ([title, composer, style, key, music = FOUR_BARS]) =>
      `${title}=${composer}==${style}=${key}==${music}=Jazz-Medium Swing=140=3`,
  );
  const body = [...songs, ...(playlist === null ? [] : [playlist])].join('===');
  return `irealb://${encodeURIComponent(playlist === null ? `${body}===` : body)}`;
}

const GIG: Chart[] = [
  ['Autumn Leaves', 'Kosma Joseph', 'Medium Swing', 'G-'],
  ['Blue Bossa', 'Dorham Kenny', 'Bossa Nova', 'C-'],
  ['All The Things You Are', 'Kern Jerome', 'Medium Swing', 'Ab'],
  ['Days Of Wine And Roses, The', 'Mancini Henry', 'Medium Swing', 'F'],
  ['Girl From Ipanema, The', 'Jobim Antonio-Carlos', 'Bossa Nova', 'F'],
  ["Don't Get Around Much Anymore", 'Ellington Duke', 'Medium Swing', 'C'],
  ['Stella By Starlight', 'Young Victor', 'Medium Swing', 'Bb'],
  ['Solar', 'Davis Miles', 'Medium Swing', 'C-'],
  ['Summertime', 'Gershwin George', 'Slow Swing', 'A-'],
  ['Take The A Train', 'Strayhorn Billy', 'Medium Swing', 'C'],
  ['What Is This Thing Called Love?', 'Porter Cole', 'Up Tempo Swing', 'C'],
  ['Sweet & Lovely', 'Arnheim Gus', 'Ballad', 'F-'],
  ['Cherokee (Indian Love Song)', 'Noble Ray', 'Up Tempo Swing', 'Bb'],
  ['Footprints', 'Shorter Wayne', 'Waltz', 'C-'],
  ['Body And Soul', 'Green Johnny', 'Ballad', 'Db'],
  ['Giant Steps', 'Coltrane John', 'Up Tempo Swing', 'B'],
];
const PRACTICE: Chart[] = [
  ['Águas De Março', 'Jobim Antonio-Carlos', 'Bossa Nova', 'D'],
  ['Chega De Saudade', 'Jobim Antonio-Carlos', 'Bossa Nova', 'D-'],
  ['Nardis', 'Davis Miles', 'Medium Swing', 'E-'],
  ['In A Sentimental Mood', 'Ellington Duke', 'Ballad', 'F-'],
  ['My Funny Valentine', 'Rodgers Richard', 'Ballad', 'C-'],
  ['Night And Day', 'Porter Cole', 'Medium Swing', 'Eb'],
  ['Oleo', 'Rollins Sonny', 'Up Tempo Swing', 'Bb'],
  ['Recorda Me', 'Henderson Joe', 'Bossa Nova', 'A-'],
  ['So What', 'Davis Miles', 'Medium Swing', 'D-'],
  ['Star Eyes', 'DePaul Gene', 'Medium Swing', 'Eb'],
  ['Song For My Father', 'Silver Horace', 'Latin', 'F-'],
  ['Beautiful Love', 'Young Victor', 'Medium Swing', 'D-'],
  ['Moment’s Notice', 'Coltrane John', 'Medium Up Swing', 'Eb'],
  ['Impressions', 'Coltrane John', 'Up Tempo Swing', 'D-'],
  ['Inner Urge', 'Henderson Joe', 'Up Tempo Swing', 'F#-'],
  ['Lady Bird', 'Dameron Tadd', 'Medium Swing', 'C'],
  ['Triste', 'Jobim Antonio-Carlos', 'Bossa Nova', 'Bb'],
];

describe('iReal Pro playlists', () => {
  it('reads 33 standards from two irealb:// playlists: titles, composers, styles, keys and names', () => {
    const text = `${irealbLink(GIG, 'Friday Gig')}\n${irealbLink(PRACTICE, 'Practice: Latin & Modal')}`;
    const { playlists, problems } = readIReal(text);
    expect(problems).toEqual([]);
    expect(playlists.map((p) => [p.name, p.tunes.length])).toEqual([
      ['Friday Gig', 16],
      ['Practice: Latin & Modal', 17],
    ]);
    const gig = playlists[0]!.tunes;
    expect(gig[0]).toEqual({
      title: 'Autumn Leaves',
      key: 'G',
      composer: 'Joseph Kosma',
      style: 'Medium Swing',
      chart: { key: 'G-', text: FOUR_BARS_TEXT },
    });
    expect(gig[3]).toEqual({
      title: 'The Days Of Wine And Roses',
      key: 'F',
      composer: 'Henry Mancini',
      style: 'Medium Swing',
      chart: { key: 'F', text: FOUR_BARS_TEXT },
    });
    expect(gig[4]!.title).toBe('The Girl From Ipanema');
    expect(gig[4]!.composer).toBe('Antonio-Carlos Jobim');
    expect(gig.map((t) => t.title)).toContain("Don't Get Around Much Anymore");
    expect(gig.map((t) => t.title)).toContain('What Is This Thing Called Love?');
    expect(gig.map((t) => t.title)).toContain('Sweet & Lovely');
    expect(gig.map((t) => t.title)).toContain('Cherokee (Indian Love Song)');
    const keys: Record<string, SongKey> = Object.fromEntries(
      [...gig, ...playlists[1]!.tunes].map((t) => [t.title, t.key]),
    );
    expect(keys).toMatchObject({
      'Blue Bossa': 'C',
      'All The Things You Are': 'A flat',
      'Stella By Starlight': 'B flat',
      'Body And Soul': 'D flat',
      'Giant Steps': 'B',
      Summertime: 'A',
      'Night And Day': 'E flat',
      'Inner Urge': 'F sharp',
      'Águas De Março': 'D',
    });
    expect(playlists[1]!.tunes.map((t) => t.title)).toContain('Moment’s Notice');
  });

  it('reads the HTML file iReal Pro exports (entities and all)', () => {
    const link = irealbLink(GIG.slice(0, 3), 'Set One').replace(/&/g, '&amp;');
    const html = `<!DOCTYPE html><html><head><title>iReal Pro</title></head><body><h3><a href="${link}">Set One</a></h3><br/>Made with iReal Pro</body></html>`;
    const { playlists } = readIReal(html);
    expect(playlists).toHaveLength(1);
    expect(playlists[0]!.name).toBe('Set One');
    expect(playlists[0]!.tunes.map((t) => t.title)).toEqual([
      'Autumn Leaves',
      'Blue Bossa',
      'All The Things You Are',
    ]);
  });

  it('reads one song with no playlist name (named after the song)', () => {
    const { playlists } = readIReal(irealbLink([['Solar', 'Davis Miles', 'Medium Swing', 'C-']], null));
    expect(playlists).toEqual([
      {
        name: 'Solar',
        tunes: [
          {
            title: 'Solar',
            key: 'C',
            composer: 'Miles Davis',
            style: 'Medium Swing',
            chart: { key: 'C-', text: FOUR_BARS_TEXT },
          },
        ],
      },
    ]);
  });

  it('reads the older irealbook:// form: six fields a song, songs one after another', () => {
    const body = [
      'Song For My Father=Silver Horace=Latin=F-=n=*A{T44F-7XyQ|F-7XyQ}',
      'Girl From Ipanema, The=Jobim Antonio-Carlos=Bossa Nova=F=n=*A[T44F^7XyQ]',
    ].join('=');
    const { playlists, problems } = readIReal(`irealbook://${encodeURIComponent(body)}`);
    expect(problems).toEqual([]);
    expect(playlists[0]!.tunes).toEqual([
      {
        title: 'Song For My Father',
        key: 'F',
        composer: 'Horace Silver',
        style: 'Latin',
        chart: { key: 'F-', text: '[A] { F-7 | F-7 }' },
      },
      {
        title: 'The Girl From Ipanema',
        key: 'F',
        composer: 'Antonio-Carlos Jobim',
        style: 'Bossa Nova',
        chart: { key: 'F', text: '[A] F^7 ||' },
      },
    ]);
  });

  it('keeps a song with an unknown key (as random) and says so; leaves out a song without a title', () => {
    const { playlists, problems } = readIReal(
      irealbLink(
        [
          ['Blues For Alice', 'Parker Charlie', 'Medium Swing', 'H'],
          ['', 'Nobody', 'Medium Swing', 'C'],
        ],
        'Odd',
      ),
    );
    expect(playlists[0]!.tunes).toEqual([
      { title: 'Blues For Alice', key: 'random', composer: 'Charlie Parker', style: 'Medium Swing' },
    ]);
    expect(problems).toEqual([
      {
        where: 'Blues For Alice',
        message: 'The key "H" is not one of the twelve: the song comes in with a random key.',
      },
      {
        where: 'Blues For Alice',
        message: 'The chart has no key Tunedeck knows ("H"). The song comes in without its chart.',
      },
      { where: 'Odd', message: 'A song without a title was left out.' },
    ]);
  });

  it('reports a damaged link and reads the rest of the text', () => {
    const { playlists, problems } = readIReal(`irealb://Bad%E0%A4%A=x ${irealbLink(GIG.slice(0, 1), 'Ok')}`);
    expect(playlists.map((p) => p.name)).toEqual(['Ok']);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe('This link is damaged (its percent-encoding does not decode).');
  });

  it('imports a song whose chart cannot be kept without it, and says which and why', () => {
    const tooLong = `[T44${'C^7XyQ|'.repeat(LIMITS.chartBars)}C^7XyQZ`;
    const wideBars = `[T44${'C7b9#11(Db7b9#11),F7b9#11(Gb7b9#11),G7b9#11(Ab7b9#11),A7b9#11(Bb7b9#11),|'.repeat(250)}C7 Z`;
    const { playlists, problems } = readIReal(
      irealbLink(
        [
          ['Blue Monk', 'Monk Thelonious', 'Medium Swing', 'Bb', '1r34LbKcu7[T44Bb6XyQ|H7XyQZ'],
          ['Giant Steps', 'Coltrane John', 'Up Tempo Swing', 'B', scrambleIReal(tooLong)],
          ['Countdown', 'Coltrane John', 'Up Tempo Swing', 'D', scrambleIReal(wideBars)],
          ['Nothing Yet', 'Nobody', 'Ballad', 'C', '1r34LbKcu7'],
          ['Solar', 'Davis Miles', 'Medium Swing', 'C-'],
        ],
        'Mixed',
      ),
    );
    expect(playlists[0]!.tunes.map((tune) => [tune.title, tune.chart?.key ?? null])).toEqual([
      ['Blue Monk', null],
      ['Giant Steps', null],
      ['Countdown', null],
      ['Nothing Yet', null],
      ['Solar', 'C-'],
    ]);
    expect(problems).toEqual([
      {
        where: 'Blue Monk',
        message:
          "The chart has a chord iReal Pro does not know: 'H7' in bar 2. The song comes in without its chart.",
      },
      {
        where: 'Giant Steps',
        message: 'The chart has 401 bars; a chart holds at most 400. The song comes in without its chart.',
      },
      {
        where: 'Countdown',
        message:
          "The chart's text has 19,505 bytes; a chart holds at most 16,384. The song comes in without its chart.",
      },
    ]);
  });

  it('passes each chart on to the import rows', () => {
    const rows = iRealRows(readIReal(irealbLink(GIG.slice(0, 2), 'Set One')));
    expect(rows[0]).toEqual({
      where: 'Set One',
      title: 'Autumn Leaves',
      key: 'G',
      sets: ['Set One'],
      composer: 'Joseph Kosma',
      style: 'Medium Swing',
      chart: { key: 'G-', text: FOUR_BARS_TEXT },
    });
  });

  it('reads the 1,460 jazz standards with every chart, and the 403 pop songs', () => {
    const link = (name: string) =>
      gunzipSync(readFileSync(new URL(`../../test/playlists/${name}.txt.gz`, import.meta.url))).toString();
    const { playlists, problems } = readIReal(`${link('jazz1460')}\n${link('pop400')}`);
    expect(problems).toEqual([]);
    expect(playlists.map((p) => [p.name, p.tunes.length, p.tunes.filter((t) => t.chart).length])).toEqual([
      ['Jazz 1460', 1460, 1460],
      ['Pop 400', 403, 403],
    ]);
    expect(playlists[0]!.tunes.find((t) => t.title === 'Blue Bossa')).toEqual({
      title: 'Blue Bossa',
      key: 'C',
      composer: 'Kenny Dorham',
      style: 'Bossa Nova',
      chart: {
        key: 'C-',
        text: expect.stringMatching(/^C-7 \| % \| F-7 \| % \|/),
      },
    });
  });

  it('turns titles, composers and keys into Tunedeck’s', () => {
    expect(iRealTitle('Nearness Of You, The')).toBe('The Nearness Of You');
    expect(iRealTitle('Foggy Day, A')).toBe('A Foggy Day');
    expect(iRealTitle('Theme, The ')).toBe('The Theme');
    expect(iRealTitle('Bye Bye Blackbird')).toBe('Bye Bye Blackbird');
    expect(iRealComposer('Davis Miles')).toBe('Miles Davis');
    expect(iRealComposer('The Beatles (Lennon, McCartney)')).toBe('The Beatles (Lennon, McCartney)');
    expect(iRealComposer('Van Heusen Jimmy')).toBe('Van Heusen Jimmy');
    expect(
      ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C#'].map(iRealKey),
    ).toEqual([
      'C',
      'D flat',
      'D',
      'E flat',
      'E',
      'F',
      'F sharp',
      'F sharp',
      'G',
      'A flat',
      'A',
      'B flat',
      'B',
      'D flat',
    ]);
    expect(['A-', 'Bb-', 'F#-', 'C-'].map(iRealKey)).toEqual(['A', 'B flat', 'F sharp', 'C']);
    expect(iRealKey('')).toBeNull();
    expect(iRealKey('H')).toBeNull();
  });
});
