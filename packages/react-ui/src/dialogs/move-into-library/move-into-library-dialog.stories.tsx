import type { Meta, StoryObj } from '@storybook/react-vite';
import { wishIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { wishLibrary } from '../../test/library-fixtures.js';
import { MoveIntoLibraryDialog } from './move-into-library-dialog.js';

const entry = wishLibrary.wishlist[wishIdOf(wishLibrary, 'Giant Steps')]!;

const meta = {
  title: 'Dialogs/Move Into Library',
  component: MoveIntoLibraryDialog,
  args: { library: wishLibrary, entry, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof MoveIntoLibraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const form = within(document.body).getByRole('dialog', { name: 'Add Song To Library' });
    await expect(within(form).getByLabelText('Title')).toHaveValue('Giant Steps');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Gig' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Song' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Giant Steps', knowledge: 'know', key: 'random' }),
    );
  },
};

/** The title is in the library already (the screen would open Wish Already In Library instead). */
export const AlreadyInLibrary: Story = {
  args: { entry: wishLibrary.wishlist[wishIdOf(wishLibrary, 'Solar')]! },
  play: async () => {
    const form = within(document.body).getByRole('dialog', { name: 'Add Song To Library' });
    await expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Song Already In Library');
  },
};
