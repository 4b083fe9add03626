import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CannotDeleteSetDialog } from './cannot-delete-set-dialog.js';

const meta = {
  title: 'Dialogs/Cannot Delete Set',
  component: CannotDeleteSetDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof CannotDeleteSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Cannot Delete Set' });
    await expect(dialog).toHaveTextContent('at least one set must always exist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
