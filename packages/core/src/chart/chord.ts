// A chord symbol as musicians write it, read into one canonical spelling: iReal Pro's (so an iReal chart
// reads and writes back unchanged), and drawn or spoken from that. "Cm7", "Cmin7", "Cmi7", "C-7" and
// "C−7" are all the chord "C-7"; "Cmaj7", "CM7", "CΔ7" and "C^7" are all "C^7".
//
// Decisions, written here because the chart text, the iReal reader and the chart view all lean on them:
// - "-7b5" and "h7" stay two qualities. iReal Pro has both and a chart keeps the one its writer chose:
//   "Cm7b5" and "C-7(b5)" read as "C-7b5", "Cø7" and "Ch7" as "Ch7".
// - "^" alone (a bare triangle) stays "^", as iReal has it; a jazz chart's triangle means a major seventh,
//   so it is spoken "major seven". The words "Cmaj", "CM" and "Cma" alone are the major triad, "C".
// - A quality outside iReal's list still reads when it is a base and alterations ("C7b9b13#11",
//   "Cmaj7#5"): alterations are kept in one order, ninths first as iReal writes them (b9 #9 b5 #5 #11 b13),
//   so "C7b9b13#11" is "C7b9#11b13" and "Cmaj7#5" is iReal's "C^7#5".
// - An augmented chord with a seventh is written as the seventh with a raised fifth ("C+7" is "C7#5"),
//   since iReal's "+" is the triad alone.
// - "sus" is a suspended fourth; "Csus2" is iReal's "C2". "N.C." is not a chord (the chart text reads it).
import type { Chord, NoteName } from './model.js';

type Family = 'major' | 'minor' | 'diminished' | 'half-diminished' | 'augmented' | 'power' | 'two';

/** The alterations in the order a canonical quality writes them. */
const ALTERATIONS = ['b9', '#9', 'b5', '#5', '#11', 'b13', 'b6'] as const;
type Alteration = (typeof ALTERATIONS)[number];
const isAlteration = (text: string): text is Alteration => (ALTERATIONS as readonly string[]).includes(text);

type ChordNumber = '' | '6' | '69' | '7' | '9' | '11' | '13';

/** A quality taken apart: what `chordText`, `chordDisplay` and `chordSpoken` each write in their way. */
interface Parts {
  readonly family: Family;
  /** The major seventh mark (Δ): "^7", "-^7", or the bare triangle "^". */
  readonly major: boolean;
  readonly number: ChordNumber;
  readonly alterations: readonly Alteration[];
  /** "7alt". */
  readonly altered: boolean;
  readonly sus: boolean;
  readonly add: '' | 'add9' | 'add3';
}

/** Each family as the canonical text writes it, the mark a lead sheet sets on the line, and in words. */
const FAMILIES: Readonly<Record<Family, { text: string; mark: string; words: string }>> = {
  major: { text: '', mark: '', words: '' },
  minor: { text: '-', mark: '\u2212', words: 'minor' },
  diminished: { text: 'o', mark: '\u00b0', words: 'diminished' },
  'half-diminished': { text: 'h', mark: '\u00f8', words: 'half-diminished' },
  augmented: { text: '+', mark: '+', words: 'augmented' },
  power: { text: '5', mark: '', words: 'five' },
  two: { text: '2', mark: '', words: 'two' },
};

