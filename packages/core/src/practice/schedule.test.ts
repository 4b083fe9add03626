import { type Card, createEmptyCard, type Grade as FsrsGrade, fsrs, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import { seededRandom } from '../model/random.js';
import type { Grade, Library, PracticeCard, Review } from '../model/records.js';
import { EMPTY_LIBRARY } from '../model/records.js';
import { currentCard, fromFsrsCard, gradeOutcomes, reviewCard, toFsrsCard } from './schedule.js';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 5, 18, 0);
const SONG = 'song00000000001';

// ts-fsrs as its own documentation uses it, with our two choices: whole days, no fuzz.
const reference = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

describe('the scheduler is ts-fsrs', () => {
  it('gives the same card as ts-fsrs after each of 2,000 seeded grades at seeded times (50 tunes)', () => {
    const random = seededRandom(2026);
    for (let tune = 0; tune < 50; tune += 1) {
      let ours: PracticeCard | null = null;
      let theirs: Card = createEmptyCard(new Date(START));
      let now = START + tune * 3_600_000;
      for (let step = 0; step < 40; step += 1) {
        const grade = (1 + Math.floor(random() * 4)) as Grade;
        ours = reviewCard(ours, SONG, grade, now);
        theirs = reference.next(theirs, new Date(now), grade as FsrsGrade).card;
        expect(ours).toEqual(fromFsrsCard(SONG, theirs));
        // Early, on time or late: up to twice the interval, to the minute.
        now =
          theirs.due.getTime() +
          Math.floor(((random() - 0.5) * 2 * (theirs.due.getTime() - now)) / 60_000) * 60_000;
        now = Math.max(now, theirs.last_review!.getTime() + 60_000);
      }
    }
  });

  it('stores a card without losing what ts-fsrs needs: stored and read back, the next grade is the same', () => {
    const card = reference.next(createEmptyCard(new Date(START)), new Date(START), 3).card;
    const stored = fromFsrsCard(SONG, card);
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
    const later = new Date(START + 5 * DAY);
    expect(reference.next(toFsrsCard(stored), later, 2).card).toEqual(reference.next(card, later, 2).card);
  });

  it('writes the first grades exactly (FSRS defaults, whole days): Again 1 day, Hard 2, Good 3, Easy 8', () => {
    const outcomes = gradeOutcomes(null, SONG, START);
    expect([1, 2, 3, 4].map((grade) => outcomes[grade as Grade].days)).toEqual([1, 2, 3, 8]);
    expect(outcomes[3].card).toEqual({
      id: SONG,
      song: SONG,
      due: START + 3 * DAY,
      stability: 2.3065,
      difficulty: 2.11810397,
      scheduled: 3,
      reps: 1,
      lapses: 0,
      state: 2,
      last: START,
    });
  });
});

describe('currentCard', () => {
  const card = reviewCard(null, SONG, 3, START);
  const review = (id: string, reviewed: number, source: Review['source'], grade: Grade = 3): Review => ({
    id,
    song: SONG,
    title: 'Solar',
    grade,
    source,
    key: 'C',
    level: 'new',
    seconds: 0,
    reviewed,
  });
  const library = (reviews: Review[]): Library => ({
    ...EMPTY_LIBRARY,
    cards: { [SONG]: card },
    reviews: keyedRecords(reviews),
  });

  it('is the stored card when no review came after it', () => {
    expect(currentCard(library([review('r1', START, 'practice')]), SONG)).toBe(card);
  });

  it('applies the gig plays since the last grade, in order, as ts-fsrs would', () => {
    const first = START + 3 * DAY;
    const second = START + 11 * DAY;
    const lib = library([
      review('r1', START, 'practice'),
      review('g2', second, 'gig'),
      review('g1', first, 'gig'),
    ]);
    const expected = reference.next(
      reference.next(toFsrsCard(card), new Date(first), 3).card,
      new Date(second),
      3,
    ).card;
    expect(currentCard(lib, SONG)).toEqual(fromFsrsCard(SONG, expected));
  });

  it('is null for a song never practised', () => {
    expect(currentCard(EMPTY_LIBRARY, SONG)).toBeNull();
  });
});
