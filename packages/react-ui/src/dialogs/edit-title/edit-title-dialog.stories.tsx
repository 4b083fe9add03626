import type { Meta, StoryObj } from '@storybook/react-vite';
import { songIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { gigLibrary } from '../../test/fixtures.js';
import { EditTitleDialog } from './edit-title-dialog.js';

const meta = {
  title: 'Dialogs/Edit Title',
  component: EditTitleDialog,
  args: { library: gigLibrary, songId: songIdOf(gigLibrary, 'Solar'), onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof EditTitleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationMessages: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Edit Song Title' });
    const input = within(dialog).getByLabelText('Title');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Title cannot be blank');
    await expect(submit).toBeDisabled();
    await userEvent.type(input, 'blue bossa');
    await expect(input).toHaveAccessibleDescription('Title already in use');
    await userEvent.clear(input);
    await userEvent.type(input, 'Solar..');
    await expect(input).toHaveAccessibleDescription("Can't start or end with '.'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Sol..ar');
    await expect(input).toHaveAccessibleDescription("Title Must Not Include '..'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Solar Flare');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('Solar Flare');
  },
};
