import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { wishLibrary } from '../../test/library-fixtures.js';
import { AddMultipleSongsToListDialog } from './add-multiple-songs-to-list-dialog.js';

const meta = {
  title: 'Dialogs/Add Multiple Songs To List',
  component: AddMultipleSongsToListDialog,
  args: { library: wishLibrary, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddMultipleSongsToListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const form = within(document.body).getByRole('dialog', { name: 'Add Multiple Songs To List' });
    await userEvent.type(within(form).getByLabelText('Song titles'), 'Countdown{Enter}Moment*s Notice');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Songs' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ create: ['Moment•s Notice'], present: ['countdown'] }),
      'Countdown\nMoment*s Notice',
    );
  },
};