const NOTE = /^[A-G][b#]?$/;

/** "B♭" → "Bb": the ASCII name a chart stores. */
function asciiAccidentals(text: string): string {
  return text.replace(/\u266d/g, 'b').replace(/\u266f/g, '#');
}

/** Reads a root or bass ("C", "Bb", "F♯") or null. */
function readNote(text: string): NoteName | null {
  const note = asciiAccidentals(text);
  return NOTE.test(note) ? note : null;
}

/**
 * Reads a chord as a musician writes it ("Cm7", "Bb^7", "C7(b9,#11)", "F♯ø7", "C6/9", "C/E") into the
 * canonical chord, or null when it is not a chord ("H7", "Cxyz", "C7b", "N.C.").
 */
export function parseChord(text: string): Chord | null {
  const trimmed = asciiAccidentals(text.trim());
  const root = /^[A-G][b#]?/.exec(trimmed)?.[0];
  if (!root) return null;
  // "6/9" is a quality, not a slash bass: a bass is always a letter.
  let rest = trimmed.slice(root.length).replace(/6\/9/g, '69');
  let bass: NoteName | undefined;
  const slash = rest.lastIndexOf('/');
  if (slash >= 0) {
    const note = readNote(rest.slice(slash + 1));
    if (note === null) return null;
    bass = note;
    rest = rest.slice(0, slash);
  }
  const parts = readQuality(rest);
  if (parts === null) return null;
  const quality = qualityText(parts);
  return bass === undefined ? { root, quality } : { root, quality, bass };
}

/** The canonical ASCII text of a chord: "C-7", "Bb^7", "C7b9", "C/E". `parseChord` reads it back. */
export function chordText(chord: Chord): string {
  return chord.root + chord.quality + (chord.bass === undefined ? '' : `/${chord.bass}`);
}

/** Whether `quality` is a quality in its canonical spelling (as `Chord.quality` must be). */
export function isChordQuality(quality: string): boolean {
  const parts = readQuality(quality);
  return parts !== null && qualityText(parts) === quality;
}

/**
 * iReal Pro's chord qualities, as its chart format lists them (the major triad "" first): each is its
 * own canonical spelling here. For pickers and tests.
 */
export const IREAL_QUALITIES: readonly string[] = [
  '',
  ...'5 2 add9 + o h sus ^ - ^7 -7 7 7sus h7 o7 ^9 ^13 6 69 ^7#11 ^9#11 ^7#5 -6 -69 -^7 -^9 -9 -11 -7b5 h9 -b6 -#5 9 7b9 7#9 7#11 7b5 7#5 9#11 9b5 9#5 7b13 7#9#5 7#9b5 7#9#11 7b9#11 7b9b5 7b9#5 7b9#9 7b9b13 7alt 13 13#11 13b9 13#9 7b9sus 7susadd3 9sus 13sus 7b13sus 11'.split(
    ' ',
  ),
];

/** A chord as a lead sheet sets it: the root, the family's mark on the line, the rest raised small. */
export interface ChordDisplay {
  /** "B♭", with ♭ and ♯ as the key picker draws them. */
  readonly root: string;
  /** On the line after the root: "−" minor, "Δ" major seventh, "−Δ" minor-major, "ø", "°", "+", or "". */
  readonly quality: string;
  /** Raised after it: "7", "7♭9", "6/9", "9sus", "alt"… or "". */
  readonly raised: string;
  /** The slash bass, "D" or "B♭". */
  readonly bass?: string;
}

/** "Bb" → "B♭", "F#" → "F♯": the glyphs the picker's KeyName draws. */
export function noteGlyphs(note: string): string {
  return note.replace(/b/g, '\u266d').replace(/#/g, '\u266f');
}

/**
 * How to set a chord: `{ root: 'B♭', quality: '−', raised: '7♭9' }`. Only the family's mark sits on the
 * line (− minor, Δ major seventh, ø half-diminished, ° diminished, + augmented); the number, alterations,
 * sus, add and alt are raised. The fifth and two chords raise their number too ("C" + "5").
 */
export function chordDisplay(chord: Chord): ChordDisplay {
  const root = noteGlyphs(chord.root);
  const bass = chord.bass === undefined ? {} : { bass: noteGlyphs(chord.bass) };
  const parts = readQuality(chord.quality);
  // A quality that is none (a chart made by hand, not read): shown as it is.
  if (parts === null) return { root, quality: '', raised: chord.quality, ...bass };
  const quality = FAMILIES[parts.family].mark + (parts.major ? '\u0394' : '');
  const number =
    parts.family === 'power' ? '5' : parts.family === 'two' ? '2' : parts.number.replace('69', '6/9');
  const raised =
    number +
    noteGlyphs(parts.alterations.join('')) +
    (parts.altered ? 'alt' : '') +
    (parts.sus ? 'sus' : '') +
    parts.add;
  return { root, quality, raised, ...bass };
}

/** Numbers and degrees in words. */
const WORDS: Readonly<Record<string, string>> = {
  '5': 'five',
  '6': 'six',
  '69': 'six nine',
  '7': 'seven',
  '9': 'nine',
  '11': 'eleven',
  '13': 'thirteen',
};

/** "B flat", "F sharp", "C". */
export function noteSpoken(note: string): string {
  return note.replace(/^([A-G])b$/, '$1 flat').replace(/^([A-G])#$/, '$1 sharp');
}

/**
 * A chord in words for screen readers: "C minor seven", "B flat major seven", "C seven flat nine",
 * "F sharp half-diminished seven", "C over E". iReal's bare triangle "C^" is "C major seven".
 */
export function chordSpoken(chord: Chord): string {
  const parts = readQuality(chord.quality);
  const over = chord.bass === undefined ? '' : `over ${noteSpoken(chord.bass)}`;
  if (parts === null) return [noteSpoken(chord.root), chord.quality, over].filter(Boolean).join(' ');
  const words = [
    noteSpoken(chord.root),
    FAMILIES[parts.family].words,
    parts.major ? 'major' : '',
    (WORDS[parts.number] ?? '') || (parts.major ? 'seven' : ''),
    ...parts.alterations.map(
      (alteration) => `${alteration[0] === 'b' ? 'flat' : 'sharp'} ${WORDS[alteration.slice(1)]}`,
    ),
    parts.altered ? 'altered' : '',
    parts.sus ? 'sus' : '',
    parts.add === 'add9' ? 'add nine' : parts.add === 'add3' ? 'add three' : '',
    over,
  ];
  return words.filter((word) => word !== '').join(' ');
}

// ---- Reading a quality -------------------------------------------------------------------------------

// The marks of a family. A major seventh's symbol alone is iReal's triangle "^", its word alone ("maj")
// the major triad; "madd9" is minor add nine, not "ma" and "dd9".
const MAJOR_SYMBOL = /^\^/;
const MAJOR_WORD = /^(?:maj|Maj|MAJ|ma(?!dd)|Ma|MA|M)/;
const MINOR_WORD = /^(?:min|mi|m|-)/;
const OTHER_FAMILY = /^(?:dim|o|h|aug|\+)/;
/** After the family, one mark at a time: a number, sus, add, alt, an alteration ("b9", "+5", "-9"), "+". */
const MARK =
  /^(?:(69|13|11|9|7|6|5|2)|(sus4|sus2|sus)|(add9|add2|add3)|(alt)|([b#+-])(13|11|9|6|5)|(\+|aug))/;

function take(text: string, at: number, mark: RegExp): string | null {
  return mark.exec(text.slice(at))?.[0] ?? null;
}

/**
 * Takes a written quality apart, or null. Unicode marks become their ASCII letters first (Δ ^, ø h, ° o,
 * − -), brackets and commas go ("7(b9,#11)" is "7b9#11"), then the marks are read left to right.
 */
function readQuality(written: string): Parts | null {
  const text = written
    .replace(/[\u0394\u2206]/g, '^')
    .replace(/[\u00f8\u00d8]/g, 'h')
    .replace(/[\u00b0\u00ba]/g, 'o')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\s(),]/g, '');
  let at = 0;
  let family: Family = 'major';
  let majorMark: 'symbol' | 'word' | null = null;
  const readMajorMark = () => {
    const symbol = take(text, at, MAJOR_SYMBOL);
    const word = symbol ? null : take(text, at, MAJOR_WORD);
    if (symbol) majorMark = 'symbol';
    else if (word) majorMark = 'word';
    at += (symbol ?? word ?? '').length;
  };

  // The family first: a major mark, or minor (then maybe a major mark: "mMaj7", "-^7"), diminished,
  // half-diminished or augmented (then maybe a major mark: "+^7", "o^7").
  readMajorMark();
  if (majorMark === null) {
    const minor = take(text, at, MINOR_WORD);
    const other = minor ? null : take(text, at, OTHER_FAMILY);
    if (minor) family = 'minor';
    else if (other === 'dim' || other === 'o') family = 'diminished';
    else if (other === 'h') family = 'half-diminished';
    else if (other) family = 'augmented';
    at += (minor ?? other ?? '').length;
    if (family === 'minor' || family === 'augmented' || family === 'diminished') readMajorMark();
  }

  let number: ChordNumber | '5' | '2' = '';
  const alterations = new Set<Alteration>();
  let altered = false;
  let sus: '' | '4' | '2' = '';
  let add: '' | 'add9' | 'add3' = '';
  let sharpFifth = family === 'augmented';
  while (at < text.length) {
    const match = MARK.exec(text.slice(at));
    if (!match) return null;
    const [mark, digits, suspended, added, alt, accidental, degree, raised] = match;
    if (digits) {
      if (number !== '') return null;
      number = digits as ChordNumber | '5' | '2';
    } else if (suspended) {
      if (sus !== '') return null;
      sus = suspended === 'sus2' ? '2' : '4';
    } else if (added) {
      if (add !== '') return null;
      add = added === 'add3' ? 'add3' : 'add9';
    } else if (alt) {
      if (altered) return null;
      altered = true;
    } else if (accidental && degree) {
      const alteration = `${accidental === 'b' || accidental === '-' ? 'b' : '#'}${degree}`;
      if (!isAlteration(alteration) || alterations.has(alteration)) return null;
      alterations.add(alteration);
    } else if (raised) {
      // "C7+", "C7aug": the seventh with a raised fifth.
      if (sharpFifth || number === '') return null;
      sharpFifth = true;
    }
    at += mark.length;
  }
  if (sharpFifth) {
    if (alterations.has('#5')) return null;
    alterations.add('#5');
  }
  return settle(family, majorMark, number, [...alterations], altered, sus, add);
}

/** The parts read, put into their one canonical form, or null where they make no chord. */
function settle(
  family: Family,
  majorMark: 'symbol' | 'word' | null,
  number: ChordNumber | '5' | '2',
  alterations: Alteration[],
  altered: boolean,
  sus: '' | '4' | '2',
  add: '' | 'add9' | 'add3',
): Parts | null {
  // "C+5" and "Caug5" are "C+": the 5 says again that the fifth is raised.
  if (family === 'augmented' && number === '5')
    return settle(family, majorMark, '', alterations, altered, sus, add);
  const none = alterations.length === 0 && !altered && sus === '' && add === '';
  const sorted = ALTERATIONS.filter((alteration) => alterations.includes(alteration));
  const parts = (p: Partial<Parts> & Pick<Parts, 'family'>): Parts => ({
    major: false,
    number: '',
    alterations: sorted,
    altered: false,
    sus: false,
    add: '',
    ...p,
  });
  // A ninth can't be flat or sharp on a ninth chord, nor an eleventh on an eleventh, a thirteenth on a
  // thirteenth; b6 is the minor triad's alone ("C-b6").
  const clash =
    (number === '9' && (alterations.includes('b9') || alterations.includes('#9'))) ||
    (number === '11' && alterations.includes('#11')) ||
    (number === '13' && alterations.includes('b13')) ||
    (alterations.includes('b6') && (family !== 'minor' || number !== '' || alterations.length > 1));
  if (clash) return null;

  if (number === '5' || number === '2' || sus === '2') {
    const only = family === 'major' && majorMark === null && alterations.length === 0 && !altered;
    if (!only || add !== '') return null;
    if (sus === '2') return number === '' ? parts({ family: 'two' }) : null;
    if (sus !== '') return null;
    return parts({ family: number === '5' ? 'power' : 'two' });
  }
  // 6 and 6/9 are the same chord with or without a major mark ("CM6"); "6add9" is 6/9.
  let chordNumber: ChordNumber = number;
  if (add === 'add9' && number === '6') {
    chordNumber = '69';
    add = '';
  }
  const sixth = chordNumber === '6' || chordNumber === '69';

  switch (family) {
    case 'diminished':
      // "o^7", diminished with a major seventh, is in iReal charts though not in its list.
      if (!none || (chordNumber !== '' && chordNumber !== '7')) return null;
      return majorMark === null
        ? parts({ family, number: chordNumber })
        : parts({ family, major: true, number: '7' });
    case 'half-diminished':
      return none && majorMark === null && ['', '7', '9'].includes(chordNumber)
        ? parts({ family, number: chordNumber })
        : null;
    case 'augmented': {
      // "C+" alone; with a seventh it is the seventh with a raised fifth.
      if (
        chordNumber === '' &&
        majorMark === null &&
        alterations.length === 1 &&
        !altered &&
        sus === '' &&
        add === ''
      )
        return parts({ family, alterations: [] });
      return settle(
        'major',
        majorMark,
        chordNumber === '' ? '7' : chordNumber,
        alterations,
        altered,
        sus,
        add,
      );
    }
    case 'minor': {
      if (altered || sus !== '' || add === 'add3') return null;
      if (majorMark !== null && !sixth)
        return add === '' ? parts({ family, major: true, number: chordNumber || '7' }) : null;
      if (chordNumber === '') {
        if (add !== '') return alterations.length === 0 ? parts({ family, add }) : null;
        // Only the minor triad's own colours: "C-b6", "C-#5".
        const ok = sorted.length === 0 || (sorted.length === 1 && (sorted[0] === 'b6' || sorted[0] === '#5'));
        return ok ? parts({ family }) : null;
      }
      return add === '' ? parts({ family, number: chordNumber }) : null;
    }
    case 'major':
    case 'power':
    case 'two': {
      if (majorMark !== null && !sixth) {
        if (altered || sus !== '' || add !== '') return null;
        if (chordNumber === '' && sorted.length === 0)
          return majorMark === 'symbol'
            ? parts({ family: 'major', major: true })
            : parts({ family: 'major' });
        return parts({ family: 'major', major: true, number: chordNumber || '7' });
      }
      if (altered) {
        return sorted.length === 0 && sus === '' && add === '' && (chordNumber === '' || chordNumber === '7')
          ? parts({ family: 'major', number: '7', altered: true })
          : null;
      }
      if (add === 'add3') {
        return sus !== '' && chordNumber === '7' && sorted.length === 0
          ? parts({ family: 'major', number: '7', sus: true, add })
          : null;
      }
      if (add === 'add9') {
        return chordNumber === '' && sus === '' && sorted.length === 0
          ? parts({ family: 'major', add })
          : null;
      }
      if (sus !== '') {
        return sixth ? null : parts({ family: 'major', number: chordNumber, sus: true });
      }
      if (chordNumber === '') {
        // A triad's only colour is a raised fifth: "C(#5)" is "C+".
        if (sorted.length === 0) return parts({ family: 'major' });
        return sorted.length === 1 && sorted[0] === '#5'
          ? parts({ family: 'augmented', alterations: [] })
          : null;
      }
      return parts({ family: 'major', number: chordNumber });
    }
  }
}

/** The canonical (iReal Pro) text of a quality. */
function qualityText(parts: Parts): string {
  return (
    FAMILIES[parts.family].text +
    (parts.major ? '^' : '') +
    parts.number +
    parts.alterations.join('') +
    (parts.altered ? 'alt' : '') +
    (parts.sus ? 'sus' : '') +
    parts.add
  );
}
