import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Knowledge, keyedRecords, type Library, type Review, type Song } from '@tunedeck/core';
import { levelHistory, practiceCalendar } from '@tunedeck/core/practice';
import { describe, expect, it } from 'vitest';
import { LevelChart } from './level-chart.js';
import { PracticeCalendar } from './practice-calendar.js';

// Every time in the device's days, as core counts them: the texts are the same in every time zone.
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).getTime();
const NOW = at(11, 20, 20); // Friday 20 November 2026, 8 pm

const song = (id: string, knowledge: Knowledge, created: number): Song => ({
  id,
  title: id,
  key: 'C',
  knowledge,
  notes: '',
  composer: '',
  style: '',
  created,
});

const review = (
  id: string,
  songId: string,
  level: Knowledge,
  reviewed: number,
  seconds: number,
  source: Review['source'] = 'practice',
): Review => ({ id, song: songId, title: songId, grade: 3, source, key: 'C', level, seconds, reviewed });

/**
 * Solar, known since January, practised at Medium then Know this week; Nardis practised as New in
 * September, played at a gig as Medium, practised as New again; Blue Bossa added last week, never practised.
 */
const library: Pick<Library, 'songs' | 'reviews'> = {
  songs: {
    solar: song('solar', 'know', at(1, 5, 12)),
    nardis: song('nardis', 'new', at(1, 5, 12)),
    bossa: song('bossa', 'new', at(11, 10, 12)),
  },
  reviews: keyedRecords([
    review('r1', 'nardis', 'new', at(9, 7, 18), 0),
    review('r2', 'nardis', 'med', at(11, 13, 21), 240, 'gig'),
    review('r3', 'solar', 'med', at(11, 17, 18), 600),
    review('r4', 'nardis', 'new', at(11, 17, 18, 10), 480),
    review('r5', 'solar', 'know', at(11, 19, 19), 300),
  ]),
};

const EMPTY: Pick<Library, 'songs' | 'reviews'> = { songs: {}, reviews: keyedRecords() };

describe('PracticeCalendar', () => {
  const calendar = practiceCalendar(library, NOW);

  it('is an image named by its summary: days, tunes in all, the busiest day (gig plays not counted)', () => {
    render(<PracticeCalendar calendar={calendar} now={NOW} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Practice days' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Practised on 3 days in the last 26 weeks, 4 tunes in all; busiest day 2 tunes',
      }),
    ).toBeInTheDocument();
  });

  it("draws a square a day to today, each with its count in its title, shaded by the day's tunes", () => {
    const { container } = render(<PracticeCalendar calendar={calendar} now={NOW} />);
    const days = container.querySelectorAll('rect.td-heat__day');
    // 26 weeks of 7 days, less Saturday and Sunday still to come.
    expect(days).toHaveLength(26 * 7 - 2);
    const titled = (text: string) =>
      [...days].find((day) => day.querySelector('title')?.textContent === text);
    expect(titled('Tue 17 Nov: 2 tunes, 18 min')).toHaveClass('td-heat__day--2');
    expect(titled('Thu 19 Nov: 1 tune, 5 min')).toHaveClass('td-heat__day--1');
    expect(titled('Mon 7 Sept: 1 tune')).toHaveClass('td-heat__day--1');
    expect(titled('Fri 13 Nov: no practice')).toHaveClass('td-heat__day--0');
  });

  it('has a Less … More legend naming what each shade stands for', () => {
    render(<PracticeCalendar calendar={calendar} now={NOW} />);
    const legend = screen.getByText('Less').parentElement!;
    expect(
      within(legend)
        .getAllByRole('img')
        .map((step) => step.getAttribute('aria-label')),
    ).toEqual(['0 tunes', '1 tune', '2 tunes', '3 tunes', '4 tunes']);
    expect(legend).toHaveTextContent(/^Less.*More$/);
  });

  it('shades by the share of the busiest day once it has more tunes than there are shades', () => {
    const busy = { ...calendar, busiest: 9 };
    render(<PracticeCalendar calendar={busy} now={NOW} />);
    const legend = screen.getByText('Less').parentElement!;
    expect(
      within(legend)
        .getAllByRole('img')
        .map((step) => step.getAttribute('aria-label')),
    ).toEqual(['0 tunes', '1–2 tunes', '3–4 tunes', '5–6 tunes', '7–9 tunes']);
  });

  it('lists each week, newest first, with its practice days, in a table behind "Show as a table"', async () => {
    render(<PracticeCalendar calendar={calendar} now={NOW} />);
    await userEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Practice days by week, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(26);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('16 Nov');
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['Tue 17 Nov: 2 tunes, 18 min', 'Thu 19 Nov: 1 tune, 5 min']);
    // The gig of Friday 13 is not practice.
    expect(rows[1]).toHaveTextContent('9 NovNo practice');
    const september = rows.find((row) => row.textContent?.startsWith('7 Sept'))!;
    expect(within(september).getByRole('listitem')).toHaveTextContent('Mon 7 Sept: 1 tune');
    expect(rows[25]).toHaveTextContent('25 MayNo practice');
  });

  it('says so instead of drawing an empty grid before the first practice', () => {
    render(<PracticeCalendar calendar={practiceCalendar(EMPTY, NOW)} now={NOW} />);
    expect(screen.getByText('No practice yet: days you practise show here.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Show as a table')).toBeNull();
  });
});

describe('LevelChart', () => {
  const weeks = levelHistory(library, NOW);

  it('is an image named for its weeks, described by the change at each level', () => {
    render(<LevelChart weeks={weeks} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Tunes by level' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Tunes by level over the last 26 weeks' });
    expect(chart).toHaveAccessibleDescription('Know: 0 to 1; Medium: 1 to 0; New: 1 to 2.');
  });

  it('says "unchanged" for a level that ends where it began', () => {
    render(<LevelChart weeks={[weeks[0]!, { ...weeks[0]!, end: NOW }]} />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      'Know: 0, unchanged; Medium: 1, unchanged; New: 1, unchanged.',
    );
  });

  it("names each level with today's count beside the last bar, so colour is not the only cue", () => {
    const { container } = render(<LevelChart weeks={weeks} />);
    const labels = [...container.querySelectorAll('.td-levels__label text')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['New 2', 'Medium 0', 'Know 1']);
  });

  it('holds the same counts in its table, newest first', async () => {
    render(<LevelChart weeks={weeks} />);
    await userEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Tunes at each level, week by week, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week to', 'Know', 'Medium', 'New']);
    const cells = (row: HTMLElement) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
    expect(rows).toHaveLength(27);
    expect(cells(rows[1]!)).toEqual(['Now', '1', '0', '2']);
    // Blue Bossa counts from the week it was added; Nardis at Medium after the gig.
    expect(cells(rows[2]!)).toEqual(['15 Nov', '0', '2', '1']);
    expect(cells(rows[3]!)).toEqual(['8 Nov', '0', '1', '1']);
    expect(cells(rows[26]!)).toEqual(['31 May', '0', '1', '1']);
  });

  it('says so when the library has no tunes', () => {
    render(<LevelChart weeks={levelHistory(EMPTY, NOW)} />);
    expect(
      screen.getByText('No tunes yet: add tunes to your library and their levels show here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
