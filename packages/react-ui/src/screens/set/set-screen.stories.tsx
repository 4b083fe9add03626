import type { Meta, StoryObj } from '@storybook/react-vite';
import { setIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { bigLibrary, EMPTY_SET, GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { sortLibrary } from '../../test/library-fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { SetScreen } from './set-screen.js';

const big = bigLibrary(500);
const MIXED = setIdOf(sortLibrary, 'Mixed');

const meta = {
  title: 'Screens/Set',
  component: SetScreen,
  args: { library: gigLibrary, setId: GIG_SET, pickerSetId: GIG_SET, onMenuAction: fn() },
} satisfies Meta<typeof SetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.td-row__title')?.textContent);

/** The picker set, with a tune of each knowledge level and a long title. */
export const PickerSet: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('* Currently Selected in the Tunedeck')).toBeVisible();
    await expect(canvas.getByLabelText('Sort')).toHaveDisplayValue('Title - Ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Set menu' }));
    // The set's charts, one a page, on a page of their own.
    await expect(canvas.getByRole('link', { name: 'Print Charts' })).toHaveAttribute(
      'href',
      `/library/sets/${GIG_SET}/print`,
    );
    await expect(canvas.queryByRole('button', { name: 'Set As PickerSet' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete Set' })).toBeVisible();
  },
};

export const NotPickerSet: Story = {
  args: { pickerSetId: EMPTY_SET },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText('* Currently Selected in the Tunedeck')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set As PickerSet' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('set-as-picker-set');
  },
};

export const Sorting: Story = {
  args: { library: sortLibrary, setId: MIXED, pickerSetId: null },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: /Songs of/ });
    await expect(titles(list)).toEqual(['Autumn Leaves', 'Blue Bossa', 'Tune 2', 'Tune 10']);
    await userEvent.selectOptions(canvas.getByLabelText('Sort'), 'Knowledge');
    await expect(titles(list)).toEqual(['Blue Bossa', 'Tune 2', 'Autumn Leaves', 'Tune 10']);
    await userEvent.selectOptions(canvas.getByLabelText('Sort'), 'Date Created - New To Old');
    await expect(titles(list)).toEqual(['Blue Bossa', 'Autumn Leaves', 'Tune 2', 'Tune 10']);
  },
};

/** No songs: nothing to print, so no Print Charts. */
export const Empty: Story = {
  args: { setId: EMPTY_SET },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set menu' }));
    await expect(canvas.getByRole('button', { name: 'Print Setlist' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Print Charts' })).toBeNull();
  },
};

export const FiveHundredSongs: Story = {
  args: { library: big, setId: setIdOf(big, 'Big book'), pickerSetId: null },
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
