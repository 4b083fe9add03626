// The benches' chart: 64 bars of a standard's changes in four 16-bar sections, with every construct the
// drawing has (repeats, endings, a segno and a coda, a 3/4 section, an alternate, N.C., a fermata), in
// G minor. The song page's, the picker's and the followers' figures all draw this one.

export const LEAD_SHEET_KEY = 'G-';

export const LEAD_SHEET_64 = [
  '[A] { C-7 F7 | Bb^7 | Eb^7 | Ah7 D7b9 |',
  '| G-6 | G-7/F | Ah7 | D7#9#5 |',
  'N1 C-7 | F7 | Bb^7 Bb^7/D | Eb^7 }',
  'N2 Ah7 | D7alt | G-6 | % ||',
  '[B] Segno Ah7 | D7b9 | G-6 | G-6/F |',
  '| C-7 | F7 | Bb^7 | Eb^7 |',
  '| Ah7 | D7b9 | G-7 C7 | F-7 Bb7 |',
  '| Eb^7 | Ab7#11 | G-7 | C7b9 D.S. al Coda ||',
  '[C] 3/4 Ebo7 | Bb6/D | Db^7 | C9sus |',
  '| F13 | Bb69 | A-7b5 | D7b9 (Ab7) ||',
  '| G-^7 | G-7 | C7 | F7 |',
  '| Bb^7 | Eb^7 | Ah7 | D7 ||',
  '[D] 4/4 Coda G-7 | C7 | F-7 | Bb7 |',
  '| Eb^7 | Ab7 | D-7 | G7 |',
  '| C-7 | F7 | Bb^7 | Eb^7 |',
  '| Ah7 | D7b9 | G-6 N.C. | G-6 Fermata |]',
].join('\n');
