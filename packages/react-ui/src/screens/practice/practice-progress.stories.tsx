import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type Knowledge,
  keyedRecords,
  type Library,
  type Review,
  type Song,
  seededRandom,
} from '@tunedeck/core';
import {
  addDays,
  KEY_ROTATION,
  keysCoveredHistory,
  levelHistory,
  practiceCalendar,
} from '@tunedeck/core/practice';
import { expect } from 'storybook/test';
import { atWidth, showInPictures } from '../../test/story-width.js';
import { KeysChart } from './keys-chart.js';
import { LevelChart } from './level-chart.js';
import { PracticeCalendar } from './practice-calendar.js';

// Friday 20 November 2026, 8 pm on the device: the data are built in the device's days (as core counts
// them), so the pictures are the same in every time zone.
const NOW = new Date(2026, 10, 20, 20, 0).getTime();
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

type ProgressLibrary = Pick<Library, 'songs' | 'reviews'>;

const song = (index: number, knowledge: Knowledge, created: number): Song => ({
  id: `song${String(index).padStart(11, '0')}`,
  title: `Tune ${index + 1}`,
  key: 'C',
  knowledge,
  notes: '',
  composer: '',
  style: '',
  created,
});

/**
 * Half a year of a musician who practises most days: 45 tunes from before, 15 learned since, a few to a
 * dozen tunes an evening, each practice moving a tune up a level now and then.
 */
function busyMusician(): ProgressLibrary {
  const random = seededRandom(29);
  const start = addDays(NOW, -26 * 7);
  const levels: Knowledge[] = [];
  const created: number[] = [];
  for (let index = 0; index < 60; index += 1) {
    const old = index < 45;
    levels.push(old ? (['know', 'med', 'new'] as const)[index % 3]! : 'new');
    created.push(old ? addDays(NOW, -400) : addDays(start, (index - 45) * 12) + 9 * HOUR);
  }
  const reviews: Record<string, Review> = {};
  // Each tune goes round the keys (all twelve on), one a practice; every fifth a Hard.
  const rounds = new Map<number, number>();
  for (let day = start; day <= NOW; day = addDays(day, 1)) {
    if (random() < 0.45) continue;
    const tunes = 1 + Math.floor(random() * random() * 12);
    for (let played = 0; played < tunes; played += 1) {
      const reviewed = day + 17 * HOUR + played * 4 * MINUTE;
      const open = created.flatMap((time, index) => (time <= reviewed ? [index] : []));
      const index = open[Math.floor(random() * open.length)]!;
      const id = `rev${String(Object.keys(reviews).length).padStart(12, '0')}`;
      const round = rounds.get(index) ?? 0;
      rounds.set(index, round + 1);
      reviews[id] = {
        id,
        song: song(index, 'new', 0).id,
        title: `Tune ${index + 1}`,
        grade: round % 5 === 4 ? 2 : 3,
        source: 'practice',
        key: KEY_ROTATION[round % 12]!,
        level: levels[index]!,
        seconds: 60 + Math.floor(random() * 360),
        reviewed,
      };
      const level = levels[index]!;
      if (level === 'new' && random() < 0.3) levels[index] = 'med';
      else if (level === 'med' && random() < 0.15) levels[index] = 'know';
    }
  }
  const songs: Record<string, Song> = {};
  levels.forEach((level, index) => {
    const made = song(index, level, created[index]!);
    songs[made.id] = made;
  });
  return { songs, reviews: keyedRecords(reviews) };
}

/** A first week: eight tunes added on Monday, two evenings of practice. */
function firstWeek(): ProgressLibrary {
  const monday = addDays(NOW, -4);
  const songs: Record<string, Song> = {};
  for (let index = 0; index < 8; index += 1) {
    const made = song(index, index < 2 ? 'med' : 'new', monday + 10 * HOUR);
    songs[made.id] = made;
  }
  const reviews: Record<string, Review> = {};
  const evenings: [number, number][] = [
    [addDays(NOW, -2), 3],
    [addDays(NOW, 0), 1],
  ];
  for (const [evening, tunes] of evenings)
    for (let played = 0; played < tunes; played += 1) {
      const id = `rev${String(Object.keys(reviews).length).padStart(12, '0')}`;
      reviews[id] = {
        id,
        song: song(played, 'new', 0).id,
        title: `Tune ${played + 1}`,
        grade: 3,
        source: 'practice',
        key: 'C',
        level: played < 2 ? 'med' : 'new',
        seconds: 300,
        reviewed: evening + 18 * HOUR + played * 6 * MINUTE,
      };
    }
  return { songs, reviews: keyedRecords(reviews) };
}

