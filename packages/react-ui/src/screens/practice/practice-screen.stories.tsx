import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  applyChange,
  type Instrument,
  type Library,
  type PracticeSettings,
  seededRandom,
} from '@tunedeck/core';
import { chartText } from '@tunedeck/core/chart';
import {
  gradeTune,
  levelHistory,
  practiceCalendar,
  practicePageView,
  practiceQueue,
  startPractice,
} from '@tunedeck/core/practice';
import { buildLibrary, songIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { LONG_CHART, SECTIONS_CHART } from '../../chart/fixtures.js';
import { EIGHTY, LONGEST_WORD, ONE_WORD, practiceCardLibrary } from '../../test/poster.js';
import { atWidth, onADesk, showInPictures } from '../../test/story-width.js';
import { LevelChart } from './level-chart.js';
import { PracticeCalendar } from './practice-calendar.js';
import { PracticeScreen } from './practice-screen.js';

// Friday 20 November 2026, 6 pm on the device: the list is worked out in the device's days.
const NOW = new Date(2026, 10, 20, 18, 0).getTime();
const DAY = 24 * 60 * 60 * 1000;
const DEFAULTS: PracticeSettings = { newPerDay: 3, minutes: 20, allKeys: false };
const LONG_TITLE = 'Theme From "Love Letters In The Sand And Other Very Long Ballad Titles"';

/**
 * A musician three weeks into practising: eight tunes in practice (two of them due, one overdue), three
 * New tunes never practised, and a wish on Tunes I Want To Learn.
 */
function practisingMusician(titles: { first?: string } = {}): Library {
  const first = titles.first ?? 'Stella By Starlight';
  let library = buildLibrary({
    sets: { Standards: [first, 'Solar', 'Blue Bossa', 'Autumn Leaves', 'Nardis', 'Footprints'] },
    songs: {
      [first]: {
        knowledge: 'med',
        key: 'B flat',
        notes: 'Intro: last 8 bars, rubato.\nSolo form: AABA, trade fours on the last chorus.',
      },
      Solar: { knowledge: 'med', key: 'C' },
      'Blue Bossa': { knowledge: 'know', key: 'C' },
      'Autumn Leaves': { knowledge: 'know', key: 'G' },
      Nardis: { knowledge: 'new', key: 'E' },
      Footprints: { knowledge: 'new', key: 'C' },
      'Body And Soul': { knowledge: 'new', key: 'D flat' },
      'Lush Life': { knowledge: 'new', key: 'D flat' },
      'Giant Steps': { knowledge: 'new', key: 'B' },
      'Moment’s Notice': { knowledge: 'new', key: 'E flat' },
      'Inner Urge': { knowledge: 'new', key: 'F sharp' },
    },
    wishlist: ['Countdown'],
    start: NOW - 90 * DAY,
  });
  const random = seededRandom(29);
  const at = (time: number) => ({ random, now: () => time });
  const grade = (title: string, grade: 1 | 2 | 3 | 4, time: number, seconds = 300) => {
    const result = gradeTune(library, { id: songIdOf(library, title), grade, key: 'C', seconds }, at(time));
    if (!result.ok) throw new Error(result.reason);
    library = applyChange(library, result.change);
  };
  // Three weeks ago: four tunes started; since, practised every few days.
  for (const [title, days] of [
    [first, 21],
    ['Solar', 21],
    ['Nardis', 20],
    ['Footprints', 20],
    ['Body And Soul', 14],
    ['Blue Bossa', 12],
  ] as const)
    grade(title, 3, NOW - days * DAY - 3 * 60 * 60 * 1000, 240);
  grade(first, 2, NOW - 18 * DAY, 420);
  grade(first, 3, NOW - 12 * DAY, 360);
  grade('Solar', 3, NOW - 17 * DAY);
  grade('Solar', 4, NOW - 9 * DAY);
  grade('Nardis', 1, NOW - 17 * DAY, 600);
  grade('Nardis', 3, NOW - 16 * DAY, 540);
  grade('Footprints', 3, NOW - 16 * DAY);
  grade('Body And Soul', 2, NOW - 11 * DAY, 480);
  grade('Blue Bossa', 4, NOW - 2 * DAY, 180);
  const started = startPractice(library, songIdOf(library, 'Autumn Leaves'), at(NOW - 3 * DAY));
  if (started.ok) library = applyChange(library, started.change);
  return library;
}

const practising = practisingMusician();

/**
 * The same musician with charts: Nardis, today's first tune (practised in E), has the 40-bar lead sheet
 * written in G minor; Autumn Leaves, later in the list, a 32-bar AABA.
 */
function withCharts(library: Library): Library {
  const nardis = songIdOf(library, 'Nardis');
  const autumn = songIdOf(library, 'Autumn Leaves');
  return {
    ...library,
    charts: {
      [nardis]: { id: nardis, song: nardis, key: 'G-', text: chartText(LONG_CHART) },
      [autumn]: { id: autumn, song: autumn, key: 'C', text: chartText(SECTIONS_CHART) },
    },
  };
}

const charted = withCharts(practising);

/** The same musician an hour after working through today's whole list. */
function doneForToday(): Library {
  let library = practising;
  const random = seededRandom(30);
  for (let minute = 60; ; minute -= 5) {
    const time = NOW - minute * 60 * 1000;
    const [first] = practiceQueue(library, time, DEFAULTS).items;
    if (!first) return library;
    const result = gradeTune(
      library,
      { id: first.id, grade: 3, key: first.key, seconds: 240 },
      { random, now: () => time },
    );
    if (!result.ok) throw new Error(result.reason);
    library = applyChange(library, result.change);
  }
}

interface StoryProps {
  library: Library;
  settings?: PracticeSettings;
  suggestion?: boolean;
  progress?: boolean;
  /** The chart's instrument (fixed: the pictures do not follow the device's). */
  instrument?: Instrument;
  chartsLoaded?: boolean;
}

function Practice({
  library,
  settings = DEFAULTS,
  suggestion,
  progress = true,
  instrument = 'concert',
  chartsLoaded = true,
}: StoryProps) {
  const view = practicePageView(library, NOW, settings);
  return (
    <PracticeScreen
      view={view}
      clock={() => NOW}
      charts={library.charts}
      chartsLoaded={chartsLoaded}
      instrument={instrument}
      onGrade={fn()}
      suggestion={
        suggestion
          ? { title: 'Solar', knowledge: 'know', question: 'Mark as Know?', accept: 'Mark as Know' }
          : null
      }
      onAcceptSuggestion={fn()}
      onDismissSuggestion={fn()}
      progress={
        progress ? (
          <>
            <PracticeCalendar calendar={practiceCalendar(library, NOW)} now={NOW} />
            <LevelChart weeks={levelHistory(library, NOW)} />
          </>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Screens/Practice',
  component: Practice,
  args: { library: practising },
} satisfies Meta<typeof Practice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's list: the most overdue first, its notes, the timer and the four grades with when each brings it back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    const grades = canvas.getByRole('group', { name: 'How did it go?' });
    await expect(grades).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Good — in \d+ (days|weeks)$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Timer' })).toBeVisible();
    // Today's tune has no chart: a quiet line, and the way to its page.
    await expect(canvas.getByText(/No chart for this tune yet\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute(
      'href',
      `/library/allsongs/${songIdOf(practising, 'Nardis')}`,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Checks the chart is drawn with this name, and scrolls it (and its key line) to the top of the pictures. */
async function chartInPictures(canvas: ReturnType<typeof within>, name: string) {
  const chart = await canvas.findByRole('region', { name });
  await expect(chart).toBeVisible();
  showInPictures(chart.closest('.td-tune-chart') ?? chart);
}

/** Today's tune with its chart under it, in the key it is practised in (a chart written in G minor, read in E minor). */
export const WithChart: Story = {
  args: { library: charted, progress: false },
  play: async ({ canvas }) => {
    await chartInPictures(canvas, 'Chart of Nardis in E minor');
    await expect(canvas.getByText('E minor', { selector: '.td-tune-chart__key' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add a Chart' })).toBeNull();
  },
};

export const WithChartDark: Story = {
  args: { library: charted, progress: false },
  globals: { theme: 'dark' },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

/** A small phone (320 × 568): four bars a row, the chord symbols shrunk to fit their bar. */
export const WithChartSmall: Story = {
  args: { library: charted, progress: false },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

export const WithChartSmallDark: Story = {
  args: { library: charted, progress: false },
  globals: { viewport: { value: 'small', isRotated: false }, theme: 'dark' },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

/** A B♭ player on a tall phone: the chart written for their instrument, both keys named above it. */
export const WithChartTallBFlat: Story = {
  args: { library: charted, progress: false, instrument: 'b-flat' },
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas }) => {
    const name = 'Chart of Nardis in F sharp minor for B flat instrument, concert E minor';
    await chartInPictures(canvas, name);
    await expect(
      canvas.getByText('F\u266f minor for B\u266d instrument (concert E minor)', {
        selector: '.td-tune-chart__key',
      }),
    ).toBeVisible();
  },
};

export const WithChartTallDark: Story = {
  args: { library: charted, progress: false },
  globals: { viewport: { value: 'tall', isRotated: false }, theme: 'dark' },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

/** On a desk: eight bars a row beside the main menu. */
export const WithChartOnADesk: Story = {
  args: { library: charted, progress: false },
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

export const WithChartOnADeskDark: Story = {
  args: { library: charted, progress: false },
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
  play: ({ canvas }) => chartInPictures(canvas, 'Chart of Nardis in E minor'),
};

/** While the charts are still being read (just after the library): the chart's place says so. */
export const ChartBeingRead: Story = {
  args: { library: practising, progress: false, chartsLoaded: false },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const reading = canvas.getByRole('status');
    await expect(reading).toHaveTextContent('Reading the chart');
    showInPictures(reading);
  },
};

/** After a grade crossed its line: one tap to take the level offered. */
export const MarkAsKnow: Story = {
  args: { suggestion: true, progress: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark as Know' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

export const MarkAsKnowDark: Story = {
  args: { suggestion: true, progress: false },
  globals: { theme: 'dark' },
};

/** Nardis (in E) also played at gigs in E, A and D: with its practice in C, four keys covered. */
function playedAtGigs(library: Library): Library {
  const nardis = songIdOf(library, 'Nardis');
  const gig = {
    id: 'gig000000000001',
    set: Object.keys(library.sets)[0]!,
    setName: 'Standards',
    started: NOW - 30 * DAY,
  };
  const plays = (['E', 'A', 'D'] as const).map((key, index) => ({
    id: `play${String(index + 1).padStart(11, '0')}`,
    gig: gig.id,
    song: nardis,
    title: 'Nardis',
    key,
    played: gig.started + index * 10 * 60 * 1000,
  }));
  return applyChange(library, {
    ops: [
      { type: 'create', collection: 'gigs', record: gig },
      ...plays.map((record) => ({ type: 'create' as const, collection: 'plays' as const, record })),
    ],
  });
}

/**
 * Every tune in all twelve keys: each comes in its least-covered key, its chart too. Nardis, in E, was
 * practised in C and played at gigs in E, A and D: it comes in G, the first key round the cycle of
 * fourths from E that it has never been played in; the wheel beside it shows the four covered.
 */
export const AllKeys: Story = {
  args: {
    library: playedAtGigs(charted),
    settings: { newPerDay: 3, minutes: 20, allKeys: true },
    progress: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Chart of Nardis in G minor' })).toBeVisible();
    await expect(canvas.getByText('G minor', { selector: '.td-tune-chart__key' })).toBeVisible();
    const wheel = canvas.getByRole('figure', { name: 'Keys of Nardis: 4 of 12 keys covered Today in G' });
    const keys = within(wheel).getByRole('list', { name: 'Keys of Nardis, round the circle of fifths' });
    await expect(keys.children[4]).toHaveTextContent('E: covered, Good, played at a gig 30 days ago');
    await expect(keys.children[1]).toHaveTextContent('G: not yet (today’s key)');
  },
};

export const AllKeysDark: Story = { args: AllKeys.args, globals: { theme: 'dark' } };

/** Done for today: what tomorrow brings, and the week. */
export const DoneForToday: Story = {
  args: { library: doneForToday() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Done for today' })).toBeVisible();
    // Said once: the line above the heading gives what was practised.
    await expect(canvas.getAllByText(/Done for today/i)).toHaveLength(1);
    await expect(canvas.getByText(/ practised today/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Coming up' })).toBeVisible();
    await expect(canvas.getByText('Tomorrow')).toBeVisible();
  },
};

export const DoneForTodayDark: Story = {
  args: { library: doneForToday() },
  globals: { theme: 'dark' },
};

/** A first visit: nothing practised yet, the New tunes and the wish list make the list. */
export const FirstDay: Story = {
  args: {
    library: buildLibrary({
      sets: { Standards: ['Solar', 'Nardis', 'Footprints'] },
      songs: { Solar: { knowledge: 'new' }, Nardis: { knowledge: 'new' }, Footprints: { knowledge: 'know' } },
      wishlist: ['Countdown', 'Giant Steps'],
      start: NOW - 2 * DAY,
    }),
  },
};

/** A long title on a 320px phone: it wraps, nothing runs off the side. */
export const Narrow320: Story = {
  args: { library: practisingMusician({ first: LONG_TITLE }), progress: false },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** On a desk: beside the main menu, Practice marked as the page on screen. */
export const OnADesk: Story = {
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const OnADeskDark: Story = {
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
};

/*
 * The card's title in whole words, two lines at most, then "…" (its tooltip has all of it): a word too
 * long for a line takes the title smaller (words.browser.test.tsx measures it at every size).
 */
export const LongestWordSmall: Story = {
  args: { library: practiceCardLibrary(LONGEST_WORD), progress: false },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: LONGEST_WORD })).toBeVisible();
  },
};

export const EightyTall: Story = {
  args: { library: practiceCardLibrary(EIGHTY), progress: false },
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: EIGHTY })).toHaveAttribute('title', EIGHTY);
  },
};

export const OneWordTabletDark: Story = {
  args: { library: practiceCardLibrary(ONE_WORD), progress: false },
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'tablet', isRotated: false }, theme: 'dark' },
};

export const EightyWide: Story = {
  args: { library: practiceCardLibrary(EIGHTY), progress: false },
  decorators: [onADesk('practice')],
  globals: { viewport: { value: 'wide', isRotated: false } },
};
