import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { EditSetNameDialog } from './edit-set-name-dialog.js';

const meta = {
  title: 'Dialogs/Edit Set Name',
  component: EditSetNameDialog,
  args: { library: gigLibrary, setId: GIG_SET, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof EditSetNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidationMessages: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Edit Set Name' });
    const input = within(dialog).getByLabelText('Set name');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await userEvent.clear(input);
    await userEvent.type(input, 'PRACTICE');
    await expect(input).toHaveAccessibleDescription('Another set has this name already');
    await expect(submit).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.click(submit);
    await expect(input).toHaveAccessibleDescription('Set name cannot be blank');
    await userEvent.type(input, 'Saturday gig');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('Saturday gig');
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
