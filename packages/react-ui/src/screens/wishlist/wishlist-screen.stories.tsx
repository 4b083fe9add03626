import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_LIBRARY } from '@tunedeck/core';
import { buildLibrary, wishIdOf } from '@tunedeck/core/testing';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { LONG_TITLE } from '../../test/fixtures.js';
import { wishLibrary } from '../../test/library-fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { WishListScreen } from './wishlist-screen.js';

const meta = {
  title: 'Screens/Tunes I Want To Learn',
  component: WishListScreen,
  args: { library: wishLibrary, onMenuAction: fn(), onRemove: fn(), onMoveIntoLibrary: fn() },
} satisfies Meta<typeof WishListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = canvas
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.td-row__title')?.textContent);
    await expect(rows).toEqual(['Countdown', 'Giant Steps', 'Solar', LONG_TITLE]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Giant Steps' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Learned: move Countdown into the library' }));
    await expect(args.onMoveIntoLibrary).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'List menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Multiple Songs To List' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('add-multiple-songs');
  },
};

export const Removing: Story = { args: { removing: new Set([wishIdOf(wishLibrary, 'Giant Steps')]) } };

export const Empty: Story = {
  args: { library: EMPTY_LIBRARY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No tunes on your list yet/)).toBeVisible();
  },
};

export const FiveHundredTunes: Story = {
  args: { library: buildLibrary({ wishlist: Array.from({ length: 500 }, (_, i) => `Wish ${i + 1}`) }) },
};

export const Narrow320: Story = {
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

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
