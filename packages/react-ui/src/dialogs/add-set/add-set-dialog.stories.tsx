import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { gigLibrary } from '../../test/fixtures.js';
import { AddSetDialog } from './add-set-dialog.js';

const meta = {
  title: 'Dialogs/Add Set',
  component: AddSetDialog,
  args: { library: gigLibrary, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidationMessages: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add Set' });
    const input = within(dialog).getByLabelText('Title');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, 'friday GIG');
    await expect(input).toHaveAccessibleDescription('This set name already taken');
    await expect(add).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Sunday   brunch ');
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith('Sunday brunch');
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
