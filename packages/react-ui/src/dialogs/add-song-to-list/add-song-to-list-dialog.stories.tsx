import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { wishLibrary } from '../../test/library-fixtures.js';
import { AddSongToListDialog } from './add-song-to-list-dialog.js';

const meta = {
  title: 'Dialogs/Add Song To List',
  component: AddSongToListDialog,
  args: { library: wishLibrary, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddSongToListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidationMessages: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add Song To List' });
    const input = within(dialog).getByLabelText('Title');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await expect(input).toHaveAccessibleDescription('This field is required');
    await expect(add).toBeDisabled();
    await userEvent.type(input, 'Naima.');
    await expect(input).toHaveAccessibleDescription("Can't start or end with '.'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Na..ima');
    await expect(input).toHaveAccessibleDescription("Title Must Not Include '..'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Naima');
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith('Naima');
  },
};

/** A title already on the list just closes the dialog. */
export const AlreadyListed: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add Song To List' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'GIANT STEPS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
