import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_LIBRARY } from '@tunedeck/core';
import { buildLibrary } from '@tunedeck/core/testing';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { gigLibrary } from '../../test/fixtures.js';
import { manySetsLibrary } from '../../test/library-fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { SetsScreen } from './sets-screen.js';

const meta = {
  title: 'Screens/Sets',
  component: SetsScreen,
  args: { library: gigLibrary, onAddSet: fn() },
} satisfies Meta<typeof SetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sets');
    const links = canvas.getAllByRole('link').filter((link) => link.closest('ul[aria-label="Sets"]'));
    // Each set by name, with how many songs it holds.
    await expect(links.map((link) => link.textContent)).toEqual([
      'Empty set 0 songs',
      'Friday gig 4 songs',
      'Practice 1 song',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Set' }));
    await expect(args.onAddSet).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = { args: { library: manySetsLibrary } };

export const Empty: Story = { args: { library: EMPTY_LIBRARY } };

export const ManySets: Story = {
  args: {
    library: buildLibrary({
      sets: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`Set ${i + 1}`, []])),
    }),
  },
};

export const Narrow320: Story = {
  args: { library: manySetsLibrary },
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

/** The dark theme: calm neutrals, the same layout. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
