import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmLogOutDialog } from './confirm-log-out-dialog.js';

const meta = {
  title: 'Dialogs/Changes Not Sent',
  component: ConfirmLogOutDialog,
  args: { waiting: 23, onLogOut: fn(), onClose: fn() },
} satisfies Meta<typeof ConfirmLogOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log Out with changes made offline still waiting: staying is the default. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Changes Not Sent' });
    await expect(
      within(dialog).getByText(/23 changes made on this device are not on the server yet/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Stay Logged In' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out Anyway' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const OneChange: Story = { args: { waiting: 1 } };
