import type { Meta, StoryObj } from '@storybook/react-vite';
import { applyChange, keyCoverage, keyWheelView, type PlayableKey, seededRandom } from '@tunedeck/core';
import { chartText } from '@tunedeck/core/chart';
import { gradeTune, songPracticeView } from '@tunedeck/core/practice';
import { songIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { LONG_CHART } from '../../chart/fixtures.js';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { GIG_SET, gigLibrary, HISTORY_EVENING, historyLibrary, LONG_TITLE } from '../../test/fixtures.js';
import { atWidth, showInPictures } from '../../test/story-width.js';
import { SongScreen } from './song-screen.js';

const meta = {
  title: 'Screens/Song',
  component: SongScreen,
  args: {
    library: gigLibrary,
    songId: songIdOf(gigLibrary, 'Autumn Leaves'),
    setId: GIG_SET,
    onEditTitle: fn(),
    onEditKey: fn(),
    onEditKnowledge: fn(),
    onEditNotes: fn(),
    onEditSets: fn(),
    onEditDetail: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SongScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 24 * 60 * 60 * 1000;

/** A 'know' tune with notes, in two sets, reached from a set page. */
export const Know: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toHaveTextContent('LibrarySetsFriday gigAutumn Leaves');
    // The title once, as the heading, its Edit beside it (no Title field repeating it below).
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Autumn Leaves');
    await expect(canvas.getByRole('button', { name: 'Edit Title' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Title' })).toBeNull();
    await expect(canvas.getByText('Know')).toBeVisible();
    await expect(canvas.getByText('Joseph Kosma')).toBeVisible();
    await expect(canvas.getByText('Medium Swing')).toBeVisible();
  },
};

export const Medium: Story = { args: { songId: songIdOf(gigLibrary, 'Blue Bossa') } };

/** A 'new' tune without notes ('none'), reached from All Songs. */
export const New: Story = {
  args: { songId: songIdOf(gigLibrary, 'Solar'), setId: undefined },
  play: async ({ canvas }) => {
    // Notes, composer and style.
    await expect(canvas.getAllByText('none')).toHaveLength(3);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'LibraryAll SongsSolar',
    );
  },
};

export const LongTitle: Story = { args: { songId: songIdOf(gigLibrary, LONG_TITLE) } };

export const TitleErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Title' }));
    const input = canvas.getByRole('textbox', { name: 'Title' });
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Title Field Required');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, '.Autumn');
    await expect(input).toHaveAccessibleDescription("Can't start or end with '.'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Aut..umn');
    await expect(input).toHaveAccessibleDescription("Title Must Not Include '..'");
    await userEvent.clear(input);
    await userEvent.type(input, 'solar');
    await expect(input).toHaveAccessibleDescription('Title already in use');
    await userEvent.clear(input);
    await userEvent.type(input, 'Autumn Leaves (Les Feuilles Mortes)');
    await userEvent.click(confirm);
    await expect(args.onEditTitle).toHaveBeenCalledWith('Autumn Leaves (Les Feuilles Mortes)');
  },
};

export const EditComposer: Story = {
  args: { songId: songIdOf(gigLibrary, 'Solar') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Composer' }));
    const input = canvas.getByRole('textbox', { name: 'Composer' });
    await userEvent.type(input, 'x'.repeat(201));
    await expect(input).toHaveAccessibleDescription('Composer must be at most 200 characters');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Miles   Davis ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onEditDetail).toHaveBeenCalledWith('composer', 'Miles Davis');
  },
};

/** Played at three gigs: how often, when last, and the keys. */
export const PlayedAtGigs: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 12 * 24 * 60 * 60 * 1000 },
  play: async ({ canvas }) => {
    const played = canvas.getByRole('region', { name: 'Played At Gigs' });
    await expect(played).toHaveTextContent('3 times, last 12 days ago (Fri 20 Nov 2026)');
    await expect(canvas.getByRole('list', { name: 'Keys played in' })).toHaveTextContent('C ×1E ×1A♭ ×1');
    showInPictures(played);
  },
};

export const EditKnowledge: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit How Well Do I Know This Tune?' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Medium/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onEditKnowledge).toHaveBeenCalledWith('med');
  },
};