const busy = busyMusician();

/** A long life of tunes: the busy musician's sixty and 4,940 more from years ago. */
function fiveThousandTunes(): ProgressLibrary {
  const songs = { ...busy.songs };
  for (let index = 60; index < 5000; index += 1) {
    const made = song(index, (['know', 'med', 'new'] as const)[index % 3]!, addDays(NOW, -1000));
    songs[made.id] = made;
  }
  return { songs, reviews: busy.reviews };
}
const empty: ProgressLibrary = { songs: {}, reviews: keyedRecords() };

interface ProgressProps {
  library: ProgressLibrary;
  now: number;
}

/** The three charts as the practice page draws them, under its Progress heading. */
function Progress({ library, now }: ProgressProps) {
  return (
    <div className="td-root td-screen-body">
      <h2>Progress</h2>
      <PracticeCalendar calendar={practiceCalendar(library, now)} now={now} />
      <LevelChart weeks={levelHistory(library, now)} />
      <KeysChart weeks={keysCoveredHistory({ reviews: library.reviews, plays: keyedRecords() }, now)} />
    </div>
  );
}

const meta = {
  title: 'Charts/Practice Progress',
  component: Progress,
  args: { library: busy, now: NOW },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

const busyCalendar = practiceCalendar(busy, NOW);

/** Half a year of practice most days: a heat map, then the levels rising week by week. */
export const BusyMusician: Story = {
  play: async ({ canvas }) => {
    const { activeDays, totalTunes, busiest } = busyCalendar;
    await expect(
      canvas.getByRole('img', {
        name: `Practised on ${activeDays} days in the last 26 weeks, ${totalTunes} tunes in all; busiest day ${busiest} tunes`,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Tunes by level over the last 26 weeks' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Keys covered over the last 26 weeks' }),
    ).toHaveAccessibleDescription('Keys covered: 0 to 286, in 58 tunes.');
  },
};

/** Nothing practised, no tunes: a sentence each instead of an empty grid and an empty chart. */
export const NewMusician: Story = {
  args: { library: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No practice yet: days you practise show here.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Two evenings in the first week: each tune a step of its own (a busiest day of 3 is not drawn darkest). */
export const FirstWeek: Story = {
  args: { library: firstWeek() },
};

/** 5,000 tunes: the axis and the labels keep room for four digits. */
export const FiveThousandTunes: Story = {
  args: { library: fiveThousandTunes() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Know 1,6\d\d$/)).toBeVisible();
  },
};

/** The numbers behind both charts, opened. */
export const AsTables: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const summary of canvas.getAllByText('Show as a table')) await userEvent.click(summary);
    const [days, levels, keys] = canvas.getAllByRole('table');
    await expect(days!.querySelectorAll('tbody tr')).toHaveLength(26);
    await expect(levels!.querySelectorAll('tbody tr')).toHaveLength(26);
    await expect(keys!.querySelectorAll('tbody tr')).toHaveLength(26);
    // The picture shows the level table's first rows, without the focus ring of the last click.
    (document.activeElement as HTMLElement | null)?.blur();
    showInPictures(levels!);
  },
};

export const BusyMusicianDark: Story = { globals: { theme: 'dark' } };

export const NewMusicianDark: Story = { args: { library: empty }, globals: { theme: 'dark' } };

/** On a 320px phone the charts scale down to the column: no sideways scrolling. */
export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-story-width]')!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(320);
    for (const chart of column.querySelectorAll('svg'))
      await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(
        column.getBoundingClientRect().right,
      );
  },
};

export const Narrow320Dark: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false }, theme: 'dark' },
};

export const Phone375: Story = {
  decorators: [atWidth(375)],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Desktop1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Desktop1280Dark: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
};
