import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuickStartErrorDialog } from './quickstart-error-dialog.js';

const meta = {
  title: 'Dialogs/QuickStart Error',
  component: QuickStartErrorDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof QuickStartErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'QuickStart Error' });
    await expect(dialog).toHaveTextContent(
      'QuickStart Error: Make sure you have entered exactly 3 songs, and that none of those songs are already in this set.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
