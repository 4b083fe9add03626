import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NetworkErrorDialog } from './network-error-dialog.js';

const meta = {
  title: 'Dialogs/Network Error',
  component: NetworkErrorDialog,
  args: { onClose: fn(), details: 'network: Failed to fetch' },
} satisfies Meta<typeof NetworkErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PickerCodingError: Story = {
  args: { details: 'Picker coding error' },
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Network Error' });
    await userEvent.click(within(dialog).getByText('Error Details'));
    await expect(within(dialog).getByText('Picker coding error')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
