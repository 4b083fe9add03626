import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { AddMultipleSongsDialog } from './add-multiple-songs-dialog.js';

const meta = {
  title: 'Dialogs/Add Multiple Songs',
  component: AddMultipleSongsDialog,
  args: { library: gigLibrary, target: { kind: 'set', setId: GIG_SET }, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddMultipleSongsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a set page: new titles, one already in the set, and one refused by the title rules. */
export const ToSet: Story = {
  play: async ({ args, userEvent }) => {
    const form = within(document.body).getByRole('dialog', { name: "Add Multiple Songs to 'Friday gig'" });
    const add = within(form).getByRole('button', { name: 'Add Songs' });
    await userEvent.click(add);
    await expect(within(form).getByLabelText('Song titles')).toHaveAccessibleDescription(
      'One title per line. This field is required',
    );
    await userEvent.type(within(form).getByLabelText('Song titles'), 'Giant Steps{Enter}solar{Enter}.Bad');
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ create: ['Giant Steps'], present: ['Solar'] }),
      'Giant Steps\nsolar\n.Bad',
    );
  },
};

export const ToLibrary: Story = { args: { target: { kind: 'library' } } };

export const ToWishList: Story = { args: { target: { kind: 'wishlist' } } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Desktop1280: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
