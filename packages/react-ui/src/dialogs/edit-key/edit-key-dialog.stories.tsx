import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EditKeyDialog } from './edit-key-dialog.js';

const meta = {
  title: 'Dialogs/Edit Key',
  component: EditKeyDialog,
  args: { title: 'Blue Bossa', current: 'C', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof EditKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Edit Song Key' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Key'), 'E♭');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('E flat');
  },
};

export const RandomKey: Story = { args: { current: 'random' } };