export const Narrow320: Story = {
  args: { songId: songIdOf(gigLibrary, LONG_TITLE) },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Desktop1280: Story = {
  decorators: [
    (Story) => (
      <AppLayout>
        <Story />
      </AppLayout>
    ),
    atWidth(1280),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The dark theme: the knowledge badge keeps its colour dot and word. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** A tune in practice: when it comes back, and each time it was practised or counted at a gig. */
function practisedAutumnLeaves() {
  const id = songIdOf(historyLibrary, 'Autumn Leaves');
  let library = historyLibrary;
  const random = seededRandom(11);
  const grades: Array<[number, 1 | 2 | 3 | 4, number, PlayableKey]> = [
    [-40, 3, 300, 'G'],
    [-37, 2, 420, 'C'],
    [-33, 3, 0, 'F'],
    [-20, 4, 240, 'B flat'],
  ];
  for (const [days, grade, seconds, key] of grades) {
    const time = HISTORY_EVENING + days * DAY;
    const result = gradeTune(library, { id, grade, key, seconds }, { random, now: () => time });
    if (result.ok) library = applyChange(library, result.change);
  }
  return { library, id };
}
const practised = practisedAutumnLeaves();
const PRACTISED_NOW = HISTORY_EVENING + 12 * DAY;

export const Practised: Story = {
  args: {
    library: practised.library,
    songId: practised.id,
    now: PRACTISED_NOW,
    practice: songPracticeView(practised.library, practised.id, PRACTISED_NOW, { timeZone: 'UTC' }),
    onStartPractice: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Practice' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Practice history, newest first' }).children).toHaveLength(
      4,
    );
    showInPictures(canvas.getByRole('region', { name: 'Practice' }));
  },
};

export const PractisedDark: Story = {
  args: Practised.args,
  play: async ({ canvas }) => showInPictures(canvas.getByRole('region', { name: 'Practice' })),
  globals: { theme: 'dark' },
};

/** Not practised yet: one button puts it on today's list. */
export const NotPractised: Story = {
  args: {
    practice: {
      inPractice: false,
      nextDue: '',
      summary: 'Not practised yet',
      reviews: [],
      more: 0,
      keys: keyWheelView(keyCoverage(practised.library, 'not-practised', PRACTISED_NOW), PRACTISED_NOW),
    },
    onStartPractice: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Practise This Tune' }));
    await expect(args.onStartPractice).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
    showInPictures(canvas.getByRole('region', { name: 'Practice' }));
  },
};

/** Autumn Leaves with its chart (written in G minor, the long lead sheet of the chart stories). */
const AUTUMN = songIdOf(gigLibrary, 'Autumn Leaves');
const chartLibrary = {
  ...gigLibrary,
  charts: { [AUTUMN]: { id: AUTUMN, song: AUTUMN, key: 'G-', text: chartText(LONG_CHART) } },
};

/** The chart in the tune's key at concert pitch; the key chooser and the instrument above it. */
export const WithChart: Story = {
  args: { library: chartLibrary, onSaveChart: fn(), instrument: 'concert' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Chart' });
    await expect(canvas.getByRole('combobox', { name: 'Chart key' })).toHaveDisplayValue('G minor');
    await expect(canvas.getByRole('region', { name: /^Chart of Autumn Leaves in G minor/ })).toBeVisible();
    showInPictures(section);
  },
};

/** Moved to E♭ for a B♭ player: the chart in F minor, both keys named. */
export const ChartForBFlat: Story = {
  args: { library: chartLibrary, onSaveChart: fn(), instrument: 'concert' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chart key' }), 'E flat');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Instrument' }), 'b-flat');
    await expect(canvas.getByText('F minor for B♭ instrument (concert E♭ minor)')).toBeVisible();
    const chart = canvas.getByRole('region', { name: /^Chart of Autumn Leaves in F minor/ });
    await expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent(/B flat minor seven/);
    showInPictures(chart);
  },
  decorators: [atWidth(375)],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The charts are read just after the library: until then the section says so. */
export const ChartBeingRead: Story = { args: { chartsLoaded: false } };

/** Typing a chart: a mistake names its bar, and Save does not save it. */
export const ChartEditing: Story = {
  args: { library: chartLibrary, onSaveChart: fn(), instrument: 'concert' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Chart' }));
    const text = canvas.getByRole('textbox', { name: /Chart/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'C-7 | F7 | H7 |');
    await expect(await canvas.findByText("Bar 3: 'H7' is not a chord")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveChart).not.toHaveBeenCalled();
    showInPictures(canvas.getByRole('region', { name: 'Chart' }));
  },
};
