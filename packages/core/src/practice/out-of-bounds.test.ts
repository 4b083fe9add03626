// Practice with records stored at times out of bounds (before the backends refused them, or written
// straight into the database): a review at 1e308 once made the practice page fail on every load.

import { describe, expect, it } from 'vitest';
import { applyChange } from '../library/change.js';
import { recordPlay } from '../library/rules/history.js';
import { keyedRecords } from '../model/keyed.js';
import { seededRandom } from '../model/random.js';
import type { Library, PracticeCard, Review } from '../model/records.js';
import { buildLibrary, songIdOf } from '../testing/fixtures.js';
import { gigReview, gradeTune } from './grade.js';
import { levelHistory, practiceCalendar } from './progress.js';
import { reviewCard } from './schedule.js';
import { DEFAULT_PRACTICE } from './settings.js';
import { practicePageView, songPracticeView } from './view.js';

// Calendar days are the device's: these expectations are in UTC.
process.env.TZ = 'UTC';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 20);
const songs = buildLibrary({
  sets: { Gig: ['Solar', 'Nardis', 'Blue Bossa'] },
  songs: { Solar: { knowledge: 'new' }, Nardis: { knowledge: 'new' }, 'Blue Bossa': { knowledge: 'new' } },
});
const gig = Object.keys(songs.sets)[0]!;
const solar = songIdOf(songs, 'Solar');
const nardis = songIdOf(songs, 'Nardis');
const bossa = songIdOf(songs, 'Blue Bossa');

const review = (id: string, song: string, reviewed: number, grade: Review['grade'] = 3): Review => ({
  id,
  song,
  title: songs.songs[song]!.title,
  grade,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 300,
  reviewed,
});

// Solar graded Good three days ago: due today. Then what no backend takes any more: a review of Solar
// and one of Nardis at 1e308, a card of Blue Bossa due at 1e308, one review before 2000.
const graded = reviewCard(null, solar, 3, NOW - 3 * DAY);
const farCard: PracticeCard = { ...reviewCard(null, bossa, 3, NOW - DAY), due: 1e308 };
const library: Library = {
  ...songs,
  cards: { [solar]: graded, [bossa]: farCard },
  reviews: keyedRecords([
    review('r1', solar, NOW - 3 * DAY),
    review('r2', solar, 1e308, 1),
    review('r3', nardis, 1e308),
    review('r4', nardis, -5),
  ]),
};

describe('practice with records stored out of bounds', () => {
  it('shows the list, leaving out the reviews and cards it cannot schedule from', () => {
    const view = practicePageView(library, NOW, DEFAULT_PRACTICE, 'UTC');
    // Blue Bossa's card is left out: it is practised as a tune never practised (a grade writes it anew).
    expect(view.tunes.map((tune) => [tune.title, tune.status, tune.estimate])).toEqual([
      ['Solar', 'Due today', 'About 5 min'],
      ['Nardis', 'First time', 'About 4 min'],
      ['Blue Bossa', 'First time', 'About 4 min'],
    ]);
    // Solar's grades follow its review of three days ago, not the one at 1e308.
    expect(view.grades.map((grade) => grade.accessibleName)).toEqual([
      'Again — in 1 day',
      'Hard — in 9 days',
      'Good — in 2 weeks',
      'Easy — in 3 weeks',
    ]);
    expect([view.summary, view.doneText, view.waitingText]).toEqual(['3 tunes, about 13 min', '', '']);
    expect(view.coming.map((day) => `${day.label}: ${day.summary}`)).toEqual([
      'Tomorrow: 1 tune',
      'Thu 26 Nov: Nothing due',
      'Fri 27 Nov: Nothing due',
      'Sat 28 Nov: Nothing due',
      'Sun 29 Nov: Nothing due',
      'Mon 30 Nov: Nothing due',
      'Tue 1 Dec: Nothing due',
    ]);
  });

  it('draws the calendar and the level chart from the reviews within bounds', () => {
    const calendar = practiceCalendar(library, NOW);
    expect([calendar.totalTunes, calendar.activeDays, calendar.busiest]).toEqual([1, 1, 1]);
    const levels = levelHistory(library, NOW);
    expect(levels.at(-1)).toEqual({ end: NOW, counts: { new: 3, med: 0, know: 0 } });
  });

  it('gives a song’s page its practice, and a card due at 1e308 as no card', () => {
    const view = songPracticeView(library, solar, NOW, { timeZone: 'UTC' });
    expect(view).toEqual({
      inPractice: true,
      nextDue: 'Due today',
      summary: 'Practised once',
      reviews: [{ id: 'r1', date: 'Sat 21 Nov 2026', grade: 'Good', keyLabel: 'C', time: '5 min' }],
      more: 0,
      keys: expect.objectContaining({ covered: 1, summary: '1 of 12 keys covered' }),
    });
    // The review at 1e308 covers no key.
    expect(view.keys.slots.filter((slot) => slot.state !== 'never').map((slot) => slot.description)).toEqual([
      'C: covered, Good, practised 3 days ago',
    ]);
    expect(songPracticeView(library, bossa, NOW)).toMatchObject({ inPractice: false, nextDue: '' });
  });

  it('grades a tune whose card is out of bounds from a fresh card, writing over the stored one', () => {
    const context = { random: seededRandom(1), now: () => NOW };
    const result = gradeTune(library, { id: bossa, grade: 3, key: 'C', seconds: 0 }, context);
    if (!result.ok) throw new Error(result.reason);
    const { id: _id, ...fresh } = reviewCard(null, bossa, 3, NOW);
    expect(result.card).toEqual({ id: bossa, ...fresh });
    expect(result.change.ops[0]).toEqual({ type: 'update', collection: 'cards', id: bossa, patch: fresh });
    // Solar's review at 1e308 is not folded in: the grade follows the one of three days ago.
    const solarGrade = gradeTune(library, { id: solar, grade: 3, key: 'C', seconds: 0 }, context);
    if (!solarGrade.ok) throw new Error(solarGrade.reason);
    expect(solarGrade.card).toEqual(reviewCard(graded, solar, 3, NOW));
  });

  it('counts a NEXT at a gig on a due tune as Good, and opens a new gig past one started at 1e308', () => {
    const withGig: Library = {
      ...library,
      gigs: keyedRecords([{ id: 'far', set: gig, setName: 'Gig', started: 1e308 }]),
    };
    const context = { random: seededRandom(2), now: () => NOW };
    const played = recordPlay(withGig, { setId: gig, tune: { song: solar, key: 'C' } }, context);
    if (!played.ok) throw new Error(played.reason);
    const opened = played.change.ops.find((op) => op.type === 'create' && op.collection === 'gigs');
    expect(opened).toMatchObject({ record: { set: gig, started: NOW } });
    const after = applyChange(withGig, played.change);
    const counted = gigReview(after, played.playId);
    expect(counted).toMatchObject({ ok: true, reviewed: true });
    expect(songPracticeView(applyChange(after, counted.change), solar, NOW)).toMatchObject({
      nextDue: 'Due in 2 weeks (Tue 8 Dec)',
      summary: 'Practised once; counted at 1 gig',
    });
  });
});
