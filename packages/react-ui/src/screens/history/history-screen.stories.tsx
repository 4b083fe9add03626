import type { Meta, StoryObj } from '@storybook/react-vite';
import { type GigView, historyView, PLAYABLE_KEYS } from '@tunedeck/core';
import { songIdOf } from '@tunedeck/core/testing';
import { expect } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { HISTORY_EVENING as EVENING, gigLibrary, historyLibrary } from '../../test/fixtures.js';
import { atWidth, onADesk } from '../../test/story-width.js';
import { HistoryScreen } from './history-screen.js';

const library = historyLibrary;

const DAY = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Screens/History',
  component: HistoryScreen,
  args: {
    gigs: historyView(library, EVENING),
    hasSong: (id: string) => library.songs[id] !== undefined,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The set's name of each gig. */
const canvasSets = (gigs: readonly HTMLElement[]) => gigs.map((gig) => gig.querySelector('.td-gig__set')!);

/** The newest gig open with its tunes, times and keys; the others closed until opened. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const gigs = canvas.getAllByRole('group');
    await expect(gigs).toHaveLength(3);
    const tunes = canvas.getByRole('list', { name: 'Fri 20 Nov 2026' });
    await expect(tunes.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Autumn Leaves' })).toHaveAttribute(
      'href',
      `/library/allsongs/${songIdOf(gigLibrary, 'Autumn Leaves')}`,
    );
    // A song deleted since keeps its title, without a link.
    await expect(canvas.getByText('Nardis')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Nardis' })).toBeNull();
    await userEvent.click(canvas.getByText('Tue 10 Nov 2026'));
    await expect(canvas.getByRole('list', { name: 'Tue 10 Nov 2026' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { gigs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the Picker' })).toHaveAttribute(
      'href',
      '/controller',
    );
  },
};

/** The cap of a long life: 500 gigs of 30 tunes. */
const longHistory: GigView[] = Array.from({ length: 500 }, (_, g) => ({
  id: `long${String(g).padStart(11, '0')}`,
  set: 'set000000000001',
  setName: g % 2 ? 'Friday gig' : 'Practice',
  started: EVENING - g * DAY,
  plays: Array.from({ length: 30 }, (_, p) => ({
    id: `lp${String(g).padStart(6, '0')}${String(p).padStart(7, '0')}`,
    gig: `long${String(g).padStart(11, '0')}`,
    song: 'deleted00000001',
    title: `Tune ${p + 1}`,
    key: PLAYABLE_KEYS[p % 12]!,
    played: EVENING - g * DAY + p * 5 * 60 * 1000,
  })),
}));

export const FiveHundredGigs: Story = {
  args: { gigs: longHistory },
  play: async ({ canvas, userEvent }) => {
    // The newest fifty, then fifty more at a time; focus goes to the first gig added.
    await expect(canvas.getAllByRole('group')).toHaveLength(50);
    await expect(canvas.getByText('450 more')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Older Gigs' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(100);
    await expect(document.activeElement?.textContent).toMatch(/^Thu 1 Oct 2026/);
    await expect(canvas.getByRole('list', { name: 'Fri 20 Nov 2026' }).querySelectorAll('li')).toHaveLength(
      30,
    );
  },
};

/** The newest gig with a set of a long name, as a musician names a residency. */
const longSetName = (gigs: readonly GigView[]): GigView[] =>
  gigs.map((gig, index) => (index === 0 ? { ...gig, setName: 'Sunday brunch at the Riverside Hotel' } : gig));

/** Each word of the text in `element` on one line: never broken. */
async function wordsWhole(element: Element) {
  const text = element.textContent ?? '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect({ text, word: word[0], lines: lines.size }).toEqual({ text, word: word[0], lines: 1 });
    }
  }
}

/**
 * A small phone (320 × 568): the set's name whole under the day, every key inside its row, and each
 * tune's link a 44px target.
 */
export const Small320: Story = {
  args: { gigs: longSetName(historyView(library, EVENING)) },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    for (const set of canvasSets(canvas.getAllByRole('group'))) await wordsWhole(set);
    const tunes = canvas.getByRole('list', { name: 'Fri 20 Nov 2026' });
    for (const row of tunes.querySelectorAll('li')) {
      const inside = row.getBoundingClientRect();
      const key = row.querySelector('.td-gig__key .td-key-name')!.getBoundingClientRect();
      await expect(key.right).toBeLessThanOrEqual(inside.right);
    }
    for (const name of ['Autumn Leaves', 'Blue Bossa', 'Solar']) {
      const link = canvas.getByRole('link', { name }).getBoundingClientRect();
      await expect({ name, tall: link.height >= 44 }).toEqual({ name, tall: true });
    }
  },
};

/** The same in the dark theme. */
export const Small320Dark: Story = {
  ...Small320,
  globals: { viewport: { value: 'small', isRotated: false }, theme: 'dark' },
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

/**
 * On a desk, beside the menu as a sidebar: a gig's tunes read as a set list, each key in a column right
 * after its title (not at the far edge of the page), the day and the set in columns too.
 */
export const OnADesk: Story = {
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tunes = canvas.getByRole('list', { name: 'Fri 20 Nov 2026' });
    const row = tunes.querySelector('li')!;
    const title = row.querySelector('.td-gig__title')!.getBoundingClientRect();
    const key = row.querySelector('.td-gig__key')!.getBoundingClientRect();
    // The key sits within the set list's columns (time, 32rem of title, key), not 60rem away.
    await expect(key.left - title.left).toBeLessThanOrEqual(33 * 16);
    await expect(row.getBoundingClientRect().width).toBeGreaterThan(44 * 16);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
