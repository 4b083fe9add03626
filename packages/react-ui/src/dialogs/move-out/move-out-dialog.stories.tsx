import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MoveOutDialog } from './move-out-dialog.js';

const meta = {
  title: 'Dialogs/Move Out Of Library',
  component: MoveOutDialog,
  args: { title: 'Solar', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof MoveOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Move Out Of Library' });
    await expect(dialog).toHaveTextContent("erase 'Solar' from your library and all sets");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Out and Erase From Library' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
