import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { EMPTY_SET, GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { AddFromLibraryDialog } from './add-from-library-dialog.js';

// A 500-song library and a new, empty set to fill from it.
const big = buildLibrary({
  sets: { 'Big book': Array.from({ length: 500 }, (_, i) => `Tune number ${i + 1}`), 'New set': [] },
});

const meta = {
  title: 'Dialogs/Add Songs From Your Library',
  component: AddFromLibraryDialog,
  args: { library: gigLibrary, setId: EMPTY_SET, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddFromLibraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add Songs From Your Library' });
    await expect(dialog).toHaveTextContent('Select, from the lists below, songs that you would like to add');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Practice' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Blue Bossa' }));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** From a set page: the set itself and its songs are not offered. */
export const FromGigSet: Story = { args: { setId: GIG_SET } };

export const FiveHundredSongs: Story = { args: { library: big, setId: setIdOf(big, 'New set') } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
