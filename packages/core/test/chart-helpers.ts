import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readIRealChart } from '../src/chart/ireal.js';
import type { Bar, Chart, Chord, Slot } from '../src/chart/model.js';
import { JUMPS } from '../src/chart/model.js';
import { CHART_TIMES } from '../src/chart/text.js';
import { type Random, randomIndex, randomItem } from '../src/model/random.js';

const ROOTS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C#', 'G#'];
const QUALITIES = [
  '',
  '-',
  '-7',
  '^7',
  'h7',
  'o7',
  '7',
  '7b9',
  '7sus',
  '+',
  '6',
  '69',
  '7alt',
  '-^7',
  '^7#11',
  '13',
];
const SECTIONS = ['A', 'B', 'C', 'D', 'Intro', 'Verse', 'Solo 2'];
const WORDS = [
  '3x',
  'solo on AABA',
  'say "when"',
  'back\\slash',
  'two\nlines',
  '\u201csmart\u201d',
  ' padded ',
  '<b>',
];

const pick = <T>(random: Random, items: readonly T[]): T => randomItem(random, items) as T;
const chance = (random: Random, p: number) => random() < p;

function randomChord(random: Random): Chord {
  const chord = { root: pick(random, ROOTS), quality: pick(random, QUALITIES) };
  return chance(random, 0.15) ? { ...chord, bass: pick(random, ROOTS) } : chord;
}

/** A place at random; any may carry an alternate. */
function randomSlot(random: Random): Slot {
  const roll = random();
  const slot: Slot =
    roll < 0.1
      ? { kind: 'slash' }
      : roll < 0.15
        ? { kind: 'no-chord' }
        : { kind: 'chord', chord: randomChord(random) };
  return chance(random, slot.kind === 'slash' ? 0.4 : 0.1)
    ? { ...slot, alternate: randomChord(random) }
    : slot;
}

/** The slots of a repeat's bar: none, or slashes that carry alternates over the sign. */
function repeatSlots(random: Random): Slot[] {
  if (chance(random, 0.7)) return [];
  return Array.from({ length: 1 + randomIndex(random, 4) }, () =>
    chance(random, 0.7) ? { kind: 'slash', alternate: randomChord(random) } : { kind: 'slash' },
  );
}

/** The content and the signs of a bar's start, at random. */
function startBar(random: Random, bar: { -readonly [K in keyof Bar]: Bar[K] }, index: number) {
  const roll = random();
  if (roll < 0.14) {
    bar.repeat = roll < 0.08 ? 'bar' : 'two-bars';
    bar.slots = repeatSlots(random);
  } else if (roll >= 0.2)
    bar.slots = Array.from({ length: 1 + randomIndex(random, 4) }, () => randomSlot(random));
  if (index === 0 || chance(random, 0.08)) {
    const [beats, unit] = pick(random, CHART_TIMES).split('/').map(Number);
    bar.time = { beats: beats as number, unit: unit as 2 | 4 | 8 };
  }
  if (chance(random, 0.15)) bar.section = pick(random, SECTIONS);
  if (chance(random, 0.1)) bar.repeatStart = true;
  if (chance(random, 0.1)) bar.ending = (1 + randomIndex(random, 3)) as 1 | 2 | 3;
  if (chance(random, 0.05)) bar.segno = true;
  if (chance(random, 0.06)) bar.coda = true;
}

/**
 * A chart made of every construct the model has, in a form the typed text can hold: the first bar
 * carries a time, a bar with a repeat sign has no chords (only slashes, most with alternates), and words
 * and section names are not empty.
 */
export function randomChart(random: Random, size = 1 + randomIndex(random, 40)): Chart {
  const bars: Bar[] = [];
  let secondHalf = false;
  for (let index = 0; index < size; index += 1) {
    const bar: { -readonly [K in keyof Bar]: Bar[K] } = { slots: [], end: 'single' };
    // Mostly, "%%" is followed by its second bar: empty, with no sign of a bar's start.
    const half = secondHalf && index > 0;
    secondHalf = false;
    if (!half) startBar(random, bar, index);
    if (bar.repeat === 'two-bars') secondHalf = chance(random, 0.6);
    if (chance(random, 0.05)) bar.fermata = true;
    if (chance(random, 0.08)) bar.text = pick(random, WORDS);
    if (chance(random, 0.05)) bar.toCoda = true;
    if (chance(random, 0.05)) bar.jump = pick(random, JUMPS);
    if (chance(random, 0.04)) bar.fine = true;
    const end = random();
    bar.end = end < 0.7 ? 'single' : end < 0.8 ? 'double' : end < 0.93 ? 'repeat' : 'final';
    bars.push(bar);
  }
  return { bars };
}

/**
 * A real playlist (iReal Pro forum's public ones, see test/playlists/README.md): each song's fields
 * (title, composer, style, key, …, the music at index 6).
 */
export function playlistSongs(name: string): string[][] {
  const link = gunzipSync(readFileSync(new URL(`playlists/${name}.txt.gz`, import.meta.url))).toString();
  const parts = decodeURIComponent(link.trim().replace(/^irealb:\/\//, '')).split('===');
  parts.pop(); // the playlist's name
  return parts.map((part) => part.split('='));
}

/**
 * A bar in a line, for reading charts in a test: its marks as iReal Pro writes them (Q the coda sign,
 * "toQ" To Coda), its slots ("/" slash, "NC", an alternate in brackets after its place), its end.
 */
export function barLine(bar: Bar): string {
  const chordName = (c: Chord) => c.root + c.quality + (c.bass ? `/${c.bass}` : '');
  const slots = bar.slots.map(
    (slot) =>
      (slot.kind === 'chord' ? chordName(slot.chord) : slot.kind === 'slash' ? '/' : 'NC') +
      (slot.alternate ? `(${chordName(slot.alternate)})` : ''),
  );
  return [
    bar.section && `*${bar.section}`,
    bar.time && `${bar.time.beats}/${bar.time.unit}`,
    bar.repeatStart && '{',
    bar.ending && `N${bar.ending}`,
    bar.segno && 'S',
    bar.coda && 'Q',
    bar.fermata && 'f',
    bar.text && `"${bar.text}"`,
    bar.repeat === 'bar' ? 'x' : bar.repeat === 'two-bars' ? 'r' : '',
    slots.join(' '),
    bar.toCoda && 'toQ',
    bar.jump && `<${bar.jump}>`,
    bar.fine && '<Fine>',
    { single: '|', double: ']', repeat: '}', final: 'Z' }[bar.end],
  ]
    .filter(Boolean)
    .join(' ');
}

/** A chord as the model holds it (tests build charts by hand with it). */
export const chord = (root: string, quality = '', bass?: string): Chord =>
  bass === undefined ? { root, quality } : { root, quality, bass };
/** A place holding that chord. */
export const ch = (root: string, quality = '', bass?: string): Slot => ({
  kind: 'chord',
  chord: chord(root, quality, bass),
});
export const SLASH: Slot = { kind: 'slash' };
export const NC: Slot = { kind: 'no-chord' };

/** The bars of an iReal Pro chart string, which must read. */
export function iRealBars(music: string): readonly Bar[] {
  const read = readIRealChart(music);
  if ('problem' in read) throw new Error(read.problem);
  return read.chart.bars;
}
